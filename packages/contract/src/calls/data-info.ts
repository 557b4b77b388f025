import { SCOPE_NAMES, type Scope } from "@match-stats/stats";
import { z } from "zod";
import { optionalId, signed, teamPlayerIdInput } from "../request.ts";
import {
  dataInfoBlockSchema,
  dataInfoSkillSchema,
  eventRowSchema,
  matchRowSchema,
  seasonRowSchema,
  teamPlayerRefSchema,
  weaponStatSchema,
} from "../rows.ts";

/** The ids a scope is read by; which are required depends on `field` (see the OpenAPI description). */
const scopeIds = {
  player_id: optionalId.default(-1),
  teamplayer_id: teamPlayerIdInput.optional(),
  team_id: optionalId.default(-1),
  season_id: optionalId.default(-1),
  event_id: optionalId.default(-1),
  match_id: optionalId.default(-1),
};

const scopeField = z.enum(SCOPE_NAMES as [Scope, ...Scope[]]);
export const dataInfoRequest = signed({ field: scopeField, ...scopeIds });
export const dataInfoResponse = z.strictObject({
  /** Empty lists when the subject has no games in the scope ("no-data"). */
  total: z.array(dataInfoBlockSchema),
  avg: z.array(dataInfoBlockSchema),
  weapon_total: z.array(weaponStatSchema),
  weapon_avg: z.array(weaponStatSchema),
  active_skill: z.array(dataInfoSkillSchema),
  passive_skill: z.array(dataInfoSkillSchema),
  pet_skill: z.array(dataInfoSkillSchema),
  loadout_skill: z.array(dataInfoSkillSchema),
});

export const INFO_LIST_FIELDS = [
  "player_teamplayer",
  "player_season",
  "player_event",
  "team_career",
  "team_season",
  "team_event",
] as const;
export const infoListRequest = signed({ field: z.enum(INFO_LIST_FIELDS), ...scopeIds });
export const infoListResponse = z.strictObject({
  data: z.union([
    z.array(teamPlayerRefSchema),
    z.array(seasonRowSchema),
    z.array(eventRowSchema),
    z.array(matchRowSchema),
  ]),
});

export const downloadThisPageRequest = signed({ field: scopeField, ...scopeIds });

import { SCOPE_NAMES, SCOPES, type Scope } from "@match-stats/stats";
import { z } from "zod";
import { byField, type Need, optionalId, teamPlayerIdInput } from "../request.ts";
import {
  dataInfoBlockSchema,
  dataInfoSkillSchema,
  eventRowSchema,
  matchRowSchema,
  seasonRowSchema,
  teamPlayerRefSchema,
  weaponStatSchema,
} from "../rows.ts";

/** The ids a scope can be read by; which are required depends on `field` (SCOPE_IDS). */
const scopeIds = {
  player_id: optionalId.default(-1),
  teamplayer_id: teamPlayerIdInput.optional(),
  team_id: optionalId.default(-1),
  season_id: optionalId.default(-1),
  event_id: optionalId.default(-1),
  match_id: optionalId.default(-1),
};

/** The id field of each scope's subject (who) and context (within what). */
export const SUBJECT_ID = { player: "player_id", teamplayer: "teamplayer_id", team: "team_id" } as const;
export const CONTEXT_ID = { season: "season_id", event: "event_id", match: "match_id" } as const;

/** The ids each scope needs: its subject's and its context's. */
const SCOPE_IDS = Object.fromEntries(
  SCOPE_NAMES.map((scope) => {
    const { subject, context } = SCOPES[scope];
    return [
      scope,
      [
        ...(subject === "none" ? [] : [SUBJECT_ID[subject]]),
        ...(context === "none" ? [] : [CONTEXT_ID[context]]),
      ],
    ];
  }),
) as Record<Scope, Need[]>;

/** The body of data_info and download_this_page: a scope (`field`) and the ids it needs. */
const scopeRequest = byField("ScopeRequest", scopeIds, SCOPE_IDS).meta({ id: "ScopeRequest" });

export const dataInfoRequest = scopeRequest;
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
export const infoListRequest = byField("InfoListRequest", scopeIds, {
  player_teamplayer: ["player_id"],
  player_season: ["teamplayer_id"],
  player_event: ["teamplayer_id", "season_id"],
  team_career: ["team_id"],
  team_season: ["team_id", "season_id"],
  team_event: ["team_id", "event_id"],
} satisfies Record<(typeof INFO_LIST_FIELDS)[number], Need[]>);
export const infoListResponse = z.strictObject({
  data: z.union([
    z.array(teamPlayerRefSchema),
    z.array(seasonRowSchema),
    z.array(eventRowSchema),
    z.array(matchRowSchema),
  ]),
});

export const downloadThisPageRequest = scopeRequest;

import { z } from "zod";
import {
  flagInput,
  gameListInput,
  idInput,
  idListInput,
  matchIdsInput,
  signed,
  teamPlayerIdInput,
} from "../request.ts";
import { eventRowSchema, matchPlayerRowSchema, matchRowSchema, seasonRowSchema } from "../rows.ts";

/** `uid` is the player id, as the game's clients call it. */
const who = { uid: idInput.describe("The player id"), team_id: idInput };

export const playerSeasonRequest = signed(who);
export const playerSeasonResponse = z.strictObject({
  teamplayer_id: z.string().nullable(),
  stats: z.array(seasonRowSchema),
});

export const playerEventRequest = signed({ ...who, event_list: idListInput.default([]) });
export const playerEventResponse = z.strictObject({ stats: z.array(eventRowSchema) });

export const playerMatchRequest = signed({ ...who, event_id: idInput, match_list: idListInput.default([]) });
export const playerMatchResponse = z.strictObject({ stats: z.array(matchRowSchema) });

const inMatches = {
  match_ids: matchIdsInput,
  single_match_ids: gameListInput
    .default([])
    .describe("Games to keep; empty (or -1) for every game of the matches"),
  is_avg: flagInput.default(false).describe("Averages per game played instead of totals"),
};

export const playerListRequest = signed({
  ...inMatches,
  team_id: idInput,
  teammate_list: z
    .array(teamPlayerIdInput)
    .max(50)
    .default([])
    .describe("Team-players to keep; empty for all"),
});
export const playerListResponse = z.strictObject({
  team_info: z.strictObject({
    team_id: z.int(),
    team_name: z.string(),
    region: z.string(),
    logo: z.string().nullable(),
    teammate_num: z.int(),
  }),
  teammate_data: z.array(matchPlayerRowSchema),
});

export const playerDataRequest = signed({ ...inMatches, ...who });
export const playerDataResponse = z.strictObject({
  player_info: z.strictObject({
    player_id: z.int(),
    player_name: z.string(),
    teamplayer_id: z.string(),
    team_id: z.int(),
    team_name: z.string(),
    uid: z.array(z.string()),
  }),
  /** One row per match, then (with several matches) a row with match_ids of all of them. */
  player_data: z.array(matchPlayerRowSchema.extend({ match_id: z.int() })),
});

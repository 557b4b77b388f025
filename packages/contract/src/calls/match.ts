import { z } from "zod";
import { gameListInput, idInput, matchIdsInput, optionalId, signed, teamPlayerIdInput } from "../request.ts";
import {
  itemRowSchema,
  matchPlayerRowSchema,
  matchTeamRowSchema,
  skillListsSchema,
  weaponStatSchema,
} from "../rows.ts";

const gameSchema = z
  .strictObject({
    single_match_id: z.int(),
    match_id: z.int(),
    match_name: z.string(),
    season_id: z.int(),
    event_id: z.int(),
    seq: z.int(),
    mode: z.int(),
    form: z.int(),
    map: z.string(),
    start_time: z.int(),
    end_time: z.int(),
    number_of_team: z.int(),
    number_of_player: z.int(),
  })
  .meta({ id: "Game" });

export const matchInfoSchema = z
  .strictObject({
    match_id: z.int(),
    match_name: z.string(),
    season_id: z.int(),
    season_name: z.string(),
    event_id: z.int(),
    event_name: z.string(),
    mode: z.int(),
    form: z.int(),
    number_of_team: z.int(),
    number_of_player: z.int(),
    start_time: z.int(),
    end_time: z.int(),
    /** The game shown, or -1 for all games of the match. */
    single_match_id: z.int(),
    games: z.array(gameSchema),
    match_results: z
      .array(
        z.strictObject({
          team_id: z.int(),
          team_name: z.string(),
          score: z
            .number()
            .describe("The total score in battle royale; the games won in clash squad and bomb squad."),
        }),
      )
      .describe("Every team in rank order, as match_rank in the team table."),
  })
  .meta({ id: "MatchInfo" });

const tables = z.strictObject({ teams: z.array(matchTeamRowSchema), players: z.array(matchPlayerRowSchema) });

export const matchDataRequest = signed({
  match_ids: matchIdsInput,
  single_match_id: optionalId.default(-1).describe("One game of the (single) match, or -1 for every game"),
});

export const matchDataResponse = z.strictObject({
  match_info: z.array(matchInfoSchema),
  team_stats: z.array(tables.extend({ match_id: z.int() })),
  /** Every loaded match summed: the overall view's Total tab (empty lists for a single match). */
  total_stats: tables,
  /** Every loaded match averaged per game played: the overall view's Average tab. */
  average_stats: tables,
  grenade_stats: z.array(z.strictObject({ match_id: z.int(), players: z.array(itemRowSchema) })),
});

export const matchInfoRequest = signed({ single_match_id_list: z.array(idInput).min(1).max(100) });
export const matchInfoResponse = z.strictObject({ match_stats: z.array(gameSchema) });

/** Which games, and optionally whose: a team's or one team-player's. */
const breakdown = {
  match_ids: matchIdsInput,
  single_match_id: gameListInput
    .default([])
    .describe("Games to keep; empty (or -1) for every game of the matches"),
  team_id: idInput.optional(),
  teamplayer_id: teamPlayerIdInput.optional(),
};

export const weaponRequest = signed(breakdown);
export const weaponResponse = z.strictObject({
  weapon_stats: z.strictObject({ total: z.array(weaponStatSchema), average: z.array(weaponStatSchema) }),
});

export const skillRequest = signed(breakdown);
export const skillResponse = skillListsSchema.extend({ mode: z.int() });

export const downloadAllRequest = signed({
  match_ids: matchIdsInput,
  single_match_id: optionalId.default(-1),
});

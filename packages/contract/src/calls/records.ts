/** The records and head_to_head calls: single-game records, and two teams' common matches. */
import { RECORD_KEYS } from "@match-stats/stats";
import { z } from "zod";
import { byField, idInput, modeFamilyInput, type Need, optionalId, signed } from "../request.ts";
import { statBlockSchema } from "../rows.ts";

export const RECORD_FIELDS = ["all", "season", "event"] as const;
export const recordsRequest = byField(
  "RecordsRequest",
  { season_id: optionalId.default(-1), event_id: optionalId.default(-1), mode: modeFamilyInput },
  { all: [], season: ["season_id"], event: ["event_id"] } satisfies Record<
    (typeof RECORD_FIELDS)[number],
    Need[]
  >,
);

/** Where a game or match sits, with the names a table shows beside the ids. */
const matchPlace = {
  match_id: z.int(),
  match_name: z.string(),
  event_id: z.int(),
  event_name: z.string(),
  season_id: z.int(),
  mode: z.int(),
};

/** One place of a record: a player's (or, for team records, a team's) value in one game. */
export const recordRowSchema = z
  .strictObject({
    record: z.enum(RECORD_KEYS).describe("Which record (packages/stats RECORDS)"),
    place: z.int().describe("1 for the record, then the runners-up"),
    value: z.number(),
    single_match_id: z.int().describe("The game; the match detail with this game selected shows it"),
    ...matchPlace,
    start_time: z.int().describe("The game's start, unix seconds"),
    team_id: z.int(),
    team_name: z.string(),
    player_id: z.int().nullable().describe("null for a team's record"),
    teamplayer_id: z.string().nullable().describe("null for a team's record"),
    player_name: z.string().nullable().describe("null for a team's record"),
  })
  .meta({ id: "RecordRow" });
export type RecordRow = z.infer<typeof recordRowSchema>;

export const recordsResponse = z.strictObject({
  records: z
    .array(recordRowSchema)
    .describe("Every record of the mode family asked for, in the order of RECORDS, each by place"),
});

export const headToHeadRequest = signed({ team_a: idInput, team_b: idInput });

/** A match both teams played, with each side's result in the games both played. */
export const headToHeadMatchSchema = z
  .strictObject({
    ...matchPlace,
    start_time: z.int(),
    games: z.int().describe("Games both teams played"),
    a_score: z.number().describe("Team a's total points (battle royale) or games won (clash squad)"),
    b_score: z.number(),
    a_above: z
      .int()
      .nullable()
      .describe("Battle royale: games team a finished above team b; null in clash squad"),
    b_above: z.int().nullable(),
  })
  .meta({ id: "HeadToHeadMatch" });
export type HeadToHeadMatch = z.infer<typeof headToHeadMatchSchema>;

const sideSchema = z.strictObject({
  team_id: z.int(),
  team_name: z.string().describe("Empty for a team id that is not known"),
  total: statBlockSchema.describe("Sums over the matches both played"),
  avg: statBlockSchema.describe("Per game the team played in those matches"),
});

export const headToHeadResponse = z.strictObject({
  team_a: sideSchema,
  team_b: sideSchema,
  battle_royale: z.strictObject({
    games: z.int().describe("Battle-royale games both played"),
    a_above: z.int(),
    b_above: z.int(),
    a_points: z.number().describe("Team a's total points in those games"),
    b_points: z.number(),
  }),
  clash_squad: z.strictObject({
    matches: z.int().describe("Clash-squad and bomb-squad matches both played"),
    a_series: z.int().describe("Matches team a won more games of"),
    b_series: z.int(),
    draws: z.int().describe("Matches both teams won as many games of (a best-of-2 at 1-1)"),
    a_games: z.int().describe("Games team a won in those matches"),
    b_games: z.int(),
  }),
  matches: z.array(headToHeadMatchSchema).describe("Newest first; empty when the teams never met"),
});
export type HeadToHeadAnswer = z.infer<typeof headToHeadResponse>;

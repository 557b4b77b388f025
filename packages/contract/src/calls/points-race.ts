/** The points_race call: every team's score game by game, and its running total, for a chart. */
import { z } from "zod";
import { byField, idInput, MAX_MATCH_IDS, matchIdsInput, type Need, optionalId } from "../request.ts";

export const POINTS_RACE_FIELDS = ["event", "matches"] as const;
export const pointsRaceRequest = byField(
  "PointsRaceRequest",
  {
    event_id: optionalId.default(-1),
    match_ids: z.array(idInput).max(MAX_MATCH_IDS).default([]).describe("The matches of field matches"),
  },
  { event: ["event_id"], matches: [] } satisfies Record<(typeof POINTS_RACE_FIELDS)[number], Need[]>,
  (field) => (field === "matches" ? { match_ids: matchIdsInput } : {}),
);

/** A game as the charts place it on their axis: its ids, match, place in the match, start and mode. */
export const chartGameFields = {
  single_match_id: z.int(),
  match_id: z.int(),
  match_name: z.string(),
  seq: z.int().describe("The game's place in its match, from 1"),
  start_time: z.int().describe("Unix seconds"),
  mode: z.int(),
};

const raceGameSchema = z.strictObject(chartGameFields).meta({ id: "RaceGame" });

const raceLineSchema = z
  .strictObject({
    team_id: z.int(),
    team_name: z.string(),
    scores: z
      .array(z.number().nullable())
      .describe(
        "The team's score in each game of `games`: points (battle royale) or 1 for a game won; null if it did not play",
      ),
    running: z.array(z.number()).describe("Its running total after each game"),
  })
  .meta({ id: "RaceLine" });

export const pointsRaceResponse = z.strictObject({
  scoring: z
    .enum(["points", "games_won", "mixed"])
    .describe(
      "points: every game battle royale; games_won: none; mixed: some of each, each game scored by its own",
    ),
  games: z.array(raceGameSchema).describe("The games, oldest first: the x axis"),
  lines: z.array(raceLineSchema).describe("One line per team, in the order of the standings"),
  leaders: z.array(z.array(z.int())).describe("After each game, the team ids with the highest running total"),
});
export type PointsRace = z.infer<typeof pointsRaceResponse>;

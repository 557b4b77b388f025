/** The standings call: an event's standings, or every event's of a season. */
import { MAX_GAME_COLUMNS } from "@match-stats/stats";
import { z } from "zod";
import { byField, type Need, optionalId } from "../request.ts";

export const STANDINGS_FIELDS = ["event", "season"] as const;
export const standingsRequest = byField(
  "StandingsRequest",
  { season_id: optionalId.default(-1), event_id: optionalId.default(-1) },
  { event: ["event_id"], season: ["season_id"] } satisfies Record<(typeof STANDINGS_FIELDS)[number], Need[]>,
);

const brOnly = <T extends z.ZodType>(schema: T, what: string) =>
  schema.nullable().describe(`${what}; null in clash squad`);
const csOnly = <T extends z.ZodType>(schema: T, what: string) =>
  schema.nullable().describe(`${what}; null in battle royale`);

export const standingRowSchema = z
  .strictObject({
    rank: z
      .int()
      .describe(
        "The team's place (docs/statistics.md, Standings): battle royale by total points, then booyahs, kill points, kills, the placement in the most recent game both teams played; clash squad by series won, then game difference, round difference and kills; then the lower team id.",
      ),
    team_id: z.int(),
    team_name: z.string(),
    games: z.int().describe("Games the team played in the event"),
    booyah: brOnly(z.int(), "Games won"),
    placement_points: brOnly(z.int(), "Placement points (survival_score), summed"),
    kills: z.int(),
    kill_points: brOnly(z.int(), "Total points less placement points"),
    total_score: brOnly(z.int(), "Placement points plus kill points"),
    avg_placement: brOnly(z.number(), "The team's placements summed, over its games"),
    matches_w_d_l: csOnly(
      z.string(),
      'Matches (series) won, drawn and lost, "w-d-l": a series is won by the team that won more of its games, drawn when both won as many (a best-of-2 at 1-1)',
    ),
    games_w_l: csOnly(z.string(), 'Games won and lost, "a-b"'),
    round_diff: csOnly(z.int(), "Rounds won less rounds lost"),
    game_points: z
      .array(z.int().nullable())
      .max(MAX_GAME_COLUMNS)
      .describe(
        `Battle royale: the team's points in each game of the event, oldest first, null where it did not play; empty in clash squad and in events of more than ${MAX_GAME_COLUMNS} games`,
      ),
  })
  .meta({ id: "StandingRow" });

export const eventStandingsSchema = z
  .strictObject({
    event_id: z.int(),
    event_name: z.string(),
    mode: z.int(),
    standings: z.array(standingRowSchema),
  })
  .meta({ id: "EventStandings" });

export const standingsResponse = z.strictObject({
  events: z
    .array(eventStandingsSchema)
    .describe(
      "The event's standings, or each event's of the season by start time; empty when nothing is found",
    ),
});
export type EventStandings = z.infer<typeof eventStandingsSchema>;

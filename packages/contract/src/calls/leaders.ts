import {
  DEFAULT_MODE_FAMILY,
  LEADER_STATS,
  LEADER_SUBJECTS,
  LEADER_VIEWS,
  MODE_FAMILY_IDS,
  MODE_IDS,
} from "@match-stats/stats";
import { z } from "zod";
import { optionalId, signed } from "../request.ts";
import { amount } from "../rows.ts";

export const LEADERS_MAX_SIZE = 100;
/** The most games a minimum may ask for: no subject plays more in the demo or in a real league's career. */
const MAX_MIN_GAMES = 100_000;

export const leadersRequest = signed({
  subject: z
    .enum(LEADER_SUBJECTS)
    .describe("Rank players (by team-player record within a season or event) or teams"),
  stat: z.enum(LEADER_STATS).describe("A counter or rate of the Data Info block"),
  view: z.enum(LEADER_VIEWS).default("total").describe("Totals, or averages per game the subject played"),
  season_id: optionalId.default(-1).describe("Rank within this season; -1 for all time"),
  event_id: optionalId
    .default(-1)
    .describe("Rank within this event (takes precedence over season_id); -1 for none"),
  mode: z
    .union([z.enum(MODE_FAMILY_IDS), ...MODE_IDS.map((mode) => z.literal(mode))], {
      error: `must be ${MODE_FAMILY_IDS.join(" or ")}, or one of the modes ${MODE_IDS.join(", ")}`,
    })
    .default(DEFAULT_MODE_FAMILY)
    .describe(
      "Count only the games of this mode family (battle_royale, the default; clash_squad: modes 15 and 27) or of one mode; never every mode",
    ),
  min_games: z
    .int()
    .min(0)
    .max(MAX_MIN_GAMES)
    .optional()
    .describe("Leave out subjects with fewer games; default 3 for averages and rates, 0 for totals"),
  order: z.enum(["desc", "asc"]).default("desc").describe("desc: the highest value first"),
  size: z.int().min(1).max(LEADERS_MAX_SIZE).default(10),
  page: z.int().min(1).max(1_000_000).default(1),
});

export const leaderRowSchema = z
  .strictObject({
    rank: z.int().describe("Place in the order; equal values take consecutive places by id"),
    player_id: z.int().nullable(),
    teamplayer_id: z
      .string()
      .nullable()
      .describe("The record ranked within a season or event; null all time"),
    player_name: z
      .string()
      .nullable()
      .describe("The player's name, at every scope (docs/statistics.md, Names); null for a team"),
    team_id: z.int().nullable(),
    team_name: z.string().nullable(),
    games: z.int().describe("Games the subject played in the scope and mode"),
    value: amount.describe("The total, the average per game, or the rate"),
  })
  .meta({ id: "LeaderRow" });

export const leadersResponse = z.strictObject({
  min_games: z.int().describe("The minimum applied"),
  total_nums: z.int().describe("Subjects ranked in all pages"),
  data: z.array(leaderRowSchema),
});

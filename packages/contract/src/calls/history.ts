/**
 * history: a team's places event by event and its roster over time, or a player's stints in each team
 * (docs/statistics.md, History).
 */
import { z } from "zod";
import { byField, type Need, optionalId } from "../request.ts";
import { dataInfoBlockSchema } from "../rows.ts";
import { standingRowSchema } from "./standings.ts";

export const HISTORY_FIELDS = ["team", "player"] as const;
export const historyRequest = byField(
  "HistoryRequest",
  { team_id: optionalId.default(-1), player_id: optionalId.default(-1) },
  { team: ["team_id"], player: ["player_id"] } satisfies Record<(typeof HISTORY_FIELDS)[number], Need[]>,
);

const historyEventSchema = z
  .strictObject({
    ...standingRowSchema.shape,
    season_id: z.int(),
    season_name: z.string(),
    event_id: z.int(),
    event_name: z.string(),
    mode: z.int(),
    start_time: z.int(),
  })
  .meta({ id: "HistoryEvent", description: "The team's line in the event's standings, with the event" });

const stintSchema = z
  .strictObject({
    ...dataInfoBlockSchema.shape,
    teamplayer_id: z.string(),
    player_id: z.int(),
    player_name: z.string(),
    team_id: z.int(),
    team_name: z.string(),
    booyah: z.int().describe("Games the record's team won while the record played"),
    first_match_id: z.int(),
    first_time: z.int().describe("Start of the record's first game"),
    last_match_id: z.int(),
    last_time: z.int().describe("Start of the record's last game"),
  })
  .meta({
    id: "Stint",
    description:
      "A team-player record's career totals (data_info's player_teamplayer Total) and its first and last game",
  });

export const historyResponse = z.strictObject({
  events: z
    .array(historyEventSchema)
    .describe("field team: each event the team has standings in, newest first; empty for a player"),
  stints: z
    .array(stintSchema)
    .describe(
      "The team's records (its roster over time) or the player's records (one per team and return), by first game, newest first; records without games are left out",
    ),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;
export type Stint = z.infer<typeof stintSchema>;

import { z } from "zod";
import { optionalId, signed, textInput } from "../request.ts";
import { eventRowSchema, matchRowSchema, playerRowSchema, seasonRowSchema, teamRowSchema } from "../rows.ts";

export const SEARCH_FIELDS = [
  "season",
  "event",
  "match",
  "team",
  "team_new",
  "player",
  "player_new",
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const MAX_PAGE_SIZE = 100;
/** What `size: -1` ("all") is capped at. */
export const MAX_ALL_ROWS = 1000;

const SIZE_RULE = `must be -1 (all, up to ${MAX_ALL_ROWS}) or 1 to ${MAX_PAGE_SIZE}`;

export const searchRequest = signed({
  search_type: z
    .union([z.literal(1), z.literal(2)])
    .describe("1: one term (an id or a name fragment); 2: several terms or exact ids"),
  param: z
    .array(textInput(100).trim())
    .max(100)
    .default([])
    .describe("Terms; an empty list lists everything"),
  field: z.enum(SEARCH_FIELDS),
  size: z
    .union([z.literal(-1), z.int().min(1, SIZE_RULE).max(MAX_PAGE_SIZE, SIZE_RULE)], { error: SIZE_RULE })
    .default(10),
  page: z.int().min(1).max(1_000_000).default(1),
  order_by: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/, "must be a row field, with a leading - for descending")
    .default("-id"),
  season_id: optionalId.default(-1),
  event_id: optionalId.default(-1),
});

export const searchResponse = z.strictObject({
  total_nums: z.int().describe("Rows found in all pages"),
  season_stats: z.array(seasonRowSchema).optional(),
  event_stats: z.array(eventRowSchema).optional(),
  match_stats: z.array(matchRowSchema).optional(),
  team_stats: z.array(teamRowSchema).optional(),
  player_stats: z.array(playerRowSchema).optional(),
  toast_message: z
    .string()
    .optional()
    .describe(
      "match, search_type 2: the terms that found no match, separated by '|' (the client shows a toast)",
    ),
});

import { z } from "zod";
import { byField, type Need, optionalId, textInput } from "../request.ts";
import { eventRowSchema, matchRowSchema, playerRowSchema, seasonRowSchema, teamRowSchema } from "../rows.ts";
import { MAX_ALL_ROWS, MAX_PAGE_SIZE } from "../search-limits.ts";

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

const SIZE_RULE = `must be -1 (all, up to ${MAX_ALL_ROWS}) or 1 to ${MAX_PAGE_SIZE}`;

const searchShape = {
  search_type: z
    .union([z.literal(1), z.literal(2)])
    .describe("1: one term (an id or a name fragment); 2: several terms or exact ids"),
  param: z
    .array(textInput(100).trim())
    .max(100)
    .default([])
    .describe("Terms; an empty list lists everything"),
  size: z
    .union([z.literal(-1), z.int().min(1, SIZE_RULE).max(MAX_PAGE_SIZE, SIZE_RULE)], { error: SIZE_RULE })
    .default(10),
  page: z.int().min(1).max(1_000_000).default(1),
  // Text here; each field's shape narrows it to that field's sortable fields (orderBy).
  order_by: z.string().default("-id"),
  season_id: optionalId.default(-1),
  event_id: optionalId.default(-1),
};

/** The row fields a search's rows can be sorted by, per `field` (the server's query sorts by each). */
export const SORTABLE_FIELDS = {
  season: ["id", "season_id", "name", "season_name", "start_date", "end_date"],
  event: [
    "id",
    "event_id",
    "name",
    "event_name",
    "host_region",
    "season_id",
    "mode",
    "start_time",
    "end_time",
  ],
  match: ["id", "match_id", "name", "match_name", "season_id", "event_id", "mode", "start_time", "end_time"],
  team: ["id", "name", "region", "created_at"],
  team_new: ["id", "name", "region", "created_at"],
  player: ["id", "name", "player_id", "player_name"],
  player_new: ["id", "name", "player_id", "player_name", "player_type", "team_id", "team_name"],
} as const satisfies Record<SearchField, readonly string[]>;

/** `order_by` of one `field`: a sortable row field, `-` in front for descending. */
const orderBy = (field: SearchField) => {
  const names = SORTABLE_FIELDS[field];
  return z
    .enum([...names, ...names.map((name) => `-${name}`)], {
      error: (issue) =>
        `cannot sort by ${String(issue.input).replace(/^-/, "")}; sortable: ${names.join(", ")} (- in front for descending)`,
    })
    .default("-id");
};

export const searchRequest = byField(
  "SearchRequest",
  searchShape,
  { season: [], event: [], match: [], team: [], team_new: [], player: [], player_new: [] } satisfies Record<
    SearchField,
    Need[]
  >,
  (field) => ({ order_by: orderBy(field) }),
);

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

/**
 * The analytics call: what the web app reports about its own use. Bounded and closed by construction: known
 * event names, short strings, at most a batch of events; an event's unknown fields are dropped, so nothing
 * outside these shapes (an address, a token) can reach storage.
 */
import { z } from "zod";
import { ANALYTICS_LIMITS } from "../analytics-limits.ts";
import { signed, textInput } from "../request.ts";

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cs}]*$/u;

const shortText = textInput(ANALYTICS_LIMITS.text)
  .min(1)
  .regex(NO_CONTROL_CHARACTERS, "must not contain control characters");
const routeName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, "must be a route name (letters and digits)")
  .describe(
    "The route name of docs/spec.md section 2 (home, seasonEvent, matchDetail...); notFound for none",
  );
const tableId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,59}$/, "must be a table id (lower case, digits, _)")
  .describe("The id of the table in the column catalogue (packages/stats), e.g. season_info");

const pageView = z
  .object({ name: z.literal("page_view"), route: routeName })
  .meta({ id: "PageViewEvent", description: "A screen was shown." });
const search = z
  .object({
    name: z.literal("search"),
    category: z.enum(["match", "season", "event", "team", "player"]),
    term_count: z
      .int()
      .min(0)
      .max(ANALYTICS_LIMITS.terms)
      .describe("Comma-separated terms entered; 0 for none"),
  })
  .meta({ id: "SearchEvent", description: "A search was started. The terms themselves are not sent." });
const download = z
  .object({
    name: z.literal("download"),
    kind: z.enum(["csv", "zip"]).describe("csv: the table's own rows; zip: all data of the page"),
    table: tableId,
  })
  .meta({ id: "DownloadEvent", description: "A file was saved from a download dialog." });
const compare = z
  .object({ name: z.literal("compare"), table: tableId })
  .meta({ id: "CompareEvent", description: "Two rows of a table were compared." });
const dialogOpen = z
  .object({ name: z.literal("dialog_open"), title: shortText.describe("The dialog's title, as shown") })
  .meta({ id: "DialogOpenEvent", description: "A dialog was opened." });

/** `z.object` (not strict): fields beyond these are dropped, never stored. */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  pageView,
  search,
  download,
  compare,
  dialogOpen,
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsEventsRequest = signed({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.batch),
});
export const analyticsEventsResponse = z.strictObject({
  stored: z.int().min(0).describe("How many events were stored"),
});

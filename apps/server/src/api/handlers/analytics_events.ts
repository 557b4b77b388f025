/**
 * analytics_events: appends the web app's events, one row each, with the server's time. Only the fields of
 * the event's own shape are written, by name; nothing about the request (address, headers) is.
 */
import type { AnalyticsEvent } from "@match-stats/contract";
import type { AnalyticsEventsTable } from "../../db/schema.ts";
import type { JsonHandler } from "../handler.ts";

type Detail = Omit<AnalyticsEventsTable, "received_at" | "received_day" | "name">;

const NO_DETAIL: Detail = {
  route: null,
  category: null,
  term_count: null,
  download_kind: null,
  table_id: null,
  title: null,
};

function detailOf(event: AnalyticsEvent): Detail {
  switch (event.name) {
    case "page_view":
      return { ...NO_DETAIL, route: event.route };
    case "search":
      return { ...NO_DETAIL, category: event.category, term_count: event.term_count };
    case "download":
      return { ...NO_DETAIL, download_kind: event.kind, table_id: event.table };
    case "compare":
      return { ...NO_DETAIL, table_id: event.table };
    case "dialog_open":
      return { ...NO_DETAIL, title: event.title };
  }
}

export const analyticsEvents: JsonHandler<"analytics_events"> = async ({ events }, { db }) => {
  const now = new Date();
  const received = {
    received_at: Math.floor(now.getTime() / 1000),
    received_day: now.toISOString().slice(0, 10),
  };
  await db
    .insertInto("analytics_events")
    .values(events.map((event) => ({ ...received, name: event.name, ...detailOf(event) })))
    .execute();
  return { stored: events.length };
};

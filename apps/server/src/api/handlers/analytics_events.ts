/**
 * analytics_events: turns the web app's events into rows, one each, with the server's time, and hands them
 * to the analytics writer, which stores them off the request path. Only the fields of the event's own
 * shape are kept, by name; nothing about the request (address, headers) is.
 */
import type { AnalyticsEvent } from "@match-stats/contract";
import { ApiError } from "../../answers/errors.ts";
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

export const analyticsEvents: JsonHandler<"analytics_events"> = async ({ events }, { analytics }) => {
  const now = new Date();
  const received = {
    received_at: Math.floor(now.getTime() / 1000),
    received_day: now.toISOString().slice(0, 10),
  };
  if (!analytics.add(events.map((event) => ({ ...received, name: event.name, ...detailOf(event) })))) {
    throw new ApiError(
      "RATE_LIMITED",
      `events: ${analytics.capacity} events are waiting to be stored; try again later`,
    );
  }
  return { stored: events.length };
};

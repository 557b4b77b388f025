/** An event as the analytics call accepts it: fitted to the call's bounds, or left out when it cannot be. */
import { ANALYTICS_LIMITS } from "@match-stats/contract/analytics-limits";
import type { AnalyticsEvent } from "../api/calls/analytics-events.ts";

/** A text on one line, cut to the call's length, never inside a character. */
const clip = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, ANALYTICS_LIMITS.text)
    .replace(/[\uD800-\uDBFF]$/, "");

export function fitEvent(event: AnalyticsEvent): AnalyticsEvent | null {
  switch (event.name) {
    case "dialog_open": {
      const title = clip(event.title);
      return title ? { ...event, title } : null;
    }
    case "search":
      return { ...event, term_count: Math.min(event.term_count, ANALYTICS_LIMITS.terms) };
    default:
      return event;
  }
}

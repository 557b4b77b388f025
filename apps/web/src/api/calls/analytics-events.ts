import type { CallRequestInput } from "@match-stats/contract";
import { api } from "../client.ts";

export type AnalyticsEvent = CallRequestInput<"analytics_events">["events"][number];

/** Sends a batch of analytics events in the background (see `api.report`). */
export const sendAnalyticsEvents = (events: readonly AnalyticsEvent[]): Promise<void> =>
  api.report("analytics_events", { events: [...events] });

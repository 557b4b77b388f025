/**
 * `track(event)`: how the app reports what visitors do (docs/analytics.md). Events go to the page's one
 * queue, which sends them a few seconds later, and everything waiting when the page is hidden or left.
 */

import { ANALYTICS_LIMITS } from "@match-stats/contract/analytics-limits";
import { type AnalyticsEvent, sendAnalyticsEvents } from "../api/calls/analytics-events.ts";
import { EventQueue } from "./event-queue.ts";
import { fitEvent } from "./fit-event.ts";

const FLUSH_AFTER_MS = 5000;

let queue: EventQueue | undefined;

function pageQueue(): EventQueue {
  if (queue) return queue;
  const created = new EventQueue({
    send: sendAnalyticsEvents,
    flushAfterMs: FLUSH_AFTER_MS,
    batchSize: ANALYTICS_LIMITS.batch,
  });
  // Hidden is the last moment a phone's page is sure to run: it may be closed from the app switcher.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") created.flush();
  });
  window.addEventListener("pagehide", () => created.flush());
  queue = created;
  return created;
}

/** Reports an event; the match screen's compare dialog, the shell, the search bar, downloads and dialogs call it. */
export function track(event: AnalyticsEvent): void {
  const fitted = fitEvent(event);
  if (fitted) pageQueue().push(fitted);
}

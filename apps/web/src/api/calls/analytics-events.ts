import type { CallRequestInput } from "@match-stats/contract";
import { API_PREFIX } from "@match-stats/contract/api-path";
import { signBody } from "@match-stats/contract/signing";
import { csrfToken, signingSecret } from "../page-keys.ts";

export type AnalyticsEvent = CallRequestInput<"analytics_events">["events"][number];

const PATH = `${API_PREFIX}analytics_events`;

/**
 * Sends a batch of analytics events, signed and with the CSRF header like every call, but past the page's
 * client: no loading overlay, no duplicate window (two equal batches are two sets of events), no toast.
 * `keepalive` lets the request outlive the page it leaves from. Settles when sent; a failure rejects, and
 * what to do with it is the caller's choice.
 */
export async function sendAnalyticsEvents(events: readonly AnalyticsEvent[]): Promise<void> {
  const body = await signBody(PATH, { events }, signingSecret());
  await fetch(PATH, {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "content-type": "application/json", "x-csrftoken": csrfToken() },
    body: JSON.stringify(body),
  });
}

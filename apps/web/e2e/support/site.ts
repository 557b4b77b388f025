/** The real server on the scale-1 demo database (SQLite), as `npm start` serves it, for a browser suite. */
import { type ApiServer, startApiServer } from "@match-stats/server/test-support/api-server";
import type { Page, Route } from "playwright-core";

export const startSite = (): Promise<ApiServer> => startApiServer("sqlite");

/** An id as the address carries it (docs/spec.md section 2): base64, then URL-encoded. */
export const enc = (value: number | string | readonly (number | string)[]): string =>
  encodeURIComponent(btoa(Array.isArray(value) ? value.join(",") : String(value)));

/** Answers a held request as a busy server does: the envelope's toast, which the page shows. */
export const answerBusy = (route: Route): Promise<void> =>
  route.fulfill({
    contentType: "application/json",
    body: JSON.stringify({
      status: "toast",
      code: "SERVER_BUSY",
      msg: "Server busy, please try again later",
    }),
  });

/** Holds every request of a call until `release` is called, so the page stays busy meanwhile. */
export async function holdCall(page: Page, call: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const pattern = `**/api/match_stats/${call}`;
  await page.route(pattern, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(pattern);
  };
}

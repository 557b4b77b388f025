/**
 * A route's loader starts the screen's requests from its address alone, before the screen's code has
 * rendered, and leaves an address it cannot read to the screen (which names the bad value).
 */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { queryClient } from "../api/query-client.ts";
import type { RouteName } from "../app/route-table.ts";
import { loaderOf } from "./loaders.ts";

const sent: string[] = [];

beforeEach(() => {
  sent.length = 0;
  queryClient.clear();
  vi.stubGlobal("document", { cookie: "", querySelector: () => null });
  vi.stubGlobal("fetch", async (url: string) => {
    sent.push(url.split("/").at(-1) ?? "");
    return new Response(JSON.stringify({ status: "success", code: 0, msg: "", data: {} }));
  });
});

afterEach(() => vi.unstubAllGlobals());

function load(name: RouteName, address: string) {
  const url = new URL(`http://site${address}`);
  const context = new RouterContextProvider();
  return loaderOf(name)?.({ request: new Request(url), url, pattern: url.pathname, params: {}, context });
}

const id = (value: number) => encodeURIComponent(btoa(String(value)));

it("starts a pasted team-match link's requests without waiting for them", async () => {
  const link = `/team/match/detail?team_id=${id(100001)}&event_id=${id(10001)}&match_id=${id(10000001)}`;
  expect(await load("teamMatchData", link)).toBeNull();
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // The team's record, its seasons, events and matches for the path; who played, Data Info, weapons, skills.
  expect(new Set(sent)).toEqual(
    new Set([
      "search",
      "team_season",
      "team_event",
      "team_match",
      "teammate_list",
      "data_info",
      "weapon",
      "skill",
    ]),
  );
});

it("asks nothing for an address it cannot read, and home has no loader", async () => {
  expect(await load("teamMatchData", "/team/match/detail?team_id=%%%&event_id=1&match_id=1")).toBeNull();
  expect(await load("seasonEvent", "/seasonevent")).toBeNull();
  expect(loaderOf("home")).toBeUndefined();
  expect(queryClient.isFetching()).toBe(0);
  expect(sent).toEqual([]);
});

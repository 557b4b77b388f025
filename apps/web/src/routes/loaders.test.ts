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
/** The bodies sent, by call. */
const bodies = new Map<string, Record<string, unknown>[]>();
/** What a call answers, where an empty answer would not do. */
const answers = new Map<string, unknown>();

beforeEach(() => {
  sent.length = 0;
  bodies.clear();
  answers.clear();
  queryClient.clear();
  vi.stubGlobal("document", { cookie: "", querySelector: () => null });
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const call = url.split("/").at(-1) ?? "";
    sent.push(call);
    bodies.set(call, [...(bodies.get(call) ?? []), JSON.parse(String(init?.body ?? "{}"))]);
    return new Response(
      JSON.stringify({ status: "success", code: 0, msg: "", data: answers.get(call) ?? {} }),
    );
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

it("asks for a team's, a player's and a team-player's form with the screen's first requests, in the statistic the address names", async () => {
  const pages = [
    ["teamData", `/team/detail?team_id=${id(100001)}`, { field: "team", team_id: 100001 }],
    [
      "playerData",
      `/player/detail?player_id=${id(1000001)}&form_stat=damage`,
      { field: "player", player_id: 1000001 },
    ],
    [
      "teamplayerData",
      `/teamplayer/detail?player_id=${id(1000001)}&teamplayer_id=${encodeURIComponent(btoa("1000001_1"))}&form_stat=nonsense`,
      { field: "team_player", teamplayer_id: "1000001_1" },
    ],
  ] as const;
  for (const [name, link] of pages) await load(name, link);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // Unknown or missing, the statistic is the chart's own default.
  expect(bodies.get("form")?.map(({ timestamp, signature, ...fields }) => fields)).toEqual([
    { ...pages[0][2], stat: "kills", mode: "battle_royale" },
    { ...pages[1][2], stat: "damage", mode: "battle_royale" },
    { ...pages[2][2], stat: "kills", mode: "battle_royale" },
  ]);
});

it("asks for a season's leaders and records in the address's mode family, and an event's in its own mode's", async () => {
  const family = encodeURIComponent(btoa("clash_squad"));
  await load("seasonEvent", `/seasonevent?season_id=${id(1001)}&mode=${family}`);
  await load("teamData", `/team/detail?team_id=${id(100001)}&mode=${family}`);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const modes = (call: string) => bodies.get(call)?.map((body) => body.mode);
  expect([modes("leaders"), modes("records"), modes("form")]).toEqual([
    ["clash_squad"],
    ["clash_squad"],
    ["clash_squad"],
  ]);
  bodies.clear();
  // A clash-squad event, asked for with no family in its address.
  answers.set("search", { event_stats: [{ event_id: 10004, mode: 15 }] });
  await load("eventMatch", `/eventmatch?event_id=${id(10004)}`);
  await vi.waitFor(() => expect(bodies.get("records")).toBeDefined());
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect([modes("leaders"), modes("records")]).toEqual([["clash_squad"], ["clash_squad"]]);
});

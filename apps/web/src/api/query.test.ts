/**
 * The request rules of docs/spec.md sections 8 and 9 as the cache keeps them: the page's client, over a stubbed
 * `fetch`, answering queries of a cache made as the page makes its own.
 */
import type { CallRequestInput } from "@match-stats/contract";
import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toasts } from "../ui/toasts.ts";
import { callQuery, combined, lookup, read } from "./query.ts";
import { createQueryClient, DUPLICATE_WINDOW_MS } from "./query-client.ts";

const SEARCH: CallRequestInput<"search"> = { search_type: 1, field: "season", param: ["cup"] };
const search = (fields = SEARCH) => callQuery("search", fields);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

let sent: unknown[] = [];
let answer: () => Promise<Response> = async () =>
  json({ status: "success", code: 0, msg: "", data: { total_nums: sent.length } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal("document", { cookie: "csrftoken=token", querySelector: () => null });
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return answer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("identical requests within a minute", () => {
  it("are sent once, and every asker gets the first answer", async () => {
    const client = createQueryClient();
    const [first, second] = await Promise.all([client.fetchQuery(search()), client.fetchQuery(search())]);
    await expect(client.fetchQuery(search())).resolves.toEqual(first);
    expect(second).toEqual(first);
    expect(sent).toHaveLength(1);
  });

  it("are sent again after the minute, and other fields are another request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const client = createQueryClient();
    await client.fetchQuery(search());
    vi.setSystemTime(Date.now() + DUPLICATE_WINDOW_MS - 1);
    await client.fetchQuery(search());
    expect(sent).toHaveLength(1);
    await client.fetchQuery(search({ ...SEARCH, param: ["league"] }));
    expect(sent).toHaveLength(2);
    vi.setSystemTime(Date.now() + 1);
    await client.fetchQuery(search());
    expect(sent).toHaveLength(3);
  });

  it("are shared by a load made of several calls and a block asking one of them", async () => {
    const client = createQueryClient();
    const total = lookup(search(), (answer) => answer.total_nums);
    const path = combined(["path"], async (cache) => ({ total: await read(cache, total) }));
    const [loaded] = await Promise.all([client.fetchQuery(path), client.fetchQuery(search())]);
    expect(loaded).toEqual({ total: 1 });
    expect(sent).toHaveLength(1);
  });
});

describe("Refresh", () => {
  it("sends the request again within the minute, and the block shows the new answer", async () => {
    const client = createQueryClient();
    const block = new QueryObserver(client, search());
    const seen: (number | undefined)[] = [];
    const stop = block.subscribe((result) => seen.push(result.data?.total_nums));
    await vi.waitFor(() => expect(block.getCurrentResult().data).toBeDefined());
    await block.refetch();
    stop();
    expect(sent).toHaveLength(2);
    expect(seen.at(-1)).toBe(2);
  });
});

describe("failures", () => {
  it("are shown once for a request two blocks share, and asking again sends it again", async () => {
    answer = async () => json({ status: "error", code: "X", msg: "Event ended", data: {} });
    const client = createQueryClient();
    const failed = await Promise.allSettled([client.fetchQuery(search()), client.fetchQuery(search())]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(sent).toHaveLength(1);
    expect(toasts.get().map((toast) => toast.lines)).toEqual([["Event ended"]]);
    answer = async () => json({ status: "success", code: 0, msg: "", data: { total_nums: 5 } });
    await expect(client.fetchQuery(search())).resolves.toEqual({ total_nums: 5 });
    expect(sent).toHaveLength(2);
  });
});

/**
 * analytics_events: the web app's events are stored one row each, with nothing about the sender, never
 * from the response cache, refused with a message naming the field when they are not one of the known
 * shapes; and the top-searches query of docs/analytics.md runs on every engine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, readConfig } from "../../src/config.ts";
import type { Db } from "../../src/db/connect.ts";
import { type Running, serve } from "../../src/serve.ts";
import { ApiClient } from "../support/api-client.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";

const COLUMNS = [
  "received_at",
  "received_day",
  "name",
  "route",
  "category",
  "term_count",
  "download_kind",
  "table_id",
  "title",
];

/** The SQL block under "Top searches per day" in docs/analytics.md, as documented. */
function topSearchesQuery(): string {
  const doc = readFileSync(join(REPO_ROOT, "docs/analytics.md"), "utf8");
  const section = doc.slice(doc.indexOf("## Top searches per day"));
  const query = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!query) throw new Error("docs/analytics.md has no SQL block under Top searches per day");
  return query;
}

async function startOn(
  db: Db,
  env: Record<string, string> = {},
): Promise<{ running: Running; client: ApiClient }> {
  const config = readConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: "0", ...env, PORT: "0" });
  const running = await serve(config, db, { quiet: true, handleSignals: false });
  return { running, client: await new ApiClient(running.url).init() };
}

describe.each(ENGINES)("analytics_events on %s", (engine) => {
  let database: Awaited<ReturnType<typeof openTestDb>>;
  let server: Awaited<ReturnType<typeof startOn>>;
  beforeAll(async () => {
    database = await openTestDb(engine);
    server = await startOn(database.db, { DATABASE_URL: database.test.url });
  });
  afterAll(async () => {
    await server?.running.app.close();
    await database?.close();
  });

  const rows = () => database.db.kysely.selectFrom("analytics_events").selectAll().execute();
  const clear = () => database.db.kysely.deleteFrom("analytics_events").execute();

  it("stores each event as a row of its own kind, with the server's day", async () => {
    await clear();
    const events = [
      { name: "page_view", route: "seasonEvent" },
      { name: "search", category: "match", term_count: 3 },
      { name: "download", kind: "zip", table: "season_info" },
      { name: "compare", table: "match_teams" },
      { name: "dialog_open", title: "Weapon Stats — 名前" },
    ];
    const before = Math.floor(Date.now() / 1000);
    const answer = await server.client.call("analytics_events", { events });
    expect(answer).toMatchObject({ http: 200, status: "success", data: { stored: 5 } });
    const stored = await rows();
    // Each row sets its own kind's columns; every other column is null.
    const set = ({ received_at: _a, received_day: _d, ...row }: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
    expect(stored.map(set)).toEqual([
      { name: "page_view", route: "seasonEvent" },
      { name: "search", category: "match", term_count: 3 },
      { name: "download", download_kind: "zip", table_id: "season_info" },
      { name: "compare", table_id: "match_teams" },
      { name: "dialog_open", title: "Weapon Stats — 名前" },
    ]);
    for (const row of stored) expect(Object.keys(row).sort()).toEqual([...COLUMNS].sort());
    for (const row of stored) {
      expect(row.received_at).toBeGreaterThanOrEqual(before);
      expect(row.received_day).toBe(new Date(row.received_at * 1000).toISOString().slice(0, 10));
    }
  });

  it("keeps nothing about the sender: no address, no token, whatever the request carries", async () => {
    await clear();
    const address = "203.0.113.77";
    const token = "tok-5f1c9e0a-secret";
    const answer = await server.client.call(
      "analytics_events",
      {
        events: [
          { name: "page_view", route: "home", access_token: token, ip: address, user_agent: "Secret/1.0" },
          { name: "search", category: "team", term_count: 1, address, token },
        ],
      },
      { headers: { "x-forwarded-for": address, "x-real-ip": address, authorization: `Bearer ${token}` } },
    );
    expect(answer).toMatchObject({ http: 200, data: { stored: 2 } });
    const stored = await rows();
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(Object.keys(row).sort()).toEqual([...COLUMNS].sort());
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(`${address}|${token}|Secret`));
  });

  it("is never answered from the cache: the same batch sent twice is stored twice", async () => {
    await clear();
    const batch = { events: [{ name: "dialog_open", title: "Items Data" }] };
    for (let i = 0; i < 3; i++) {
      const response = await server.client.post("analytics_events", batch);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("etag")).toBeNull();
    }
    expect(await rows()).toHaveLength(3);
  });

  it.each([
    ["an empty batch", { events: [] }, /^events: Too small: expected array to have >=1 items/],
    [
      "51 events",
      { events: Array.from({ length: 51 }, () => ({ name: "page_view", route: "home" })) },
      /^events: Too big: expected array to have <=50 items/,
    ],
    [
      "an unknown event",
      { events: [{ name: "purchase", amount: 5 }] },
      /^events\.0\.name: Invalid discriminator value/,
    ],
    ["an event without a name", { events: [{ route: "home" }] }, /^events\.0\.name: /],
    [
      "an address for a route",
      { events: [{ name: "page_view", route: "/season?x=1" }] },
      /^events\.0\.route: must be a route name/,
    ],
    [
      "an unknown category",
      { events: [{ name: "search", category: "weapon", term_count: 1 }] },
      /^events\.0\.category: /,
    ],
    [
      "a negative term count",
      { events: [{ name: "search", category: "team", term_count: -1 }] },
      /^events\.0\.term_count: /,
    ],
    [
      "SQL for a table id",
      { events: [{ name: "download", kind: "csv", table: "x; DROP TABLE" }] },
      /^events\.0\.table: must be a table id/,
    ],
    [
      "a title of 121 characters",
      { events: [{ name: "dialog_open", title: "x".repeat(121) }] },
      /^events\.0\.title: must be at most 120 characters/,
    ],
    [
      "a title with a control character",
      { events: [{ name: "dialog_open", title: "a\u0000b" }] },
      /^events\.0\.title: must not contain control characters/,
    ],
    [
      "an unknown field beside the events",
      { events: [{ name: "page_view", route: "home" }], ip: "203.0.113.77" },
      /^ip: unknown field/,
    ],
  ])("refuses %s with a message naming the field", async (_case, body, message) => {
    await clear();
    const answer = await server.client.call("analytics_events", body);
    expect(answer).toMatchObject({ http: 400, status: "error", code: "INVALID_BODY" });
    expect(answer.msg).toMatch(message);
    expect(await rows()).toEqual([]);
  });

  it("is rate limited like every call", async () => {
    const limited = await startOn(database.db, {
      DATABASE_URL: database.test.url,
      RATE_LIMIT_PER_MINUTE: "2",
    });
    try {
      const batch = { events: [{ name: "page_view", route: "home" }] };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.client.call("analytics_events", batch)).code);
      expect(statuses).toEqual([0, 0, "RATE_LIMITED"]);
    } finally {
      await limited.running.app.close();
    }
  });

  it("answers the documented top searches per day", async () => {
    await clear();
    const search = (day: string, category: string, term_count: number) => ({
      received_at: Date.parse(`${day}T12:00:00Z`) / 1000,
      received_day: day,
      name: "search",
      category,
      term_count,
    });
    const times = <T>(n: number, row: T): T[] => Array.from({ length: n }, () => row);
    await database.db.kysely
      .insertInto("analytics_events")
      .values([
        ...times(4, search("2025-06-01", "team", 1)),
        ...times(2, search("2025-06-01", "match", 3)),
        ...times(2, search("2025-06-01", "event", 1)),
        search("2025-06-01", "season", 1),
        search("2025-06-01", "player", 1),
        search("2025-06-01", "player", 2),
        ...times(3, search("2025-06-02", "match", 1)),
        search("2025-06-02", "team", 2),
        { received_at: 1_748_779_200, received_day: "2025-06-02", name: "page_view", route: "home" },
      ])
      .execute();
    const { rows: top } = await sql.raw(topSearchesQuery()).execute(database.db.kysely);
    expect(top).toEqual([
      { received_day: "2025-06-02", place: 1, category: "match", term_count: 1, searches: 3 },
      { received_day: "2025-06-02", place: 2, category: "team", term_count: 2, searches: 1 },
      { received_day: "2025-06-01", place: 1, category: "team", term_count: 1, searches: 4 },
      { received_day: "2025-06-01", place: 2, category: "event", term_count: 1, searches: 2 },
      { received_day: "2025-06-01", place: 3, category: "match", term_count: 3, searches: 2 },
      { received_day: "2025-06-01", place: 4, category: "player", term_count: 1, searches: 1 },
      { received_day: "2025-06-01", place: 5, category: "player", term_count: 2, searches: 1 },
    ]);
  });
});

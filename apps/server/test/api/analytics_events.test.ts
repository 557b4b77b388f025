/**
 * analytics_events: the web app's events are stored one row each, with nothing about the sender, never
 * from the response cache, refused with a message naming the field when they are not one of the known
 * shapes; the call answers at once while another connection holds the write lock and stores its events
 * once the lock is released; events past the retention become daily counts; and the top-searches query of
 * docs/analytics.md runs on every engine, over detail and daily counts alike.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ENDPOINTS } from "@match-stats/contract";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REPO_ROOT, readConfig } from "../../src/config.ts";
import type { Db, Engine } from "../../src/db/connect.ts";
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

/** Holds the write lock from another connection, as an ingest does, until the answered function is called. */
async function holdWriteLock(engine: Engine, url: string): Promise<() => Promise<void>> {
  if (engine === "sqlite") {
    const holder = new SqliteDatabase(url);
    holder.exec("BEGIN IMMEDIATE");
    return async () => {
      holder.exec("ROLLBACK");
      holder.close();
    };
  }
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query("LOCK TABLE analytics_events IN EXCLUSIVE MODE");
  return async () => {
    await holder.query("ROLLBACK");
    await holder.end();
  };
}

const times = <T>(n: number, row: T): T[] => Array.from({ length: n }, () => row);

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
  /** The rows once the server's writer has stored `count` of them (it writes off the request path). */
  const stored = async (count: number) => {
    await vi.waitFor(async () => expect(await rows()).toHaveLength(count), { timeout: 10_000 });
    return rows();
  };
  const clear = async () => {
    await database.db.kysely.deleteFrom("analytics_events").execute();
    await database.db.kysely.deleteFrom("analytics_daily").execute();
  };

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
    const written = await stored(5);
    // Each row sets its own kind's columns; every other column is null.
    const set = ({ received_at: _a, received_day: _d, ...row }: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
    expect(written.map(set)).toEqual([
      { name: "page_view", route: "seasonEvent" },
      { name: "search", category: "match", term_count: 3 },
      { name: "download", download_kind: "zip", table_id: "season_info" },
      { name: "compare", table_id: "match_teams" },
      { name: "dialog_open", title: "Weapon Stats — 名前" },
    ]);
    for (const row of written) expect(Object.keys(row).sort()).toEqual([...COLUMNS].sort());
    for (const row of written) {
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
    const written = await stored(2);
    for (const row of written) expect(Object.keys(row).sort()).toEqual([...COLUMNS].sort());
    expect(JSON.stringify(written)).not.toMatch(new RegExp(`${address}|${token}|Secret`));
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
    await stored(3);
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

  it("answers at once while another connection holds the write lock, and stores the events once it is released", async () => {
    await clear();
    const release = await holdWriteLock(engine, database.test.url);
    try {
      const batch = { events: [{ name: "search", category: "team", term_count: 2 }] };
      const answer = await server.client.call("analytics_events", batch);
      expect(answer).toMatchObject({ http: 200, status: "success", data: { stored: 1 } });
      expect(await server.client.call("search", ENDPOINTS.search.example)).toMatchObject({ http: 200 });
      expect(await rows()).toEqual([]);
    } finally {
      await release();
    }
    expect((await stored(1)).map((row) => row.category)).toEqual(["team"]);
  });

  it("refuses a batch that does not fit while the lock is held, and stores every batch it accepted", async () => {
    await clear();
    const small = await startOn(database.db, {
      DATABASE_URL: database.test.url,
      ANALYTICS_BUFFER_EVENTS: "500",
    });
    const batch = { events: times(50, { name: "page_view", route: "home" }) };
    try {
      const release = await holdWriteLock(engine, database.test.url);
      try {
        for (let i = 0; i < 10; i++) {
          expect(await small.client.call("analytics_events", batch)).toMatchObject({ http: 200 });
        }
        const refused = await small.client.post("analytics_events", batch);
        // Every 429 says when to try again, this one as much as the rate limit's.
        expect(refused.headers.get("retry-after")).toBe("1");
        expect({
          http: refused.status,
          ...((await refused.json()) as Record<string, unknown>),
        }).toMatchObject({
          http: 429,
          code: "RATE_LIMITED",
          msg: "events: 500 events are waiting to be stored; try again later",
        });
      } finally {
        await release();
      }
      await stored(500);
    } finally {
      await small.running.app.close();
    }
  });

  it("writes what it has accepted before the server closes", async () => {
    await clear();
    const closing = await startOn(database.db, { DATABASE_URL: database.test.url });
    const batch = { events: [{ name: "dialog_open", title: "Items Data" }] };
    expect(await closing.client.call("analytics_events", batch)).toMatchObject({ http: 200 });
    await closing.running.app.close();
    expect((await rows()).map((row) => row.title)).toEqual(["Items Data"]);
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

  const topSearches = async () => (await sql.raw(topSearchesQuery()).execute(database.db.kysely)).rows;

  it("rolls events past ANALYTICS_RETENTION_DAYS into daily counts, keeps the recent ones, and reports the same", async () => {
    await clear();
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const event = (day: string, fields: Record<string, string | number>) => ({
      received_at: Date.parse(`${day}T12:00:00Z`) / 1000,
      received_day: day,
      name: "search",
      ...fields,
    });
    const [older, old, recent] = [daysAgo(41), daysAgo(40), daysAgo(5)];
    await database.db.kysely
      .insertInto("analytics_events")
      .values([
        event(older, { category: "player", term_count: 1 }),
        ...times(3, event(old, { category: "team", term_count: 1 })),
        ...times(2, event(old, { category: "match", term_count: 2 })),
        ...times(2, event(old, { name: "page_view", route: "home" })),
        ...times(2, event(recent, { category: "team", term_count: 1 })),
        event(recent, { name: "page_view", route: "home" }),
      ])
      .execute();
    const before = await topSearches();
    const retaining = await startOn(database.db, {
      DATABASE_URL: database.test.url,
      ANALYTICS_RETENTION_DAYS: "30",
    });
    try {
      await vi.waitFor(
        async () => expect((await rows()).map((row) => row.received_day)).toEqual(times(3, recent)),
        { timeout: 10_000 },
      );
    } finally {
      await retaining.running.app.close();
    }
    const daily = await database.db.kysely
      .selectFrom("analytics_daily")
      .select(["received_day", "name", "route", "category", "term_count", "events"])
      .orderBy("received_day")
      .orderBy("name")
      .orderBy("category")
      .execute();
    const count = (day: string, fields: Record<string, string | number>, events: number) => ({
      received_day: day,
      name: "search",
      route: null,
      category: null,
      term_count: null,
      ...fields,
      events,
    });
    expect(daily).toEqual([
      count(older, { category: "player", term_count: 1 }, 1),
      count(old, { name: "page_view", route: "home" }, 2),
      count(old, { category: "match", term_count: 2 }, 2),
      count(old, { category: "team", term_count: 1 }, 3),
    ]);
    expect(await topSearches()).toEqual(before);
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
    expect(await topSearches()).toEqual([
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

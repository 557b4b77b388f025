/**
 * Recomputes every roll-up of the scale-1 demo data set in JavaScript, straight from the fact rows, and
 * compares with what the SQL roll-up builder stored. A different path to the same numbers: any difference
 * is a bug in one of them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import {
  NO_CONTEXT,
  NO_SUBJECT,
  PLAYER_COUNTERS,
  SCOPE_NAMES,
  SCOPES,
  type Scope,
  TEAM_COUNTER_KEYS,
  WEAPON_COUNTER_KEYS,
} from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Engine } from "../../../src/db/connect.ts";
import type { PlayerResultsTable } from "../../../src/db/schema.ts";
import { writeDemo } from "../../../src/demo/write.ts";
import type { IngestFileInput } from "../../../src/ingest/format.ts";
import { ingestFiles } from "../../../src/ingest/ingest.ts";
import { rebuildAllLeaders } from "../../../src/read-models/leaders/leaders.ts";
import { ENGINES, openTestDb } from "../../support/databases.ts";

type Row = Record<string, number | string>;
type Keyed = {
  single_match_id: number;
  match_id: number;
  event_id: number;
  season_id: number;
  team_id: number;
};

const demoFiles = (() => {
  let files: string[] | undefined;
  return async () => {
    files ??= await writeDemo(mkdtempSync(join(tmpdir(), "match-stats-demo-")), { scale: 1 });
    return files;
  };
})();

function keyOf(scope: Scope, row: Keyed & { player_id?: number; teamplayer_id?: string }): string {
  const { subject, context } = SCOPES[scope];
  const who =
    subject === "player"
      ? String(row.player_id)
      : subject === "teamplayer"
        ? String(row.teamplayer_id)
        : subject === "team"
          ? String(row.team_id)
          : NO_SUBJECT;
  const within = context === "none" ? NO_CONTEXT : row[`${context}_id`];
  return `${scope}|${who}|${within}`;
}

/** Adds a row into a running total: sums, or the larger value for max fields. */
function accumulate(into: Row, from: Row, fields: readonly { key: string; max?: boolean }[]): void {
  for (const { key, max } of fields) {
    const a = Number(into[key] ?? 0);
    const b = Number(from[key] ?? 0);
    into[key] = max ? Math.max(a, b) : a + b;
  }
}

const playerFields = PLAYER_COUNTERS.map((f) => ({ key: f.key, max: f.acrossGames === "max" }));
const teamOfPlayersFields = PLAYER_COUNTERS.map((f) => ({ key: f.key, max: f.acrossTeam === "max" }));

async function expectedRollups(db: Db): Promise<Map<string, Row>> {
  const players = (await db.kysely
    .selectFrom("player_results")
    .selectAll()
    .execute()) as PlayerResultsTable[];
  const teams = await db.kysely.selectFrom("team_results").selectAll().execute();
  const expected = new Map<string, Row & { gameSet: Set<number> }>();
  const at = (key: string) => {
    let row = expected.get(key);
    if (!row) {
      row = Object.assign({ games: 0, appearances: 0 } as Row, { gameSet: new Set<number>() });
      expected.set(key, row);
    }
    return row;
  };

  // Player and whole-season/event scopes: straight sums over player rows.
  for (const p of players) {
    for (const scope of SCOPE_NAMES.filter((s) => SCOPES[s].subject !== "team")) {
      const row = at(keyOf(scope, p));
      row.gameSet.add(p.single_match_id);
      row.appearances = Number(row.appearances) + 1;
      accumulate(row, p as unknown as Row, playerFields);
    }
  }
  // Team scopes: first each team's game from its players, then across games.
  const teamGames = new Map<string, Row>();
  for (const p of players) {
    const key = `${p.single_match_id}|${p.team_id}`;
    const game = teamGames.get(key) ?? { players: 0 };
    game.players = Number(game.players) + 1;
    accumulate(game, p as unknown as Row, teamOfPlayersFields);
    teamGames.set(key, game);
  }
  for (const t of teams) {
    const game = teamGames.get(`${t.single_match_id}|${t.team_id}`)!;
    for (const scope of SCOPE_NAMES.filter((s) => SCOPES[s].subject === "team")) {
      const row = at(keyOf(scope, t));
      row.gameSet.add(t.single_match_id);
      row.appearances = Number(row.appearances) + Number(game.players);
      accumulate(row, game, playerFields);
      accumulate(
        row,
        t as unknown as Row,
        TEAM_COUNTER_KEYS.map((key) => ({ key })),
      );
    }
  }
  const result = new Map<string, Row>();
  for (const [key, { gameSet, ...row }] of expected) {
    for (const k of [...PLAYER_COUNTERS.map((f) => f.key), ...TEAM_COUNTER_KEYS])
      row[k] = Number(row[k] ?? 0);
    result.set(key, { ...row, games: gameSet.size });
  }
  return result;
}

async function expectedPicks(
  db: Db,
  table: "weapon_results" | "skill_picks",
  idColumn: "weapon_id" | "skill_id",
  counters: readonly string[],
) {
  const rows = (await db.kysely.selectFrom(table).selectAll().execute()) as unknown as (Keyed & Row)[];
  const expected = new Map<string, Row>();
  for (const r of rows) {
    for (const scope of SCOPE_NAMES) {
      const key = `${keyOf(scope, r as Keyed & { player_id: number; teamplayer_id: string })}|${r[idColumn]}`;
      const row = expected.get(key) ?? { pick_times: 0 };
      row.pick_times = Number(row.pick_times) + 1;
      accumulate(
        row,
        r,
        counters.map((k) => ({ key: k })),
      );
      expected.set(key, row);
    }
  }
  return expected;
}

/** Every difference between what was expected and what is stored, as readable lines. */
function differences(expected: Map<string, Row>, stored: Map<string, Row>): string[] {
  const out: string[] = [];
  for (const [key, want] of expected) {
    const got = stored.get(key);
    if (!got) out.push(`${key}: missing`);
    else
      for (const [field, value] of Object.entries(want))
        if (Number(got[field]) !== value) out.push(`${key}.${field}: ${got[field]} != ${value}`);
  }
  for (const key of stored.keys()) if (!expected.has(key)) out.push(`${key}: unexpected`);
  return out;
}

const storedBy = (rows: Row[], extra?: string) =>
  new Map(rows.map((r) => [`${r.scope}|${r.subject}|${r.context_id}${extra ? `|${r[extra]}` : ""}`, r]));

/**
 * A copy of an event file whose first game lost one player (one whose team keeps another): re-importing it
 * replaces the match, and every roll-up of that player must lose the game.
 */
function withoutOnePlayer(file: string): string {
  const data = JSON.parse(readFileSync(file, "utf8")) as IngestFileInput;
  const game = data.matches?.[0]?.games[0];
  const index = game?.players.findIndex((p, i) =>
    game.players.some((q, j) => j !== i && q.team_id === p.team_id),
  );
  if (!game || index === undefined || index < 0) throw new Error(`${file} has no player to leave out`);
  game.players.splice(index, 1);
  const copy = join(mkdtempSync(join(tmpdir(), "match-stats-replaced-")), basename(file));
  writeFileSync(copy, JSON.stringify(data));
  return copy;
}

const LOADS = {
  "in one run": async (db: Db, files: string[]) => [await ingestFiles(db, files)],
  // After the first runs, each run brings a small share of the stored matches: only its subjects and
  // contexts are rebuilt, and the last run replaces a match that lost a player.
  "event by event, then one match replaced": async (db: Db, files: string[]) => {
    const [reference, ...events] = files as [string, ...string[]];
    const results = [await ingestFiles(db, [reference])];
    for (const file of events) results.push(await ingestFiles(db, [file]));
    results.push(await ingestFiles(db, [withoutOnePlayer(events[0] ?? reference)]));
    return results;
  },
};

describe.each(
  ENGINES.flatMap((engine) =>
    (Object.keys(LOADS) as (keyof typeof LOADS)[]).map((load): [Engine, keyof typeof LOADS] => [
      engine,
      load,
    ]),
  ),
)("roll-ups of the scale-1 demo on %s, loaded %s", (engine, load) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    const results = await LOADS[load](db, await demoFiles());
    expect(results.filter((r) => !r.ok)).toEqual([]);
  }, 300_000);
  afterAll(async () => close());

  it("match the fact rows in every scope", async () => {
    const stored = storedBy(
      (await db.kysely.selectFrom("rollups").selectAll().execute()) as unknown as Row[],
    );
    const expected = await expectedRollups(db);
    expect(expected.size).toBeGreaterThan(1000);
    expect(new Set([...stored.values()].map((r) => r.scope))).toEqual(new Set(SCOPE_NAMES));
    expect(differences(expected, stored)).toEqual([]);
  });

  it("match the weapon and skill rows in every scope", async () => {
    const weapons = storedBy(
      (await db.kysely.selectFrom("weapon_rollups").selectAll().execute()) as unknown as Row[],
      "weapon_id",
    );
    expect(
      differences(await expectedPicks(db, "weapon_results", "weapon_id", WEAPON_COUNTER_KEYS), weapons),
    ).toEqual([]);
    const skills = storedBy(
      (await db.kysely.selectFrom("skill_rollups").selectAll().execute()) as unknown as Row[],
      "skill_id",
    );
    expect(differences(await expectedPicks(db, "skill_picks", "skill_id", ["use_times"]), skills)).toEqual(
      [],
    );
  });

  it("keep the leaders rows a whole rebuild writes", async () => {
    const leaderRows = async () => ({
      sums: await db.kysely
        .selectFrom("leader_sums")
        .selectAll()
        .orderBy(["scope", "context_id", "mode", "subject_kind", "subject"])
        .execute(),
      ranks: await db.kysely
        .selectFrom("leader_ranks")
        .selectAll()
        .orderBy(["scope", "context_id", "mode", "subject_kind", "stat", "subject"])
        .execute(),
      counts: await db.kysely
        .selectFrom("leader_counts")
        .selectAll()
        .orderBy(["scope", "context_id", "mode", "subject_kind", "stat", "games"])
        .execute(),
    });
    const kept = await leaderRows();
    expect(kept.ranks.length).toBeGreaterThan(10_000);
    expect(kept.counts.length).toBeGreaterThan(1_000);
    await rebuildAllLeaders(db.kysely);
    expect(await leaderRows()).toEqual(kept);
  });
});

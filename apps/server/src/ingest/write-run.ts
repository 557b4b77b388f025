/**
 * Writes a validated run inside the caller's transaction: upserts reference rows, replaces each match's
 * facts (so re-importing a match is idempotent), rebuilds the touched roll-ups and bumps the data version.
 */
import {
  PLAYER_COUNTER_KEYS,
  PLAYER_COUNTERS,
  TEAM_COUNTER_KEYS,
  WEAPON_COUNTER_KEYS,
} from "@match-stats/stats";
import type { Insertable, Kysely } from "kysely";
import { BulkInsert, type Value } from "../db/bulk-insert.ts";
import { chunks, rowsPerInsert } from "../db/chunks.ts";
import type { Engine } from "../db/connect.ts";
import { nameKey } from "../db/name-key.ts";
import type { Database } from "../db/schema.ts";
import { matchesShowingChanges } from "../read-models/match-answers/match-answers.ts";
import type { RefreshPhase, RunChanges } from "../read-models/read-model.ts";
import { READ_MODELS } from "../read-models/registry.ts";
import { type Affected, emptyAffected } from "../read-models/rollups/rollups.ts";
import { recordVersions, staleModels } from "../read-models/up-to-date.ts";
import type { Game, Match, PlayerResult } from "./format.ts";
import { rereadMatches } from "./read-file.ts";
import type { RunIndex } from "./run-index.ts";

export interface EventInfo {
  season_id: number;
  mode: number;
}

/**
 * The phases of a run, in order (the first two before the transaction, the last two after it); the read
 * models' refresh is timed by their own phases.
 */
export type IngestPhase =
  | "read and check files"
  | "check references"
  | "write references"
  | "write facts"
  | RefreshPhase
  | "commit"
  | "checkpoint"
  | "statistics";

/** A file of the run, checked whole, with the digest of the bytes that were checked. */
export interface CheckedFile {
  file: string;
  digest: string;
}

export interface WriteHooks {
  /** After each file's matches are written. */
  onFile?: (file: string) => void;
  onPhase?: (phase: IngestPhase) => void;
}

export interface WriteSummary {
  matches: number;
  games: number;
  playerResults: number;
}

type FactTable = "team_results" | "player_results" | "weapon_results" | "skill_picks";

const GAME_KEYS = ["single_match_id", "match_id", "event_id", "season_id", "mode"] as const;
const PLAYER_KEYS = [...GAME_KEYS, "teamplayer_id", "player_id", "team_id"] as const;

/** The columns each table's rows are written with, in the order writeMatch gives the values. */
const COLUMNS = {
  matches: ["id", "event_id", "season_id", "mode", "name", "name_key", "start_time", "end_time"],
  games: ["id", "match_id", "event_id", "season_id", "seq", "mode", "form", "map", "start_time", "end_time"],
  team_results: [...GAME_KEYS, "team_id", "rank", "players", ...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS],
  player_results: [...PLAYER_KEYS, ...PLAYER_COUNTER_KEYS],
  weapon_results: [...PLAYER_KEYS, "weapon_id", ...WEAPON_COUNTER_KEYS],
  skill_picks: [...PLAYER_KEYS, "skill_id", "use_times"],
} as const;

type Inserters = Record<keyof typeof COLUMNS, BulkInsert>;

async function upsert<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).filter((c) => c !== "id");
  for (const part of chunks(rows, rowsPerInsert(columns.length + 1))) {
    await db
      .insertInto(table)
      .values(part as never)
      .onConflict((oc) =>
        oc
          .column("id" as never)
          .doUpdateSet(
            (eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never,
          ),
      )
      .execute();
  }
}

async function upsertReferences(db: Kysely<Database>, index: RunIndex): Promise<void> {
  await upsert(
    db,
    "seasons",
    index
      .values("season")
      .map((s) => ({ ...s, name_key: nameKey(s.name), host_regions: JSON.stringify(s.host_regions) })),
  );
  await upsert(
    db,
    "events",
    index.values("event").map((e) => ({ ...e, name_key: nameKey(e.name) })),
  );
  await upsert(
    db,
    "teams",
    index.values("team").map((t) => ({ ...t, name_key: nameKey(t.name) })),
  );
  await upsert(
    db,
    "players",
    index.values("player").map((p) => ({ ...p, name_key: nameKey(p.name) })),
  );
  await upsert(
    db,
    "team_players",
    index
      .values("team_player")
      .map((tp) => ({ ...tp, name_key: nameKey(tp.name), uids: JSON.stringify(tp.uids) })),
  );
  await upsert(db, "weapons", index.values("weapon"));
  await upsert(db, "skills", index.values("skill"));
}

/** Subjects of the facts about to be replaced: their roll-ups change too, even if the new data omits them. */
export async function replacedSubjects(
  db: Kysely<Database>,
  matchIds: readonly number[],
  affected: Affected,
): Promise<void> {
  for (const part of chunks(matchIds)) {
    const rows = await db
      .selectFrom("player_results")
      .select(["player_id", "teamplayer_id", "team_id", "season_id", "event_id"])
      .distinct()
      .where("match_id", "in", part)
      .execute();
    for (const row of rows) {
      affected.players.add(row.player_id);
      affected.teamPlayers.add(row.teamplayer_id);
      affected.teams.add(row.team_id);
      affected.seasons.add(row.season_id);
      affected.events.add(row.event_id);
    }
  }
}

async function deleteMatches(db: Kysely<Database>, matchIds: number[]): Promise<void> {
  for (const part of chunks(matchIds)) {
    for (const table of [
      "team_results",
      "player_results",
      "weapon_results",
      "skill_picks",
    ] satisfies FactTable[]) {
      await db.deleteFrom(table).where("match_id", "in", part).execute();
    }
    await db.deleteFrom("games").where("match_id", "in", part).execute();
    await db.deleteFrom("matches").where("id", "in", part).execute();
  }
}

/** A team's counters in one game: its players' counters combined (sum, or max), then its own. */
function teamCounters(team: Game["teams"][number], players: readonly PlayerResult[]): Value[] {
  const combined = PLAYER_COUNTERS.map((f) => {
    let value = 0;
    for (const p of players) value = f.acrossTeam === "max" ? Math.max(value, p[f.key]) : value + p[f.key];
    return value;
  });
  return [...combined, ...TEAM_COUNTER_KEYS.map((k) => team[k])];
}

export async function writeRun(
  db: Kysely<Database>,
  engine: Engine,
  index: RunIndex,
  files: readonly CheckedFile[],
  events: ReadonlyMap<number, EventInfo>,
  { onFile = () => {}, onPhase = () => {} }: WriteHooks = {},
): Promise<WriteSummary> {
  // A write first: on SQLite it takes the write lock (waiting out busy_timeout) before the run reads. A run
  // that read first would hold a snapshot, and a write committed meanwhile by another connection (the
  // server's analytics) would fail it with SQLITE_BUSY at once, without waiting. Nobody sees the new
  // version before the commit.
  await db
    .updateTable("data_version")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: Math.floor(Date.now() / 1000) }))
    .where("id", "=", 1)
    .execute();
  const affected = emptyAffected();
  const matchIds = [...index.matches.keys()];
  await replacedSubjects(db, matchIds, affected);
  for (const id of index.touched.players) affected.players.add(id);
  for (const id of index.touched.teamPlayers) affected.teamPlayers.add(id);
  for (const id of index.touched.teams) affected.teams.add(id);
  for (const [id, match] of index.matches) {
    const event = events.get(match.eventId)!;
    affected.matches.add(id);
    affected.events.add(match.eventId);
    affected.seasons.add(event.season_id);
  }

  onPhase("write references");
  const stale = await staleModels(db);
  const renamedMatches = await matchesShowingChanges(db, index);
  await upsertReferences(db, index);
  await deleteMatches(db, matchIds);
  onPhase("write facts");

  const inserters = Object.fromEntries(
    Object.entries(COLUMNS).map(([table, columns]) => [
      table,
      new BulkInsert(db, engine, table as keyof typeof COLUMNS, columns),
    ]),
  ) as Inserters;
  const summary: WriteSummary = { matches: 0, games: 0, playerResults: 0 };
  for (const { file, digest } of files) {
    // Read again: cheaper than holding every file of a large run in memory.
    for (const match of await rereadMatches(file, digest)) {
      await writeMatch(match, events.get(match.event_id)!, inserters, summary);
    }
    onFile(file);
  }
  for (const inserter of Object.values(inserters)) await inserter.flush();

  // The raw rows are all written: every read model is brought up to date from here on, or built whole
  // where its stored rows are of another version of its code.
  const run: RunChanges = { affected, matchIds, renamedMatches, index };
  let phase: IngestPhase | undefined;
  for (const model of READ_MODELS) {
    if (model.phase !== phase) {
      phase = model.phase;
      onPhase(phase);
    }
    if (stale.has(model.name)) {
      await model.clear(db);
      await model.build(db);
    } else await model.refresh(db, run);
  }
  await recordVersions(db);
  return summary;
}

async function writeMatch(
  match: Match,
  event: EventInfo,
  inserters: Inserters,
  summary: WriteSummary,
): Promise<void> {
  const { season_id, mode } = event;
  const { id, event_id, name, start_time, end_time } = match;
  await inserters.matches.add([id, event_id, season_id, mode, name, nameKey(name), start_time, end_time]);
  summary.matches++;
  for (const [seq, game] of match.games.entries()) {
    await inserters.games.add([
      game.id,
      id,
      event_id,
      season_id,
      seq + 1,
      game.mode,
      game.form,
      game.map,
      game.start_time,
      game.end_time,
    ]);
    summary.games++;
    const keys = [game.id, id, event_id, season_id, game.mode];
    for (const team of game.teams) {
      const players = game.players.filter((p) => p.team_id === team.team_id);
      await inserters.team_results.add([
        ...keys,
        team.team_id,
        team.rank,
        players.length,
        ...teamCounters(team, players),
      ]);
    }
    for (const player of game.players) {
      const who = [...keys, player.teamplayer_id, Number(player.teamplayer_id.split("_")[0]), player.team_id];
      await inserters.player_results.add([...who, ...PLAYER_COUNTER_KEYS.map((k) => player[k])]);
      summary.playerResults++;
      for (const weapon of player.weapons) {
        await inserters.weapon_results.add([
          ...who,
          weapon.weapon_id,
          ...WEAPON_COUNTER_KEYS.map((k) => weapon[k]),
        ]);
      }
      for (const skill of player.skills) {
        await inserters.skill_picks.add([...who, skill.skill_id, skill.use_times]);
      }
    }
  }
}

/**
 * Writes a validated run inside the caller's transaction: upserts reference rows, replaces each match's
 * facts (so re-importing a match is idempotent), rebuilds the touched roll-ups and bumps the data version.
 */
import { PLAYER_COUNTERS, TEAM_COUNTER_KEYS, WEAPON_COUNTER_KEYS } from "@match-stats/stats";
import type { Insertable, Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../db/chunks.ts";
import { nameKey } from "../db/name-key.ts";
import type { Database, PlayerResultsTable, TeamResultsTable } from "../db/schema.ts";
import type { Game, Match } from "./format.ts";
import { rebuildPlayerSearch } from "./player-search.ts";
import { ProblemList } from "./problems.ts";
import { readIngestFile } from "./read-file.ts";
import { writeReadyRows } from "./read-ready.ts";
import { type Affected, emptyAffected, rebuildRollups } from "./rollups.ts";
import type { RunIndex } from "./run-index.ts";

export interface EventInfo {
  season_id: number;
  mode: number;
}

export interface WriteSummary {
  matches: number;
  games: number;
  playerResults: number;
}

type FactTable = "team_results" | "player_results" | "weapon_results" | "skill_picks";
type MatchTable = FactTable | "matches" | "games";

/** Buffers rows of one table and writes them as multi-row inserts. */
class Inserter<T extends keyof Database> {
  private rows: Insertable<Database[T]>[] = [];
  private readonly db: Kysely<Database>;
  private readonly table: T;
  private limit = 0;

  constructor(db: Kysely<Database>, table: T) {
    this.db = db;
    this.table = table;
  }

  async add(row: Insertable<Database[T]>): Promise<void> {
    if (this.limit === 0) this.limit = rowsPerInsert(Object.keys(row).length);
    this.rows.push(row);
    if (this.rows.length >= this.limit) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await this.db
      .insertInto(this.table)
      .values(rows as never)
      .execute();
  }
}

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
async function replacedSubjects(db: Kysely<Database>, matchIds: number[], affected: Affected): Promise<void> {
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

/** A team's row in one game: its own counters plus its players' counters combined (sum, or max). */
function teamRows(
  game: Game,
  keys: { single_match_id: number; match_id: number; event_id: number; season_id: number; mode: number },
) {
  return game.teams.map((team): Insertable<TeamResultsTable> => {
    const players = game.players.filter((p) => p.team_id === team.team_id);
    const combined = Object.fromEntries(
      PLAYER_COUNTERS.map((f) => {
        const values = players.map((p) => p[f.key]);
        return [f.key, f.acrossTeam === "max" ? Math.max(0, ...values) : values.reduce((a, b) => a + b, 0)];
      }),
    );
    const own = Object.fromEntries(TEAM_COUNTER_KEYS.map((k) => [k, team[k]]));
    return {
      ...keys,
      ...combined,
      ...own,
      team_id: team.team_id,
      rank: team.rank,
      players: players.length,
    } as Insertable<TeamResultsTable>;
  });
}

export async function writeRun(
  db: Kysely<Database>,
  index: RunIndex,
  files: readonly string[],
  events: ReadonlyMap<number, EventInfo>,
  onFile: (file: string) => void = () => {},
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
  for (const match of index.matches.values()) {
    const event = events.get(match.eventId)!;
    affected.events.add(match.eventId);
    affected.seasons.add(event.season_id);
  }

  await upsertReferences(db, index);
  await rebuildPlayerSearch(db);
  await deleteMatches(db, matchIds);

  const inserters = {
    matches: new Inserter(db, "matches"),
    games: new Inserter(db, "games"),
    team_results: new Inserter(db, "team_results"),
    player_results: new Inserter(db, "player_results"),
    weapon_results: new Inserter(db, "weapon_results"),
    skill_picks: new Inserter(db, "skill_picks"),
  };
  const summary: WriteSummary = { matches: 0, games: 0, playerResults: 0 };
  for (const file of files) {
    // Read again, the same way: cheaper than holding every file of a large run in memory.
    const problems = new ProblemList();
    const data = await readIngestFile(file, problems);
    if (!data)
      throw new Error(`${file} changed while the run was being written: ${problems.items[0]?.reason}`);
    for (const match of data.matches) {
      await writeMatch(match, events.get(match.event_id)!, inserters, summary);
    }
    onFile(file);
  }
  for (const inserter of Object.values(inserters)) await inserter.flush();

  await rebuildRollups(db, affected);
  await writeReadyRows(db, index);
  return summary;
}

async function writeMatch(
  match: Match,
  event: EventInfo,
  inserters: { [T in MatchTable]: Inserter<T> },
  summary: WriteSummary,
): Promise<void> {
  const { season_id, mode } = event;
  await inserters.matches.add({
    id: match.id,
    event_id: match.event_id,
    season_id,
    mode,
    name: match.name,
    name_key: nameKey(match.name),
    start_time: match.start_time,
    end_time: match.end_time,
  });
  summary.matches++;
  for (const [seq, game] of match.games.entries()) {
    await inserters.games.add({
      id: game.id,
      match_id: match.id,
      event_id: match.event_id,
      season_id,
      seq: seq + 1,
      mode: game.mode,
      form: game.form,
      map: game.map,
      start_time: game.start_time,
      end_time: game.end_time,
    });
    summary.games++;
    const keys = {
      single_match_id: game.id,
      match_id: match.id,
      event_id: match.event_id,
      season_id,
      mode: game.mode,
    };
    for (const row of teamRows(game, keys)) await inserters.team_results.add(row);
    for (const player of game.players) {
      const who = {
        ...keys,
        teamplayer_id: player.teamplayer_id,
        player_id: Number(player.teamplayer_id.split("_")[0]),
        team_id: player.team_id,
      };
      const counters = Object.fromEntries(PLAYER_COUNTERS.map((f) => [f.key, player[f.key]]));
      await inserters.player_results.add({ ...who, ...counters } as Insertable<PlayerResultsTable>);
      summary.playerResults++;
      for (const weapon of player.weapons) {
        const weaponCounters = Object.fromEntries(WEAPON_COUNTER_KEYS.map((k) => [k, weapon[k]]));
        await inserters.weapon_results.add({
          ...who,
          weapon_id: weapon.weapon_id,
          ...weaponCounters,
        } as never);
      }
      for (const skill of player.skills) {
        await inserters.skill_picks.add({ ...who, skill_id: skill.skill_id, use_times: skill.use_times });
      }
    }
  }
}

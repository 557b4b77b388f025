/**
 * The rows of the lists read with their inner lists in as few statements as their tables allow, on both engines
 * (each statement a round trip on PostgreSQL): a season with its events, a match with its games, a team with its
 * roster, players with their records and records of players in one; an event in two side by side, itself and its matches with their
 * games. Each inner list
 * is what it is read on its own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Db, openDb } from "../../../src/db/connect.ts";
import { eventRows } from "../../../src/queries/lists/event-rows.ts";
import { matchRows } from "../../../src/queries/lists/match-rows.ts";
import { playerRows } from "../../../src/queries/lists/player-rows.ts";
import { seasonRows } from "../../../src/queries/lists/season-rows.ts";
import { teamPlayerRefs } from "../../../src/queries/lists/team-player-refs.ts";
import { teamRows } from "../../../src/queries/lists/team-rows.ts";
import { ENGINES } from "../../support/databases.ts";
import { StatementCount } from "../../support/statement-count.ts";

const SEASONS = [1001, 1002];
const EVENTS = [10001, 10002];
const MATCHES = [10000001, 10000002, 10000003];
const TEAMS = [100001, 100002, 100003];
const PLAYERS = [1000001, 1000002];
const RECORDS = ["1000001_1", "1000003_1"];

describe.each(ENGINES)("list rows on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  /** The rows a reader answers, and the statements it ran. */
  const read = async <R>(reader: (counted: Db["kysely"]) => Promise<R>) => {
    const statements = new StatementCount();
    const rows = await reader(db.kysely.withPlugin(statements));
    return { rows, statements: statements.count };
  };

  it("read seasons with their events in one statement", async () => {
    const { rows, statements } = await read((counted) => seasonRows(counted, SEASONS));
    expect(statements).toBe(1);
    expect(rows.map((row) => row.season_id)).toEqual(SEASONS);
    for (const row of rows) {
      const events = await db.kysely
        .selectFrom("events")
        .select("id")
        .where("season_id", "=", row.season_id)
        .orderBy("id", "desc")
        .execute();
      expect(row.event_list).toEqual(events.map((event) => event.id));
      expect(row.event_list.length).toBeGreaterThan(0);
    }
  });

  it("read events, their matches and the matches' games in two statements", async () => {
    const { rows, statements } = await read((counted) => eventRows(counted, EVENTS));
    expect(statements).toBe(2);
    expect(rows.map((row) => row.event_id)).toEqual(EVENTS);
    for (const row of rows) {
      const games = await db.kysely
        .selectFrom("games")
        .innerJoin("matches", "matches.id", "games.match_id")
        .select(["games.id", "games.match_id"])
        .where("matches.event_id", "=", row.event_id)
        .orderBy("matches.id", "desc")
        .orderBy("games.seq")
        .execute();
      expect(row.match_list).toEqual([...new Set(games.map((game) => game.match_id))]);
      expect(row.single_match_id_list).toEqual(games.map((game) => game.id));
      expect(row.match_list.length).toBeGreaterThan(0);
    }
  });

  it("read matches with their games in one statement", async () => {
    const { rows, statements } = await read((counted) => matchRows(counted, MATCHES));
    expect(statements).toBe(1);
    expect(rows.map((row) => row.match_id)).toEqual(MATCHES);
    for (const row of rows) {
      const games = await db.kysely
        .selectFrom("games")
        .select("id")
        .where("match_id", "=", row.match_id)
        .orderBy("seq")
        .execute();
      expect(row.single_match_id_list).toEqual(games.map((game) => game.id));
      expect(games.length).toBeGreaterThan(0);
    }
  });

  it("read teams with their rosters in one statement", async () => {
    const { rows, statements } = await read((counted) => teamRows(counted, TEAMS));
    expect(statements).toBe(1);
    expect(rows.map((row) => row.id)).toEqual(TEAMS);
    for (const row of rows) {
      const roster = await teamPlayerRefs(db.kysely, { column: "team_id", ids: [row.id] });
      expect(row.team_player_list).toEqual(roster);
      expect(row.teammate_num).toBe(roster.length);
      expect(roster.length).toBeGreaterThan(0);
    }
  });

  it("read players with their records, and records of players, in one statement", async () => {
    const keys = [...PLAYERS.map(String), ...RECORDS];
    const { rows, statements } = await read((counted) => playerRows(counted, keys));
    expect(statements).toBe(1);
    expect(rows.map((row) => row.id)).toEqual(keys);
    for (const row of rows.filter((row) => row.player_type === 1)) {
      const own = await teamPlayerRefs(db.kysely, { column: "player_id", ids: [row.player_id] });
      expect(row.team_player_list).toEqual(own);
      expect(row.uid).toEqual([...new Set(own.flatMap((ref) => ref.uid))]);
      expect(own.length).toBeGreaterThan(0);
    }
    const records = await teamPlayerRefs(db.kysely, { column: "id", ids: RECORDS });
    for (const row of rows.filter((row) => row.player_type === 2)) {
      // A record's row is the record without the team's logo.
      const { logo: _logo, ...record } = records.find((one) => one.id === row.id)!;
      expect(row).toEqual({ ...record, player_type: 2, team_player_list: [] });
    }
  });
});

import { spawn } from "node:child_process";
import { once } from "node:events";
import { statSync, writeFileSync } from "node:fs";
import { SEARCH_FIELDS } from "@match-stats/contract";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dataOf } from "../../src/answers/ready-answer.ts";
import type { Db } from "../../src/db/connect.ts";
import type { Database } from "../../src/db/schema.ts";
import type { Game, IngestFile } from "../../src/ingest/format.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { staleTables, tableChanges } from "../../src/ingest/table-statistics.ts";
import { loadMatchFacts, narrowFacts } from "../../src/queries/stats/match-facts.ts";
import {
  buildMatchTables,
  idsOfFacts,
  idsOfTables,
  loadTableNames,
  teamScores,
  withNames,
} from "../../src/queries/stats/match-tables.ts";
import { type FormSubject, readForm } from "../../src/read-models/form-matches/form.ts";
import { writeAllFormMatches } from "../../src/read-models/form-matches/form-matches.ts";
import { readMatchAnswer, writeAllMatchAnswers } from "../../src/read-models/match-answers/match-answers.ts";
import { ALL_GAMES, readMatchTables } from "../../src/read-models/match-tables/match-tables-ready.ts";
import { readPlacementSpread } from "../../src/read-models/placement-spreads/placement-spread.ts";
import { writeAllPlacementSpreads } from "../../src/read-models/placement-spreads/placement-spreads.ts";
import { countOf, keptCountQuery, parseOrder, searchPage } from "../../src/read-models/search/search-page.ts";
import { EVERY_ROW, SEARCH_SOURCES } from "../../src/read-models/search/search-sources.ts";
import { readWeaponPicks } from "../../src/read-models/weapon-picks/weapon-meta.ts";
import { writeAllWeaponPicks } from "../../src/read-models/weapon-picks/weapon-picks.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { DAY, player, smallRun, team } from "../support/fixture.ts";
import { rolledBack } from "../support/rolled-back.ts";

describe.each(ENGINES)("ingest on %s", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await openTestDb(engine));
  });
  afterEach(async () => close());

  const counts = async () => {
    const k = db.kysely;
    const n = async (table: "player_results" | "games" | "rollups" | "teams" | "weapon_results") =>
      Number(
        (
          await k
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const { version } = await k.selectFrom("data_version").select("version").executeTakeFirstOrThrow();
    return {
      players: await n("player_results"),
      games: await n("games"),
      rollups: await n("rollups"),
      teams: await n("teams"),
      version,
    };
  };
  /** Loads a run that must be accepted (its problems are the failure's message otherwise). */
  const load = async (run: IngestFile) => {
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result.ok ? [] : result.problems).toEqual([]);
  };
  /**
   * The keys (the first two columns) of the rows ingest kept in a table of derived rows, once they are checked
   * equal to the rows `rebuild` writes afresh for every scope or subject from the same data.
   */
  const keptKeys = async (
    table: "form_matches" | "weapon_picks" | "placement_spreads" | "match_answers",
    rebuild: (trx: Kysely<Database>) => Promise<void>,
  ) => {
    const rows = () => db.kysely.selectFrom(table).selectAll().orderBy(sql`1`).orderBy(sql`2`).execute();
    const before = await rows();
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom(table).execute();
      await rebuild(trx);
    });
    expect(await rows()).toEqual(before);
    return before.map((row) => Object.values(row).slice(0, 2).join(" "));
  };
  const career = (scope: string, subject: string) =>
    db.kysely
      .selectFrom("rollups")
      .selectAll()
      .where("scope", "=", scope)
      .where("subject", "=", subject)
      .executeTakeFirst();

  it.runIf(engine === "postgres")(
    "leaves PostgreSQL's statistics of every table it loaded fresh, and only of the tables a run reshaped",
    async () => {
      await load(smallRun(2));
      // The migrator's own tables are written before the run and never by it, so it never analyses them;
      // whether their rows show here yet depends on when the migrating connection reported its counts
      // (PostgreSQL 15 flushes a connection's at most once a second), which made this check fail at times.
      const { rows } = await sql<{ table: string; analysed: string; vacuumed: string }>`
        SELECT relname AS table, analyze_count AS analysed, vacuum_count AS vacuumed FROM pg_stat_user_tables
        WHERE n_live_tup > 0 AND relname NOT LIKE 'kysely!_migration%' ESCAPE '!' ORDER BY relname`.execute(
        db.kysely,
      );
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.filter((row) => Number(row.analysed) === 0 || Number(row.vacuumed) === 0)).toEqual([]);

      // The rule, in a transaction rolled back: one changed row of the largest table is not enough; all are.
      const { rows: largest } = await sql<{ table: string; column: string }>`
        SELECT c.relname AS table, a.attname AS column FROM pg_class c
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = 1
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        ORDER BY c.reltuples DESC LIMIT 1`.execute(db.kysely);
      const { table, column } = largest[0]!;
      const stale = (where: string) =>
        rolledBack(db.kysely, async (trx) => {
          const before = await tableChanges(trx);
          await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${sql.ref(column)} WHERE ${sql.raw(where)}`.execute(
            trx,
          );
          return staleTables(before, await tableChanges(trx));
        });
      expect(await stale(`ctid = (SELECT min(ctid) FROM ${table})`)).toEqual([]);
      expect(await stale("true")).toEqual([table]);
    },
  );

  it("loads a run, rolls it up and bumps the data version", async () => {
    const result = await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    expect(result).toMatchObject({
      ok: true,
      summary: { matches: 1, games: 2, playerResults: 8 },
      dataVersion: 1,
    });
    expect(await career("player_career", "5001")).toMatchObject({
      games: 2,
      appearances: 2,
      kills: 4,
      damage: 600,
    });
    expect(await career("team_career", "100")).toMatchObject({
      games: 2,
      kills: 6,
      booyah: 2,
      total_score: 30,
      survival_time: 1800,
    });
    expect(await career("season", "")).toMatchObject({ context_id: 1, games: 2, appearances: 8, kills: 8 });
  });

  it("replaces a match when it is imported again, and drops roll-ups of who no longer played", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    expect(await counts()).toMatchObject({ players: 8, games: 2, version: 2 });

    const oneGame = smallRun(1);
    const game = oneGame.matches[0]!.games[0]!;
    game.players = game.players.filter((p) => p.teamplayer_id !== "6002_1");
    await ingestFiles(db, writeFiles({ "run.json": oneGame }));
    expect(await counts()).toMatchObject({ players: 3, games: 1, version: 3 });
    expect(await career("player_career", "5001")).toMatchObject({ games: 1, kills: 2 });
    expect(await career("player_career", "6002")).toBeUndefined();
  });

  it("stores match and map names trimmed, as the format says", async () => {
    const run = smallRun(1);
    run.matches[0]!.name = "  Grand Final \t";
    run.matches[0]!.games[0]!.map = " Bermuda ";
    await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(await db.kysely.selectFrom("matches").select("name").executeTakeFirst()).toEqual({
      name: "Grand Final",
    });
    expect(await db.kysely.selectFrom("games").select("map").executeTakeFirst()).toEqual({ map: "Bermuda" });
  });

  it("fails a run whose file changes between its checks and its writing, and writes nothing", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(1) }));
    const before = await counts();
    const [file] = writeFiles({ "run.json": smallRun(2) });
    // Another valid file in its place: never checked against the database, so never written either.
    const unchecked = smallRun(2);
    unchecked.matches[0]!.games[1]!.players[0]!.kills = 0;
    const run = ingestFiles(db, [file!], {
      onWriting: (written) => {
        if (written === null) writeFileSync(file!, JSON.stringify(unchecked));
      },
    });
    await expect(run).rejects.toThrow(/changed while the run was being written/);
    expect(await counts()).toEqual(before);
  });

  it("finds renamed and new names by their fragments after the next run", async () => {
    const found = async (field: "team" | "match" | "player_new", term: string) => {
      const source = SEARCH_SOURCES[field];
      const filter = { terms: [term], searchType: 1, seasonId: -1, eventId: -1 } as const;
      const order = parseOrder("-id", source.sortable);
      return (
        await searchPage(db.kysely, engine, source.query(db.kysely, filter), order, { size: 10, page: 1 })
      ).keys;
    };
    await ingestFiles(db, writeFiles({ "run.json": smallRun(1) }));
    expect(await found("team", "rồng")).toEqual(["100"]);

    const renamed = smallRun(1);
    renamed.teams[0]!.name = "Hổ Xám";
    renamed.team_players[1]!.name = "Bảo Ngọc";
    renamed.matches[0]!.name = "Grand Final";
    await ingestFiles(db, writeFiles({ "run.json": renamed }));
    expect(await found("team", "rồng")).toEqual([]);
    expect(await found("team", "ổ x")).toEqual(["100"]);
    expect(await found("match", "and f")).toEqual(["500"]);
    expect(await found("player_new", "ngọ")).toEqual(["5002_1"]);
  });

  it("keeps every search list's total equal to its rows as runs add and replace them", async () => {
    /** Each list's total as a list page reads it, and as a count of its rows. */
    const totals = async () => {
      const kept: Record<string, number> = {};
      const counted: Record<string, number> = {};
      for (const field of SEARCH_FIELDS) {
        const found = SEARCH_SOURCES[field].query(db.kysely, EVERY_ROW);
        const total = async (query: ReturnType<typeof countOf>) =>
          Number((await query.execute(db.kysely)).rows[0]?.total ?? 0);
        kept[field] = await total(keptCountQuery(field, EVERY_ROW)!);
        counted[field] = await total(countOf(found));
      }
      expect(kept).toEqual(counted);
      return kept;
    };
    expect(Object.values(await totals())).toEqual(SEARCH_FIELDS.map(() => 0));
    await ingestFiles(db, writeFiles({ "run.json": smallRun(1) }));
    expect(await totals()).toEqual({
      season: 1,
      event: 1,
      match: 1,
      team: 2,
      team_new: 2,
      player: 4,
      player_new: 8,
    });

    // A second run: a team and a player of its own, and the match imported again.
    const more = smallRun(2);
    more.teams.push({ id: 300, name: "Lobos", region: "BR", created_at: 0, logo: null });
    more.players.push({ id: 7001, name: "Caio" });
    more.team_players.push({ id: "7001_1", player_id: 7001, team_id: 300, name: "Caio", uids: [] });
    await ingestFiles(db, writeFiles({ "run.json": more }));
    expect(await totals()).toMatchObject({ match: 1, team: 3, team_new: 3, player: 5, player_new: 10 });
  });

  it("keeps every subject's form rows equal to rows built afresh as runs add, replace and rename", async () => {
    const form = (subject: FormSubject) => readForm(db.kysely, subject, "kills");

    await load(smallRun(2));
    expect(await keptKeys("form_matches", writeAllFormMatches)).toEqual([
      "player 5001",
      "player 5002",
      "player 6001",
      "player 6002",
      "team 100",
      "team 200",
      "team_player 5001_1",
      "team_player 5002_1",
      "team_player 6001_1",
      "team_player 6002_1",
    ]);

    // A later match of the event, which one player misses.
    const later = smallRun(1);
    const match = later.matches[0]!;
    match.id = 501;
    match.name = "Rematch";
    for (const times of [match, match.games[0]!]) {
      times.start_time += 3 * DAY;
      times.end_time += 3 * DAY;
    }
    match.games[0]!.id = 1003;
    match.games[0]!.players = match.games[0]!.players.filter((p) => p.teamplayer_id !== "6001_1");
    await load(later);
    await keptKeys("form_matches", writeAllFormMatches);
    expect((await form({ kind: "team", teamId: 200 })).matches.map((m) => m.match_name)).toEqual([
      "Final",
      "Rematch",
    ]);

    // The first match again, without 6002_1 this time: its form loses the match.
    const replaced = smallRun(1);
    const game = replaced.matches[0]!.games[0]!;
    game.players = game.players.filter((p) => p.teamplayer_id !== "6002_1");
    await load(replaced);
    await keptKeys("form_matches", writeAllFormMatches);
    expect(await form({ kind: "player", playerId: 6002 })).toMatchObject({
      total_matches: 1,
      matches: [{ match_id: 501 }],
    });

    // A run that only renames the event: every subject that played in it shows the new name.
    const renamed = smallRun(1);
    renamed.matches = [];
    renamed.events[0]!.name = "Spring Cup Finals";
    await load(renamed);
    await keptKeys("form_matches", writeAllFormMatches);
    const names = (await form({ kind: "team_player", teamPlayerId: "5001_1" })).matches.map(
      (m) => m.event_name,
    );
    expect(names).toEqual(["Spring Cup Finals", "Spring Cup Finals"]);
  });

  it("keeps every season's and event's weapon picks equal to picks built afresh as runs add, replace and rename", async () => {
    const picks = async () => (await readWeaponPicks(db.kysely, "event", 10)).map((pick) => pick.pick_times);
    await load(smallRun(2));
    expect(await keptKeys("weapon_picks", writeAllWeaponPicks)).toEqual(["event 10", "season 1"]);
    expect(await picks()).toEqual([8]);

    // The match again with one game: the picks follow.
    const replaced = smallRun(1);
    replaced.weapons = [];
    await load(replaced);
    await keptKeys("weapon_picks", writeAllWeaponPicks);
    expect(await picks()).toEqual([4]);

    // A run that only renames the weapon.
    const renamed = smallRun(1);
    renamed.matches = [];
    renamed.weapons = [{ id: 1, name: "MP40 Cobra" }];
    await load(renamed);
    await keptKeys("weapon_picks", writeAllWeaponPicks);
    expect((await readWeaponPicks(db.kysely, "season", 1))[0]?.weapon_name).toBe("MP40 Cobra");
  });

  it("keeps every team's placement spreads equal to spreads built afresh as runs add and replace matches", async () => {
    const places = async (team: number) =>
      (await readPlacementSpread(db.kysely, team, 10)).games.map((game) => game.rank);
    await load(smallRun(2));
    expect(await keptKeys("placement_spreads", writeAllPlacementSpreads)).toEqual(["100 10", "200 10"]);
    expect(await places(200)).toEqual([2, 2]);

    // The match again, renamed, with one game that team 300 played instead of team 200: 200's spread in the
    // event is gone.
    const replaced = smallRun(1);
    replaced.teams.push({ id: 300, name: "Lobos", region: "BR", created_at: 0, logo: null });
    replaced.players.push({ id: 7001, name: "Caio" });
    replaced.team_players.push({ id: "7001_1", player_id: 7001, team_id: 300, name: "Caio", uids: [] });
    const game = replaced.matches[0]!.games[0]!;
    game.teams = [game.teams[0]!, team(300, 2, 0)];
    game.players = [...game.players.filter((p) => p.team_id === 100), player("7001_1", 300, 0)];
    replaced.matches[0]!.name = "Grand Final";
    await load(replaced);
    expect(await keptKeys("placement_spreads", writeAllPlacementSpreads)).toEqual(["100 10", "300 10"]);
    expect(await places(200)).toEqual([]);
    expect((await readPlacementSpread(db.kysely, 300, 10)).games).toMatchObject([
      { match_name: "Grand Final", rank: 2, teams: 2 },
    ]);
  });

  it("keeps every match's whole answers equal to answers built afresh as runs add, replace and rename", async () => {
    const answer = async (game = ALL_GAMES) => {
      const ready = await readMatchAnswer(db.kysely, 500, game);
      return ready && dataOf(ready);
    };
    await load(smallRun(2));
    expect(await keptKeys("match_answers", writeAllMatchAnswers)).toEqual(["500 -1", "500 1001", "500 1002"]);

    // A later match, and the first again with one game: each has its answers, the lost game none.
    const later = smallRun(1);
    later.matches[0]!.id = 501;
    later.matches[0]!.games[0]!.id = 1003;
    await load(later);
    await load(smallRun(1));
    expect(await keptKeys("match_answers", writeAllMatchAnswers)).toEqual([
      "500 -1",
      "500 1001",
      "501 -1",
      "501 1003",
    ]);
    expect(await answer(1002)).toBeUndefined();

    // Runs of names alone, one kind more each: every answer showing the name follows it.
    const renames: ((run: IngestFile) => void)[] = [
      (run) => {
        run.teams[1]!.name = "Hổ Xám";
        run.teams[0]!.region = "SEA";
      },
      (run) => {
        run.players[0]!.name = "Kai";
      },
      (run) => {
        run.weapons = [{ id: 1, name: "MP40 Cobra" }];
      },
      (run) => {
        run.events[0]!.name = "Spring Cup Finals";
      },
      (run) => {
        run.seasons[0]!.name = "Season 1";
      },
    ];
    // Each run keeps the names changed before it.
    const names = smallRun(1);
    names.matches = [];
    for (const rename of renames) {
      rename(names);
      await load(names);
      await keptKeys("match_answers", writeAllMatchAnswers);
    }
    const now = await answer();
    expect(now?.match_info[0]).toMatchObject({ event_name: "Spring Cup Finals", season_name: "Season 1" });
    expect(now?.team_stats[0]?.teams.map((row) => [row.team_name, row.region])).toEqual([
      ["Đội Rồng Vàng", "SEA"],
      ["Hổ Xám", ""],
    ]);
    expect(now?.team_stats[0]?.players.find((row) => row.player_id === 5001)).toMatchObject({
      player_name: "Kai",
      weapon: [{ weapon: "MP40 Cobra" }],
    });
  });

  it("keeps a match's ready tables equal to tables built from its facts when the match is replaced", async () => {
    const built = async (game: number) => {
      const facts = narrowFacts(
        await loadMatchFacts(db.kysely, [500]),
        (row) => game === ALL_GAMES || row.single_match_id === game,
      );
      const names = await loadTableNames(db.kysely, idsOfFacts(facts));
      return { ...buildMatchTables(facts, names, false), scores: teamScores(facts) };
    };
    const ready = async (game: number) => {
      const [tables] = await readMatchTables(db.kysely, [{ matchId: 500, game }]);
      const names = await loadTableNames(db.kysely, idsOfTables([tables!]));
      return { ...withNames(tables!, names), scores: tables!.scores };
    };
    const stored = async () =>
      (
        await db.kysely
          .selectFrom("match_tables")
          .select("single_match_id")
          .orderBy("single_match_id")
          .execute()
      ).map((row) => row.single_match_id);
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    expect(await stored()).toEqual([ALL_GAMES, 1001, 1002]);
    for (const game of [ALL_GAMES, 1001, 1002]) expect(await ready(game)).toEqual(await built(game));

    const replaced = smallRun(1);
    replaced.teams[1]!.name = "Hổ Xám";
    replaced.matches[0]!.games[0]!.players[2]!.kills = 7;
    await ingestFiles(db, writeFiles({ "run.json": replaced }));
    expect(await stored()).toEqual([ALL_GAMES, 1001]);
    const now = await ready(ALL_GAMES);
    expect(now).toEqual(await built(ALL_GAMES));
    expect(now.players[0]).toMatchObject({ teamplayer_id: "6001_1", kills: 7, team_name: "Hổ Xám" });
    await expect(readMatchTables(db.kysely, [{ matchId: 500, game: 1002 }])).rejects.toThrow(
      /no ready tables/,
    );
  });

  it("refuses a run with any bad file, names file, path and reason, and writes nothing", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const before = await counts();

    const bad = smallRun(1);
    bad.matches[0]!.id = 501;
    bad.matches[0]!.games[0]!.id = 2001;
    bad.matches[0]!.games[0]!.players[0]!.team_id = 999;
    bad.matches[0]!.games[0]!.players[1]!.headshots = 99;
    const [good, broken, notJson] = writeFiles({
      "good.json": smallRun(2),
      "bad.json": bad,
      "broken.json": "{ nope",
    });
    const result = await ingestFiles(db, [good!, broken!, notJson!]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        {
          file: broken,
          path: "$.matches[0].games[0].players[0].team_id",
          reason: "team 999 is not one of this game's teams",
        },
        {
          file: broken,
          path: "$.matches[0].games[0].players[1].headshots",
          reason: "headshots (99) exceeds on_target (15)",
        },
        expect.objectContaining({
          file: notJson,
          path: "$",
          reason: expect.stringMatching(/^not valid JSON/),
        }),
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it("checks references against the run and the database", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(1) }));
    const next = smallRun(1);
    const match = next.matches[0]!;
    match.id = 600;
    match.event_id = 11;
    match.games[0]!.id = 3001;
    match.games[0]!.players[0]!.teamplayer_id = "5001_7";
    match.games[0]!.players[2]!.team_id = 100;
    const onlyMatches = { format_version: 1, matches: [match] };
    const result = await ingestFiles(db, writeFiles({ "m.json": onlyMatches }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.path, p.reason])).toEqual(
      expect.arrayContaining([
        ["$.matches[0].event_id", "event 11 is not defined in this run or the database"],
        [
          "$.matches[0].games[0].players[0].teamplayer_id",
          "team-player 5001_7 is not defined in this run or the database",
        ],
        ["$.matches[0].games[0].players[2].teamplayer_id", "team-player 6001_1 belongs to team 200, not 100"],
      ]),
    );
  });

  it("refuses a game whose mode differs from its event and a single match id owned by another match", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(1) }));
    const next = smallRun(1);
    next.matches[0]!.id = 700;
    next.matches[0]!.games[0]!.mode = 15;
    const result = await ingestFiles(db, writeFiles({ "run.json": next }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.reason)).toEqual(
      expect.arrayContaining([
        "game mode 15 differs from event 10's mode 1",
        "single match 1001 already belongs to match 500",
      ]),
    );
  });

  it("accepts a file that starts with a UTF-8 byte-order mark", async () => {
    const result = await ingestFiles(db, writeFiles({ "bom.json": `\uFEFF${JSON.stringify(smallRun(1))}` }));
    expect(result.ok).toBe(true);
  });

  const LOGO_REASON =
    'must be an http or https URL or a path on this site starting with a single "/" (at most 500 characters)';

  it("refuses a logo that is not an http or https URL", async () => {
    const run = smallRun(1);
    run.teams[0]!.logo = "javascript:alert(1)";
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result).toMatchObject({
      ok: false,
      problems: [{ path: "$.teams[0].logo", reason: LOGO_REASON }],
    });
  });

  it("accepts a logo that is a path on this site and stores it as given", async () => {
    const run = smallRun(1);
    run.teams[0]!.logo = "/logos/teams/100.svg";
    run.seasons[0]!.logo = "/logos/seasons/1.svg";
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result.ok).toBe(true);
    const team = await db.kysely
      .selectFrom("teams")
      .select("logo")
      .where("id", "=", run.teams[0]!.id)
      .executeTakeFirstOrThrow();
    expect(team.logo).toBe("/logos/teams/100.svg");
  });

  it.each([
    ["a protocol-relative URL", "//evil.example/x.png"],
    ["a backslash after the slash", "/\\evil.example/x.png"],
    ["a tab in the path", "/\t/evil.example/x.png"],
    ["a relative path", "logos/teams/100.svg"],
    ["a path over 500 characters", `/${"a".repeat(500)}`],
  ])("refuses a logo that is %s", async (_, logo) => {
    const run = smallRun(1);
    run.teams[0]!.logo = logo;
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result).toMatchObject({
      ok: false,
      problems: [{ path: "$.teams[0].logo", reason: LOGO_REASON }],
    });
  });

  it("lets a game move to another match when its old match is replaced in the same run", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(2) }));
    const run = smallRun(2);
    const [first, second] = run.matches[0]!.games as [Game, Game];
    run.matches[0]!.games = [first];
    run.matches.push({ ...run.matches[0]!, id: 501, name: "Final, day 2", games: [second] });
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result).toMatchObject({ ok: true, summary: { matches: 2, games: 2 } });
  });

  it("refuses to move an event to another mode while its stored matches stay as they are", async () => {
    await ingestFiles(db, writeFiles({ "run.json": smallRun(1) }));
    const run = smallRun(1);
    run.events[0]!.mode = 15;
    run.matches = [];
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result).toMatchObject({
      ok: false,
      problems: [
        {
          path: "$.events[0]",
          reason: "event 10 changes season or mode but its stored match 500 is not re-imported in this run",
        },
      ],
    });
  });
});

/** Another process writing to the file: takes the write lock, says so, and commits a row a second later. */
const LOCK_HOLDER = `
const db = new (require("better-sqlite3"))(process.argv[1]);
db.exec("BEGIN IMMEDIATE");
db.prepare("INSERT INTO analytics_events (received_at, received_day, name) VALUES (0, '1970-01-01', 'page_view')").run();
process.stdout.write("locked\\n");
setTimeout(() => { db.exec("COMMIT"); db.close(); }, 1000);
`;

describe("ingest into an SQLite file other connections have open", () => {
  let database: Awaited<ReturnType<typeof openTestDb>>;
  beforeEach(async () => {
    database = await openTestDb("sqlite");
  });
  afterEach(async () => database.close());

  it("leaves the WAL empty once the run is written", async () => {
    const result = await ingestFiles(database.db, writeFiles({ "run.json": smallRun(2) }));
    expect(result).toMatchObject({ ok: true });
    expect(statSync(`${database.test.url}-wal`).size).toBe(0);
  });

  it("waits for the write lock another process holds, although that process commits meanwhile", async () => {
    const holder = spawn(process.execPath, ["-e", LOCK_HOLDER, database.test.url], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(holder, "exit");
    await once(holder.stdout, "data");
    const result = await ingestFiles(database.db, writeFiles({ "run.json": smallRun(2) }));
    expect(result).toMatchObject({ ok: true, summary: { matches: 1, games: 2 } });
    expect(await exited).toEqual([0, null]);
    const other = await database.db.kysely.selectFrom("analytics_events").select("name").execute();
    expect(other).toEqual([{ name: "page_view" }]);
  });
});

/**
 * Every read model is declared once (src/read-models/registry.ts); these suites hold each of them to one
 * rule: whatever runs came before, its rows are the rows a whole build writes from the same stored data, and
 * a database whose rows are of another version of its code is brought to that when it is opened.
 */
import fc from "fast-check";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import type { IngestFile } from "../../src/ingest/format.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { codeVersion } from "../../src/read-models/read-model.ts";
import { READ_MODELS } from "../../src/read-models/registry.ts";
import type { GramSource } from "../../src/read-models/search/name-grams.ts";
import { bringReadModelsUpToDate, rebuildReadModels } from "../../src/read-models/up-to-date.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { DAY, smallRun } from "../support/fixture.ts";
import { readSchema } from "../support/read-schema.ts";

const TABLES = [...new Set(READ_MODELS.flatMap((model) => model.tables))];
const FACTS = [
  "matches",
  "games",
  "team_results",
  "player_results",
  "weapon_results",
  "skill_picks",
] as const;

/** A second event of the season, in the same mode, for matches to move to. */
const withSecondEvent = (run: IngestFile): IngestFile => {
  const [event] = run.events;
  return { ...run, events: [...run.events, { ...event!, id: 11, name: "Summer Cup" }] };
};

/** The runs a season sees: each is one ingest file, applied to what the database holds. */
const RUNS: Record<string, (step: number) => IngestFile> = {
  "a new match": (step) => {
    const run = withSecondEvent(smallRun(2));
    const match = run.matches[0]!;
    match.id = 600 + step;
    match.name = `Day ${step}`;
    const shift = (step + 3) * DAY;
    match.start_time += shift;
    match.end_time += shift;
    match.games = match.games.map((game, i) => ({
      ...game,
      id: 2000 + step * 10 + i,
      start_time: game.start_time + shift,
      end_time: game.end_time + shift,
    }));
    return run;
  },
  "the final again, with a game and a player fewer": () => {
    const run = withSecondEvent(smallRun(1));
    const game = run.matches[0]!.games[0]!;
    game.players = game.players.filter((p) => p.teamplayer_id !== "6002_1");
    return run;
  },
  "every name changed": (step) => {
    const run = withSecondEvent(smallRun(2));
    run.matches = [];
    const renamed = <T extends { name: string }>(rows: T[]) =>
      rows.map((row) => ({ ...row, name: `${row.name} ${step}` }));
    return {
      ...run,
      seasons: renamed(run.seasons),
      events: renamed(run.events),
      teams: renamed(run.teams),
      players: renamed(run.players),
      team_players: renamed(run.team_players),
      weapons: renamed(run.weapons),
      skills: renamed(run.skills),
    };
  },
  "the final moved to the other event": () => {
    const run = withSecondEvent(smallRun(2));
    run.matches[0]!.event_id = 11;
    return run;
  },
};

/** Every read model's rows, table by table, in one order whatever order the engine reads them in. */
const snapshot = async (db: Db) => {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await db.kysely.selectFrom(table).selectAll().execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
};

describe.each(ENGINES)("read models on %s", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await openTestDb(engine));
  });
  afterEach(async () => close());

  const load = async (run: IngestFile) => {
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result.ok ? [] : result.problems).toEqual([]);
  };

  it("hold after any sequence of runs the rows a whole build writes from the same data", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...Object.keys(RUNS)), { minLength: 1, maxLength: 4 }),
        async (sequence) => {
          await db.kysely.transaction().execute(async (trx) => {
            for (const table of TABLES) await trx.deleteFrom(table).execute();
            for (const table of FACTS) await trx.deleteFrom(table).execute();
          });
          await load(withSecondEvent(smallRun(2)));
          for (const [step, name] of sequence.entries()) await load(RUNS[name]!(step));
          const { name_grams: grams, ...kept } = await snapshot(db);
          await rebuildReadModels(db.kysely, []);
          const { name_grams: builtGrams, ...built } = await snapshot(db);
          expect(built).toEqual(kept);
          // A renamed row leaves its old name's pieces behind (src/read-models/search/name-grams.ts): they name no row.
          const current = new Set(builtGrams);
          expect(builtGrams!.filter((row) => !grams!.includes(row))).toEqual([]);
          for (const row of grams!.filter((gram) => !current.has(gram))) {
            const { source, name_key } = JSON.parse(row) as { source: GramSource; name_key: string };
            const named = await db.kysely
              .selectFrom(source)
              .select("name_key")
              .where("name_key", "=", name_key)
              .execute();
            expect(named, row).toEqual([]);
          }
        },
      ),
      { numRuns: 20, seed: 46 },
    );
  });

  it("are built again when opened with rows of another version of their code, as a fresh build writes them", async () => {
    await load(withSecondEvent(smallRun(2)));
    await load(RUNS["a new match"]!(1));
    const fresh = await snapshot(db);
    // Rows an older builder wrote: some missing, the versions those of other code.
    for (const table of TABLES) {
      const [first] = await db.kysely.selectFrom(table).selectAll().limit(1).execute();
      const [column, value] = Object.entries(first ?? {})[0] ?? [];
      if (column !== undefined)
        await db.kysely.deleteFrom(table).where(sql.ref(column), "=", value).execute();
    }
    await db.kysely.updateTable("read_model_versions").set({ version: "0" }).execute();
    const lines: string[] = [];
    const { version } = await db.kysely
      .selectFrom("data_version")
      .select("version")
      .executeTakeFirstOrThrow();
    await bringReadModelsUpToDate(db.kysely, (line) => lines.push(line));
    expect(await snapshot(db)).toEqual(fresh);
    expect(lines.map((line) => line.split(":")[0])).toEqual(READ_MODELS.map((m) => `read model ${m.name}`));
    // A new data version, so no process answers from what it kept of the rows before.
    await expect(
      db.kysely.selectFrom("data_version").select("version").executeTakeFirstOrThrow(),
    ).resolves.toEqual({ version: version + 1 });
    const stored = await db.kysely.selectFrom("read_model_versions").selectAll().orderBy("name").execute();
    expect(stored).toEqual(
      READ_MODELS.map((m) => ({ name: m.name, version: codeVersion(m) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
    // Opened again: nothing to build.
    lines.length = 0;
    await bringReadModelsUpToDate(db.kysely, (line) => lines.push(line));
    expect(lines).toEqual([]);
  });

  it.each(READ_MODELS.map((model) => [model.name, model] as const))(
    "give a database holding data without the rows of %s the rows a fresh build writes",
    async (_name, model) => {
      await load(withSecondEvent(smallRun(2)));
      const fresh = await snapshot(db);
      await model.clear(db.kysely);
      expect(await model.isEmpty(db.kysely)).toBe(true);
      await bringReadModelsUpToDate(db.kysely);
      expect(await snapshot(db)).toEqual(fresh);
    },
  );

  it("make again a table that other code made in another shape", async () => {
    await load(withSecondEvent(smallRun(2)));
    const fresh = { schema: await readSchema(db.kysely, engine), rows: await snapshot(db) };
    // As older code left them: standings without the drawn series, a search column since dropped.
    await sql`ALTER TABLE standings DROP COLUMN matches_drawn`.execute(db.kysely);
    await sql`ALTER TABLE player_search ADD COLUMN team_region text`.execute(db.kysely);
    await db.kysely
      .updateTable("read_model_versions")
      .set({ version: "1" })
      .where("name", "in", ["standings", "player_search"])
      .execute();
    await bringReadModelsUpToDate(db.kysely);
    expect({ schema: await readSchema(db.kysely, engine), rows: await snapshot(db) }).toEqual(fresh);
  });

  it("leave an empty database empty, with nothing to build when opened again", async () => {
    const lines: string[] = [];
    await bringReadModelsUpToDate(db.kysely, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(Object.values(await snapshot(db)).flat()).toEqual([]);
  });

  it("rebuild on demand the models named and those built from them, and name the models when one is unknown", async () => {
    await load(smallRun(2));
    const lines: string[] = [];
    await rebuildReadModels(db.kysely, ["standings"], (line) => lines.push(line));
    expect(lines.map((line) => line.split(":")[0])).toEqual([
      "read model standings",
      "read model standings_answers",
      "read model points_race_answers",
    ]);
    await expect(rebuildReadModels(db.kysely, ["standing"])).rejects.toThrow(
      /no read model standing; the read models are rollups, .*standings/,
    );
  });
});

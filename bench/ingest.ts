/** Ingest time and database size of the demo data set at a scale, on one engine. */
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Engine, openDb, sqlitePath } from "@match-stats/server/db/connect";
import type { IngestPhase } from "@match-stats/server/ingest/write-run";
import { sql } from "kysely";
import { loadDemoDatabase } from "./demo-database.ts";
import { type EngineFloor, engineFloor } from "./engine-floor.ts";

export interface IngestFigures {
  engine: Engine;
  scale: number;
  files: number;
  inputBytes: number;
  games: number;
  playerResults: number;
  seconds: number;
  /** Seconds in each phase of the run (migrations and the last commit left out). */
  phases: Partial<Record<IngestPhase, number>>;
  databaseBytes: number;
  /** The engine alone writing the rows the run left (bench/engine-floor.ts). */
  floor: EngineFloor;
}

const folderBytes = (dir: string): number =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).reduce((sum, name) => {
    const stat = statSync(join(dir, name));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);

export async function benchIngest(engine: Engine, scale: number, files: string[]): Promise<IngestFigures> {
  const phases: Partial<Record<IngestPhase, number>> = {};
  let phase: { name: IngestPhase; started: number } | undefined;
  const endPhase = () => {
    if (phase) phases[phase.name] = (performance.now() - phase.started) / 1000;
  };
  const started = performance.now();
  const { database, summary } = await loadDemoDatabase(engine, files, {
    onPhase: (name) => {
      endPhase();
      phase = { name, started: performance.now() };
    },
  });
  endPhase();
  const seconds = (performance.now() - started) / 1000;
  const db = openDb(database.url);
  try {
    let databaseBytes: number;
    if (engine === "sqlite") {
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
      databaseBytes = folderBytes(dirname(sqlitePath(database.url)));
    } else {
      const row = await sql<{ size: number }>`SELECT pg_database_size(current_database()) AS size`.execute(
        db.kysely,
      );
      databaseBytes = Number(row.rows[0]?.size);
    }
    // After the size is read: on SQLite the copy is a file beside the database.
    const floor = await engineFloor(engine, database.url);
    return {
      engine,
      scale,
      files: files.length,
      inputBytes: files.reduce((sum, f) => sum + statSync(f).size, 0),
      games: summary.games,
      playerResults: summary.playerResults,
      seconds,
      phases,
      databaseBytes,
      floor,
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

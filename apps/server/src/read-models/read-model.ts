/**
 * A read model: rows derived from the stored facts and reference rows, kept so that a call reads a page or
 * a whole answer instead of computing it (docs/architecture.md, "Read models"). Each is declared once in
 * `registry.ts`: its tables, its version, what it is built from, how it is built whole and how a run brings
 * it up to date.
 */
import { createHash } from "node:crypto";
import { PLAYER_COUNTER_KEYS, TEAM_COUNTER_KEYS, WEAPON_COUNTER_KEYS } from "@match-stats/stats";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RunIndex } from "../ingest/run-index.ts";
import type { Affected } from "./rollups/rollups.ts";
import type { AnyTableSpec } from "./tables.ts";

/** What a run changed, as the read models need it to bring themselves up to date. */
export interface RunChanges {
  /** The subjects and contexts whose facts the run wrote or replaced. */
  readonly affected: Affected;
  /** The run's matches. */
  readonly matchIds: readonly number[];
  /** Stored matches the run leaves as they were but whose shown names it changes (a renamed team). */
  readonly renamedMatches: readonly number[];
  /** The run's files, as checked: the names and references it defines. */
  readonly index: RunIndex;
}

/** The phases a run's refresh is timed in (the ingest bench's account of where a run's time goes). */
export type RefreshPhase =
  | "roll-ups"
  | "match tables and search"
  | "match answers"
  | "standings and meetings"
  | "leaders"
  | "records"
  | "ready answers"
  | "form"
  | "weapon picks"
  | "placement spreads";

export interface ReadModel {
  readonly name: string;
  /**
   * Bumped whenever the builder writes other rows from the same facts. Its tables' shape is part of it, and
   * with `counters` the counters of packages/stats too, so adding a counter rebuilds every model that stores
   * them.
   */
  readonly version: number;
  readonly counters?: boolean;
  readonly tables: readonly (keyof Database)[];
  /** The tables it owns, made afresh when it is built whole (none for answers kept beside other calls'). */
  readonly schema: readonly AnyTableSpec[];
  /** The other read models it is built from: rebuilt after them, and whenever one of them is. */
  readonly dependsOn: readonly string[];
  readonly phase: RefreshPhase;
  /** True when it holds no rows: built afresh where the data it is made from is there. */
  isEmpty(db: Kysely<Database>): Promise<boolean>;
  /** Empties its rows. */
  clear(db: Kysely<Database>): Promise<void>;
  /** Writes every row from the stored data, its rows empty. */
  build(db: Kysely<Database>): Promise<void>;
  /** Brings its rows up to date for a run whose facts and references are written. */
  refresh(db: Kysely<Database>, run: RunChanges): Promise<void>;
}

const digest = (value: unknown): string =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 12);

/** The counters' names: a stored row of counters is of this list. */
const COUNTERS = [PLAYER_COUNTER_KEYS, TEAM_COUNTER_KEYS, WEAPON_COUNTER_KEYS];

/** The version stored with a model's rows. */
export const codeVersion = (model: ReadModel): string =>
  `${model.version}.${digest(model.counters ? [model.schema, COUNTERS] : model.schema)}`;

/**
 * Rebuilds the roll-ups (one row of sums per scope, subject and context) of the subjects a run touched,
 * straight from the fact tables. Averages and rates are never stored: they are derived from these sums
 * when read (packages/stats formulas).
 */
import {
  NO_CONTEXT,
  NO_SUBJECT,
  PLAYER_COUNTERS,
  SCOPE_NAMES,
  SCOPES,
  type Scope,
  type SubjectKind,
  TEAM_COUNTER_KEYS,
  WEAPON_COUNTER_KEYS,
} from "@match-stats/stats";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { chunks } from "../db/chunks.ts";
import type { Database } from "../db/schema.ts";

export interface Affected {
  players: Set<number>;
  teamPlayers: Set<string>;
  teams: Set<number>;
  seasons: Set<number>;
  events: Set<number>;
}

export const emptyAffected = (): Affected => ({
  players: new Set(),
  teamPlayers: new Set(),
  teams: new Set(),
  seasons: new Set(),
  events: new Set(),
});

const SUBJECT_COLUMN: Record<Exclude<SubjectKind, "none">, string> = {
  player: "player_id",
  teamplayer: "teamplayer_id",
  team: "team_id",
};

const CONTEXT_COLUMN = { season: "season_id", event: "event_id", match: "match_id" } as const;

interface Target {
  table: "rollups" | "weapon_rollups" | "skill_rollups";
  source: (scope: Scope) => "player_results" | "team_results" | "weapon_results" | "skill_picks";
  /** Grouped by besides subject and context. */
  extraKeys: string[];
  values: (scope: Scope) => [string, string][];
}

const isTeamScope = (scope: Scope) => SCOPES[scope].subject === "team";

const TARGETS: Target[] = [
  {
    table: "rollups",
    source: (scope) => (isTeamScope(scope) ? "team_results" : "player_results"),
    extraKeys: [],
    values: (scope) => [
      ["games", SCOPES[scope].subject === "none" ? "COUNT(DISTINCT single_match_id)" : "COUNT(*)"],
      ["appearances", isTeamScope(scope) ? "SUM(players)" : "COUNT(*)"],
      ...PLAYER_COUNTERS.map((f): [string, string] => [f.key, `${f.acrossGames.toUpperCase()}(${f.key})`]),
      ...TEAM_COUNTER_KEYS.map((key): [string, string] => [key, isTeamScope(scope) ? `SUM(${key})` : "0"]),
    ],
  },
  {
    table: "weapon_rollups",
    source: () => "weapon_results",
    extraKeys: ["weapon_id"],
    values: () => [
      ["pick_times", "COUNT(*)"],
      ...WEAPON_COUNTER_KEYS.map((key): [string, string] => [key, `SUM(${key})`]),
    ],
  },
  {
    table: "skill_rollups",
    source: () => "skill_picks",
    extraKeys: ["skill_id"],
    values: () => [
      ["pick_times", "COUNT(*)"],
      ["use_times", "SUM(use_times)"],
    ],
  },
];

/** The ids a scope's rows are filtered by, and the fact column that holds them. */
function filterOf(scope: Scope, affected: Affected): { column: string; ids: (number | string)[] } {
  const { subject, context } = SCOPES[scope];
  switch (subject) {
    case "player":
      return { column: "player_id", ids: [...affected.players] };
    case "teamplayer":
      return { column: "teamplayer_id", ids: [...affected.teamPlayers] };
    case "team":
      return { column: "team_id", ids: [...affected.teams] };
    case "none":
      if (context === "season") return { column: "season_id", ids: [...affected.seasons] };
      return { column: "event_id", ids: [...affected.events] };
  }
}

function subjectSql(scope: Scope): RawBuilder<unknown> {
  const { subject } = SCOPES[scope];
  if (subject === "none") return sql.lit(NO_SUBJECT);
  const column = SUBJECT_COLUMN[subject];
  return subject === "teamplayer" ? sql.ref(column) : sql`CAST(${sql.ref(column)} AS TEXT)`;
}

function contextSql(scope: Scope): RawBuilder<unknown> {
  const { context } = SCOPES[scope];
  return context === "none" ? sql.lit(NO_CONTEXT) : sql.ref(CONTEXT_COLUMN[context]);
}

function groupBy(scope: Scope, extraKeys: string[]): RawBuilder<unknown>[] {
  const { subject, context } = SCOPES[scope];
  const keys = [...extraKeys];
  if (subject !== "none") keys.unshift(SUBJECT_COLUMN[subject]);
  if (context !== "none") keys.push(CONTEXT_COLUMN[context]);
  return keys.map((k) => sql.ref(k));
}

export async function rebuildRollups(db: Kysely<Database>, affected: Affected): Promise<void> {
  for (const scope of SCOPE_NAMES) {
    const { column, ids } = filterOf(scope, affected);
    const keyColumn = SCOPES[scope].subject === "none" ? "context_id" : "subject";
    for (const part of chunks(ids, 500)) {
      const keys = keyColumn === "subject" ? part.map(String) : part.map(Number);
      for (const target of TARGETS) {
        await sql`DELETE FROM ${sql.table(target.table)} WHERE scope = ${scope} AND ${sql.ref(keyColumn)} IN (${sql.join(keys)})`.execute(
          db,
        );
        const values = target.values(scope);
        const columns = [
          "scope",
          "subject",
          "context_id",
          ...target.extraKeys,
          ...values.map(([name]) => name),
        ];
        await sql`INSERT INTO ${sql.table(target.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
          SELECT ${sql.lit(scope)}, ${subjectSql(scope)}, ${contextSql(scope)},
            ${sql.join([...target.extraKeys.map((k) => sql.ref(k)), ...values.map(([, expr]) => sql.raw(expr))])}
          FROM ${sql.table(target.source(scope))}
          WHERE ${sql.ref(column)} IN (${sql.join(part)})
          GROUP BY ${sql.join(groupBy(scope, target.extraKeys))}`.execute(db);
      }
    }
  }
}

/**
 * Rebuilds the roll-ups (one row of sums per scope, subject and context) a run touched, set-wise in SQL.
 * Averages and rates are never stored: they are derived from these sums when read (packages/stats
 * formulas). The finest scopes (a match, an event as a whole) are summed from the fact tables; every
 * coarser scope is summed from the rows of the next finer one (a season from its events, a career from its
 * seasons), so each fact row is read once per roll-up table rather than once per scope.
 */
import {
  NO_CONTEXT,
  NO_SUBJECT,
  PLAYER_COUNTERS,
  SCOPES,
  type Scope,
  type SubjectKind,
  TEAM_COUNTER_KEYS,
  WEAPON_COUNTER_KEYS,
} from "@match-stats/stats";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { chunks, inList } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";

export interface Affected {
  players: Set<number>;
  teamPlayers: Set<string>;
  teams: Set<number>;
  seasons: Set<number>;
  events: Set<number>;
  /** The run's matches: their old facts were replaced and their new facts written. */
  matches: Set<number>;
}

export const emptyAffected = (): Affected => ({
  players: new Set(),
  teamPlayers: new Set(),
  teams: new Set(),
  seasons: new Set(),
  events: new Set(),
  matches: new Set(),
});

type Subject = Exclude<SubjectKind, "none">;
type Context = "season" | "event" | "match";

const SUBJECT_COLUMN: Record<Subject, string> = {
  player: "player_id",
  teamplayer: "teamplayer_id",
  team: "team_id",
};

const CONTEXT_COLUMN = { season: "season_id", event: "event_id", match: "match_id" } as const;

type RollupTable = "rollups" | "weapon_rollups" | "skill_rollups";

interface Target {
  table: RollupTable;
  source: (scope: Scope) => "player_results" | "team_results" | "weapon_results" | "skill_picks";
  /** Grouped by besides subject and context. */
  extraKeys: string[];
  /** Each column and how it is summed from the facts. */
  values: (scope: Scope) => [string, string][];
}

const isTeamScope = (scope: Scope) => SCOPES[scope].subject === "team";
const PLAYER_COUNTER_MAX: ReadonlySet<string> = new Set(
  PLAYER_COUNTERS.filter((f) => f.acrossGames === "max").map((f) => f.key),
);

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

/**
 * A scope's rows summed from a finer scope's rows (`r`), joined through `via` where the finer rows do not
 * hold the coarser subject or context; `subject` and `context` name the columns that do (none for none).
 */
interface Derived {
  finer: Scope;
  via?: keyof typeof VIA;
  subject?: string;
  context?: string;
}

const VIA = {
  matches: sql`JOIN matches m ON m.id = r.context_id`,
  events: sql`JOIN events e ON e.id = r.context_id`,
  team_players: sql`JOIN team_players tp ON tp.id = r.subject`,
};

const upFromMatch = { via: "matches", subject: "r.subject", context: "m.event_id" } as const;
const upFromEvent = { via: "events", subject: "r.subject", context: "e.season_id" } as const;

interface Step {
  scope: Scope;
  /** Summed from a finer scope's rows, or from the facts (none). */
  derived: Derived | null;
}

/** The scopes in the order they are rebuilt: each after the scope it is summed from. */
const STEPS: Step[] = [
  { scope: "player_match", derived: null },
  { scope: "team_match", derived: null },
  // A whole event's games are counted distinct, which its match rows cannot give: from the facts too.
  { scope: "event", derived: null },
  { scope: "player_event", derived: { finer: "player_match", ...upFromMatch } },
  { scope: "team_event", derived: { finer: "team_match", ...upFromMatch } },
  { scope: "player_season", derived: { finer: "player_event", ...upFromEvent } },
  { scope: "team_season", derived: { finer: "team_event", ...upFromEvent } },
  { scope: "season", derived: { finer: "event", via: "events", context: "e.season_id" } },
  { scope: "player_teamplayer", derived: { finer: "player_season", subject: "r.subject" } },
  { scope: "team_career", derived: { finer: "team_season", subject: "r.subject" } },
  {
    scope: "player_career",
    derived: { finer: "player_teamplayer", via: "team_players", subject: "tp.player_id" },
  },
];

/** Where a step's source rows keep the subject and context of the scope being built. */
interface SourceKeys {
  subject: RawBuilder<unknown>;
  context: RawBuilder<unknown>;
  /** The columns holding them (undefined for none), for filters and GROUP BY. */
  subjectColumn?: string;
  contextColumn?: string;
}

function sourceKeys(scope: Scope, derived: Derived | null): SourceKeys {
  const { subject, context } = SCOPES[scope];
  const subjectColumn = derived ? derived.subject : subject === "none" ? undefined : SUBJECT_COLUMN[subject];
  const contextColumn = derived ? derived.context : context === "none" ? undefined : CONTEXT_COLUMN[context];
  const asText = (column: string) =>
    subject === "teamplayer" || column === "r.subject"
      ? sql.ref(column)
      : sql`CAST(${sql.ref(column)} AS TEXT)`;
  return {
    subject: subjectColumn === undefined ? sql.lit(NO_SUBJECT) : asText(subjectColumn),
    context: contextColumn === undefined ? sql.lit(NO_CONTEXT) : sql.ref(contextColumn),
    ...(subjectColumn === undefined ? {} : { subjectColumn }),
    ...(contextColumn === undefined ? {} : { contextColumn }),
  };
}

/**
 * A part of a rebuild: the roll-up rows it replaces and the source rows it sums, by the same ids. A filter
 * on the roll-up rows alone narrows what is deleted to keys no source row outside it can have.
 */
interface Filter {
  rollup: RawBuilder<unknown>;
  source?: RawBuilder<unknown>;
}

/** Subjects per statement: each chunk of them is a DELETE and an INSERT ... SELECT per roll-up table. */
const SUBJECTS_PER_REBUILD = 500;
/** Up to this many contexts, a scope with a context is rebuilt for the run's contexts only. */
const MAX_CONTEXT_FILTER = 1000;

const contextIds = (context: Context, affected: Affected): number[] => [
  ...{ season: affected.seasons, event: affected.events, match: affected.matches }[context],
];

const subjectIds = (subject: Subject, affected: Affected): (number | string)[] => [
  ...{ player: affected.players, teamplayer: affected.teamPlayers, team: affected.teams }[subject],
];

/**
 * The parts a scope's rebuild is split in, for a run that touched `affected`. Any filter is correct as
 * long as it covers every key the run touched: narrower filters only make a small run cheaper.
 */
function partsOf(scope: Scope, keys: SourceKeys, affected: Affected): Filter[][] {
  const { subject, context } = SCOPES[scope];
  const { subjectColumn, contextColumn } = keys;
  const byContext = (ids: number[]): Filter => ({
    rollup: inList("context_id", ids),
    source: inList(contextColumn ?? "", ids),
  });
  // A match's rows, and a season's or event's as a whole, are rebuilt by context: every subject in it. The
  // subject leads the roll-ups' primary key, so the delete names it too or reads every row of the scope (a
  // live match's delete from skill_rollups took 145 ms on PostgreSQL at scale 10 for that). A match's rows
  // have the run's subjects only: those of its new facts and of the facts they replaced.
  if (context !== "none" && (subject === "none" || context === "match")) {
    const subjects = subject === "none" ? [NO_SUBJECT] : subjectIds(subject, affected).map(String);
    const bySubject =
      subjects.length <= SUBJECTS_PER_REBUILD ? [{ rollup: inList("subject", subjects) }] : [];
    return [...chunks(contextIds(context, affected))].map((ids) => [...bySubject, byContext(ids)]);
  }
  if (subjectColumn === undefined) return [];
  const contexts = context === "none" ? [] : contextIds(context, affected);
  // Many contexts are left out of the filter (all of the subject's contexts are rebuilt): still correct.
  const within = contexts.length > 0 && contexts.length <= MAX_CONTEXT_FILTER ? [byContext(contexts)] : [];
  return [...chunks(subjectIds(subject, affected), SUBJECTS_PER_REBUILD)].map((ids) => [
    {
      rollup: inList("subject", ids.map(String)),
      source: inList(subjectColumn, subjectColumn === "r.subject" ? ids.map(String) : ids),
    },
    ...within,
  ]);
}

const where = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;

/** A coarser row's value of a column: the sum of the finer rows', or their largest for max counters. */
const derivedValue = (table: RollupTable, column: string) =>
  table === "rollups" && PLAYER_COUNTER_MAX.has(column) ? `MAX(r.${column})` : `SUM(r.${column})`;

/** Replaces the rows of `scope` in one roll-up table that `filters` select (all of them for none). */
async function rebuild(
  db: Kysely<Database>,
  scope: Scope,
  derived: Derived | null,
  target: Target,
  filters: Filter[],
): Promise<void> {
  const keys = sourceKeys(scope, derived);
  await sql`DELETE FROM ${sql.table(target.table)} ${where([sql`scope = ${scope}`, ...filters.map((f) => f.rollup)])}`.execute(
    db,
  );
  const values = target.values(scope);
  const columns = ["scope", "subject", "context_id", ...target.extraKeys, ...values.map(([name]) => name)];
  const extra = target.extraKeys.map((k) => sql.ref(derived ? `r.${k}` : k));
  const sums = values.map(([name, expr]) => sql.raw(derived ? derivedValue(target.table, name) : expr));
  const groupBy = [keys.subjectColumn, keys.contextColumn]
    .filter((c) => c !== undefined)
    .map((c) => sql.ref(c));
  const from = derived
    ? sql`${sql.table(target.table)} r ${derived.via ? VIA[derived.via] : sql``}`
    : sql.table(target.source(scope));
  const conditions = [
    ...(derived ? [sql`r.scope = ${derived.finer}`] : []),
    ...filters.flatMap((f) => (f.source ? [f.source] : [])),
  ];
  await sql`INSERT INTO ${sql.table(target.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    SELECT ${sql.lit(scope)}, ${keys.subject}, ${keys.context}, ${sql.join([...extra, ...sums])}
    FROM ${from}
    ${where(conditions)}
    GROUP BY ${sql.join([...groupBy, ...extra])}`.execute(db);
}

/**
 * Rebuilds the roll-ups a run touched, once its facts are written. A run that brings at least half of the
 * stored matches (a first load, a reload) rebuilds every roll-up: one pass over each table beats looking
 * its many subjects up. A smaller run (a live match) rebuilds only its subjects and contexts.
 */
export async function rebuildRollups(db: Kysely<Database>, affected: Affected): Promise<void> {
  const stored = await db
    .selectFrom("matches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  await rebuildSteps(db, affected, affected.matches.size * 2 >= Number(stored.count));
}

/** Every roll-up, from every stored fact. */
export const rebuildAllRollups = (db: Kysely<Database>): Promise<void> =>
  rebuildSteps(db, emptyAffected(), true);

async function rebuildSteps(db: Kysely<Database>, affected: Affected, whole: boolean): Promise<void> {
  for (const { scope, derived } of STEPS) {
    for (const filters of whole ? [[]] : partsOf(scope, sourceKeys(scope, derived), affected)) {
      for (const target of TARGETS) await rebuild(db, scope, derived, target, filters);
    }
  }
}

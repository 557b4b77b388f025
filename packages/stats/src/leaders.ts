/**
 * Leaders: players and teams ranked by one statistic of the Data Info catalogue within a scope (all time, a
 * season or an event), as totals or per-game averages (docs/statistics.md, "Leaders"). The values come from
 * formulas.ts and the divisor from scopes.ts, so a leader's average is the one its Data Info block shows.
 */
import { column, idColumn, leading, statColumn, type Table } from "./columns/column.ts";
import { PLAYER_ID, PLAYER_NAME, TEAM_ID, TEAM_NAME, TEAMPLAYER_ID } from "./columns/entity-columns.ts";
import { DATA_INFO } from "./columns/stat-tables.ts";
import { PLAYER_COUNTER_KEYS } from "./fields.ts";
import { average, type CounterSums, DERIVED_FIELDS, type DerivedField } from "./formulas.ts";
import { type AverageSample, averageDivisor, type Scope } from "./scopes.ts";

export const LEADER_SUBJECTS = ["player", "team"] as const;
export type LeaderSubject = (typeof LEADER_SUBJECTS)[number];

/** What the ranking covers: everything, one season, or one event. */
export type LeaderContext = "all" | "season" | "event";

export const LEADER_VIEWS = ["total", "average"] as const;
export type LeaderView = (typeof LEADER_VIEWS)[number];

const RATES = new Map(
  DERIVED_FIELDS.map((field): [string, DerivedField["compute"]] => [field.key, field.compute]),
);
const COUNTERS: ReadonlySet<string> = new Set(PLAYER_COUNTER_KEYS);

/**
 * Every counter and rate of the Data Info block, in its order: its sample columns are not statistics, and
 * the oil kill is never recorded.
 */
export const LEADER_STATS = DATA_INFO.total.columns
  .map((column) => column.key)
  .filter((key) => COUNTERS.has(key) || RATES.has(key)) as [string, ...string[]];

/** A rate is a ratio of sums: the same in both views. */
export const isLeaderRate = (stat: string): boolean => RATES.has(stat);

/** The minimum games of an average or a rate unless one is asked for: one lucky game does not lead. */
export const DEFAULT_MIN_GAMES = 3;

/** Totals are not filtered unless asked; averages and rates need DEFAULT_MIN_GAMES games. */
export const defaultMinGames = (stat: string, view: LeaderView): number =>
  view === "average" || isLeaderRate(stat) ? DEFAULT_MIN_GAMES : 0;

/** The Data Info scope whose averages a leader's are: a player within a season is a team-player's. */
export const LEADER_SCOPES: Readonly<Record<LeaderSubject, Readonly<Record<LeaderContext, Scope>>>> = {
  player: { all: "player_career", season: "player_season", event: "player_event" },
  team: { all: "team_career", season: "team_season", event: "team_event" },
};

/**
 * The value a subject is ranked by: the sum, its average over the scope's divisor, or the rate of the sums
 * (null when the rate has no denominator: such a subject is not ranked by it).
 */
export function leaderValue(
  stat: string,
  view: LeaderView,
  scope: Scope,
  sums: CounterSums,
  sample: AverageSample,
): number | null {
  const rate = RATES.get(stat);
  if (rate) {
    const value = rate(sums);
    return typeof value === "number" ? value : null;
  }
  const sum = sums[stat as keyof CounterSums] ?? null;
  return view === "total" ? sum : average(sum, averageDivisor(scope, sample));
}

/** A leader's place in the order: ties take consecutive places (docs/statistics.md, "Leaders"). */
const LEADER_RANK = leading(column("rank", "Rank", "integer"));
/** Locked into every download, as the Data Info sample is: an average says how many games it is of. */
const LEADER_GAMES = idColumn("games", "Games", "integer");

/** The leaders table of a subject ranked by `stat`: its value column is the stat's, labelled and formatted as it. */
export function leadersTable(subject: LeaderSubject, stat: string): Table {
  const who =
    subject === "player"
      ? [PLAYER_ID, TEAMPLAYER_ID, leading(PLAYER_NAME), TEAM_ID, TEAM_NAME]
      : [TEAM_ID, leading(TEAM_NAME)];
  return {
    id: `leaders_${subject}`,
    title: subject === "player" ? "Player Leaders" : "Team Leaders",
    columns: [LEADER_RANK, ...who, LEADER_GAMES, leading(statColumn(stat))],
  };
}

/** Rows of the leaders call as leadersTable reads them: the ranked value under its statistic's own key. */
export const leaderTableRows = <Row extends { readonly value: number | null }>(
  stat: string,
  rows: readonly Row[],
): (Row & Readonly<Record<string, number | null>>)[] => rows.map((row) => ({ ...row, [stat]: row.value }));

/**
 * The single-game records (docs/statistics.md "Records"): which counter of which fact row each record is,
 * and how many places are kept per season, event and all time. Ingest builds the records table from this
 * list, the API answers it, and the screens label it.
 */

/** Whose row a record is read from: a player's line in a game, or a team's. */
export type RecordSource = "player" | "team";

export interface RecordDef {
  readonly key: string;
  readonly label: string;
  readonly source: RecordSource;
  /** The counter of the fact row (`player_results` or `team_results`). */
  readonly counter: string;
}

const record = (key: string, label: string, source: RecordSource, counter: string): RecordDef => ({
  key,
  label,
  source,
  counter,
});

export const RECORDS = [
  record("kills", "Most Kills", "player", "kills"),
  record("damage", "Most Damage", "player", "damage"),
  record("max_kill_distance", "Longest Kill", "player", "max_kill_distance"),
  record("knock_down", "Most Knock Downs", "player", "knock_down"),
  record("team_kills", "Most Team Kills", "team", "kills"),
  record("team_points", "Highest Team Points", "team", "total_score"),
] as const satisfies readonly RecordDef[];

export type RecordKey = (typeof RECORDS)[number]["key"];
export const RECORD_KEYS = RECORDS.map((r) => r.key) as RecordKey[];

/** Places kept and shown per record and scope. */
export const RECORD_PLACES = 10;

/** The scopes a record is kept for; `all` has no context (its context id is 0). */
export type RecordScope = "event" | "season" | "all";
export const RECORD_SCOPES = ["event", "season", "all"] as const satisfies readonly RecordScope[];
export const ALL_TIME_CONTEXT = 0;

/** A record's name, as the Record column of the tables and files shows it. */
export const recordLabel = (key: string): string => RECORDS.find((r) => r.key === key)?.label ?? key;

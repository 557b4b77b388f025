/**
 * The form of a player, team-player or team (docs/statistics.md "Form"): the subject's row of form_matches,
 * kept by ingest (read-models/form-matches/form-matches.ts) and read by primary key, each match's value of the statistic made
 * from the counters stored with it by the formulas of data_info's Average block. Joining the subject's
 * hundred roll-up rows to their matches and events on every request was most of what the call cost the
 * database (docs/performance.md, "Calls answered from kept rows").
 */
import { type FormAnswer, MAX_FORM_MATCHES } from "@match-stats/contract";
import {
  average,
  DEFAULT_MODE_FAMILY,
  FORM_STAT_KEYS,
  type ModeFamily,
  PLAYER_COUNTER_KEYS,
  type Scope,
  statInputs,
  TEAM_COUNTER_KEYS,
} from "@match-stats/stats";
import type { Kysely } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { rollupAverage } from "../../queries/stats/rollup-block.ts";

/** Whose form: the request's field and its id. */
export type FormSubject =
  | { readonly kind: "player"; readonly playerId: number }
  | { readonly kind: "team_player"; readonly teamPlayerId: string }
  | { readonly kind: "team"; readonly teamId: number };
export type FormField = FormSubject["kind"];

/** The roll-ups a field's matches are read from: a team-player or team within a match. */
export const FORM_SCOPE = {
  player: "player_match",
  team_player: "player_match",
  team: "team_match",
} as const satisfies Record<FormField, Scope>;

/** The statistic made from the team's placements rather than from the roll-ups' counters. */
const AVG_PLACEMENT = "avg_placement";

/** The roll-up counters the chart's statistics are made from: what is kept of each match. */
export const FORM_COUNTERS = [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS].filter((counter) =>
  FORM_STAT_KEYS.some((key) => statInputs(key).includes(counter)),
);

/**
 * A subject's most recent matches, oldest first, column by column: arrays of plain values parse in a fraction
 * of the time objects with the same keys in every match take.
 */
export interface FormColumns {
  readonly match_id: readonly number[];
  readonly match_name: readonly string[];
  readonly event_id: readonly number[];
  readonly event_name: readonly string[];
  readonly start_time: readonly number[];
  readonly mode: readonly number[];
  /** Games of the match the subject played, and its player-games there (the roll-up row's sample). */
  readonly games: readonly number[];
  readonly appearances: readonly number[];
  /** The team-player record each match was played under; a team's row has none. */
  readonly teamplayer_id?: readonly string[];
  /** The team's placements summed over the games of the match the subject played. */
  readonly rank_sum: readonly number[];
  /** Each of FORM_COUNTERS, summed over the match. */
  readonly counters: Readonly<Record<string, readonly number[]>>;
}

/** The subject's key in form_matches: its id as text. */
export const formSubjectKey = (subject: FormSubject): string =>
  subject.kind === "team"
    ? String(subject.teamId)
    : subject.kind === "player"
      ? String(subject.playerId)
      : subject.teamPlayerId;

/** A subject's row of one mode family: its field in slot 0, its key in slot 1, the family in slot 2. */
export const formRowQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("form_matches")
    .select(["total_matches", "matches"])
    .where("field", "=", slot<string>(0))
    .where("subject", "=", slot<string>(1))
    .where("family", "=", slot<string>(2));

/** The subject's matches of one mode family: a battle-royale match and a clash-squad one never compare. */
export async function readForm(
  db: Kysely<Database>,
  subject: FormSubject,
  stat: string,
  family: ModeFamily = DEFAULT_MODE_FAMILY,
  limit = MAX_FORM_MATCHES,
): Promise<FormAnswer> {
  const [row] = await runCompiled(db, "form", () => formRowQuery(db), [
    subject.kind,
    formSubjectKey(subject),
    family,
  ]);
  if (!row) return { stat, total_matches: 0, matches: [] };
  const columns = JSON.parse(row.matches) as FormColumns;
  const scope = FORM_SCOPE[subject.kind];
  const inputs = statInputs(stat).map((key) => [key, columns.counters[key] ?? []] as const);
  // One statistic per match, not the whole block: building forty fields for a hundred matches, and sending
  // them, was most of the call's cost (docs/performance.md).
  // The columns are as long as match_id, so every index below holds a value.
  const valueAt = (at: number): number | null => {
    const games = columns.games[at]!;
    if (stat === AVG_PLACEMENT) return average(columns.rank_sum[at]!, games);
    const sample: Record<string, number> = { games, appearances: columns.appearances[at]! };
    for (const [key, values] of inputs) sample[key] = values[at]!;
    const value = rollupAverage(sample as Parameters<typeof rollupAverage>[0], scope, stat);
    return typeof value === "number" ? value : null;
  };
  const count = columns.match_id.length;
  const matches: FormAnswer["matches"] = [];
  for (let at = Math.max(0, count - limit); at < count; at++) {
    matches.push({
      match_id: columns.match_id[at]!,
      match_name: columns.match_name[at]!,
      event_id: columns.event_id[at]!,
      event_name: columns.event_name[at]!,
      start_time: columns.start_time[at]!,
      mode: columns.mode[at]!,
      games: columns.games[at]!,
      teamplayer_id: columns.teamplayer_id?.[at] ?? null,
      value: valueAt(at),
    });
  }
  return { stat, total_matches: row.total_matches, matches };
}

/**
 * The form of a player, team-player or team (docs/statistics.md "Form"), in one statement compiled once per
 * field (and one more for the average placement): the subject's match roll-up rows (a team-player or team within a match; a player's
 * through its team-player records) read through the roll-ups' primary key, each with its match by primary
 * key; the most recent `limit` of them by start time, with how many there are in all; and, for those only,
 * the counters the statistic is made from, or for the average placement the team's placements in the games of
 * the match, summed through team_results_team_event.
 */
import { type FormAnswer, MAX_FORM_MATCHES } from "@match-stats/contract";
import {
  average,
  FORM_STAT_KEYS,
  PLAYER_COUNTER_KEYS,
  type Scope,
  statInputs,
  TEAM_COUNTER_KEYS,
} from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { rollupAverage } from "../stats/rollup-block.ts";

/** Whose form: the request's field and its id. */
export type FormSubject =
  | { readonly kind: "player"; readonly playerId: number }
  | { readonly kind: "team_player"; readonly teamPlayerId: string }
  | { readonly kind: "team"; readonly teamId: number };
type Kind = FormSubject["kind"];

const SCOPE_OF = {
  player: "player_match",
  team_player: "player_match",
  team: "team_match",
} as const satisfies Record<Kind, Scope>;

/** The statistic made from the team's placements rather than from the roll-ups' counters. */
const AVG_PLACEMENT = "avg_placement";

/** The most counters a statistic of the chart is made from (two: a rate's numerator and denominator). */
const MAX_INPUTS = Math.max(...FORM_STAT_KEYS.map((key) => statInputs(key).length));
/** Where the statement's values go: the subject, a team's id as a roll-up subject, then the inputs' names. */
const INPUT_SLOT = 2;

/**
 * The roll-up counter named by the value in `slot` (null for none). The names are values rather than
 * columns written per statistic: each distinct statement costs PostgreSQL some seven custom plans per pooled
 * connection before it settles on a generic one, four times an execution's cost, and forty statistics by
 * three fields made that warm-up most of what a server did after starting.
 */
const counterNamed = (index: number) =>
  sql<number | null>`CASE CAST(${slot<string | null>(INPUT_SLOT + index)} AS TEXT) ${sql.join(
    [...PLAYER_COUNTER_KEYS, ...TEAM_COUNTER_KEYS].map(
      (key) => sql`WHEN ${sql.lit(key)} THEN ${sql.ref(`r.${key}`)}`,
    ),
    sql` `,
  )} END`.as(`input_${index}`);

/**
 * The subject's match rows newest first, at most `limit`, each with its match, and how many there are in all.
 * Only their keys: sorted, the roll-ups' 35 columns made every row of the sort wide, a quarter of the
 * statement's time on SQLite. Slot 0 is the player id, the team-player id or the team id; for a team, slot 1 is
 * its id as a roll-up subject (text).
 */
const pageQuery = (db: Kysely<Database>, kind: Kind, limit: number) =>
  db
    .selectFrom("rollups as k")
    .innerJoin("matches as m", "m.id", "k.context_id")
    .select([
      "k.subject",
      "k.context_id as match_id",
      "m.name as match_name",
      "m.event_id",
      "m.start_time",
      "m.mode",
      // Over every row the subject has, before the limit.
      sql<number>`COUNT(*) OVER ()`.as("total_matches"),
    ])
    // Written into the SQL, as head_to_head does: the roll-ups' key is then read from its first column on.
    .where("k.scope", "=", sql.lit(SCOPE_OF[kind]))
    .$call((query) =>
      kind === "player"
        ? query.where("k.subject", "in", (eb) =>
            eb.selectFrom("team_players as tp").select("tp.id").where("tp.player_id", "=", slot<number>(0)),
          )
        : query.where("k.subject", "=", slot<string>(kind === "team" ? 1 : 0)),
    )
    .orderBy("m.start_time", "desc")
    .orderBy("m.id", "desc")
    .limit(sql.lit(limit));

/**
 * The page's rows with their sample and the counters a statistic is made from (by the roll-ups' primary key,
 * named by the values in the input slots), their event's name, or for the average placement (`placement`) the
 * team's placements summed over the games of the match the subject played, through team_results_team_event: a
 * team's rows of the match, or a team-player's team's, each checked against the team-player's own row by its
 * primary key. Only what the statistic needs: the placements' seeks were 60% of the statement on PostgreSQL,
 * and the other counters' columns a third of the rest.
 */
export const formQuery = (db: Kysely<Database>, kind: Kind, limit: number, placement: boolean) =>
  db
    .selectFrom(pageQuery(db, kind, limit).as("p"))
    .innerJoin("rollups as r", (join) =>
      join
        .on("r.scope", "=", sql.lit(SCOPE_OF[kind]))
        .onRef("r.subject", "=", "p.subject")
        .onRef("r.context_id", "=", "p.match_id"),
    )
    .selectAll("p")
    .select(["r.games", "r.appearances"])
    .$if(!placement, (query) =>
      query.select(Array.from({ length: MAX_INPUTS }, (_, index) => counterNamed(index))),
    )
    .select((eb) =>
      eb.selectFrom("events as e").select("e.name").whereRef("e.id", "=", "p.event_id").as("event_name"),
    )
    .$if(placement, (query) =>
      query.select((eb) =>
        eb
          .selectFrom("team_results as tr")
          .select((sum) => sum.fn.sum<number>("tr.rank").as("ranks"))
          .where(
            "tr.team_id",
            "=",
            kind === "team"
              ? slot<number>(0)
              : eb.selectFrom("team_players as t").select("t.team_id").whereRef("t.id", "=", "p.subject"),
          )
          .whereRef("tr.event_id", "=", "p.event_id")
          .whereRef("tr.match_id", "=", "p.match_id")
          .$if(kind !== "team", (games) =>
            games.where(({ exists, selectFrom }) =>
              exists(
                selectFrom("player_results as pr")
                  .select("pr.single_match_id")
                  .whereRef("pr.single_match_id", "=", "tr.single_match_id")
                  .whereRef("pr.teamplayer_id", "=", "p.subject"),
              ),
            ),
          )
          .as("rank_sum"),
      ),
    );

/** The values of formQuery's slots for a subject and statistic. */
export function formValues(subject: FormSubject, stat: string): unknown[] {
  const id =
    subject.kind === "team"
      ? subject.teamId
      : subject.kind === "player"
        ? subject.playerId
        : subject.teamPlayerId;
  const inputs = statInputs(stat);
  return [
    id,
    subject.kind === "team" ? String(subject.teamId) : null,
    ...Array.from({ length: MAX_INPUTS }, (_, index) => inputs[index] ?? null),
  ];
}

/** A row's input columns under the names of the counters they hold. */
const inputSums = (inputs: readonly string[], row: Readonly<Record<`input_${number}`, unknown>>) =>
  Object.fromEntries(inputs.map((key, index) => [key, row[`input_${index}`]]));

export async function readForm(
  db: Kysely<Database>,
  subject: FormSubject,
  stat: string,
  limit = MAX_FORM_MATCHES,
): Promise<FormAnswer> {
  const placement = stat === AVG_PLACEMENT;
  const inputs = statInputs(stat);
  const rows = await runCompiled(
    db,
    `form ${subject.kind} ${limit} ${placement}`,
    () => formQuery(db, subject.kind, limit, placement),
    formValues(subject, stat),
  );
  // Oldest first; a player's two records in one match (never seen, but possible) by record.
  rows.sort(
    (a, b) => a.start_time - b.start_time || a.match_id - b.match_id || (a.subject < b.subject ? -1 : 1),
  );
  const scope = SCOPE_OF[subject.kind];
  // One statistic per match, not the whole block: building forty fields for a hundred matches, and sending
  // them, was most of the call's cost (docs/performance.md).
  const statOf = (row: (typeof rows)[number]): number | null => {
    const value = placement
      ? average(row.rank_sum, row.games)
      : rollupAverage(
          { games: row.games, appearances: row.appearances, ...inputSums(inputs, row) },
          scope,
          stat,
        );
    return typeof value === "number" ? value : null;
  };
  return {
    stat,
    total_matches: rows[0]?.total_matches ?? 0,
    matches: rows.map((row) => ({
      match_id: row.match_id,
      match_name: row.match_name,
      event_id: row.event_id,
      event_name: row.event_name ?? "",
      start_time: row.start_time,
      mode: row.mode,
      games: row.games,
      teamplayer_id: subject.kind === "team" ? null : row.subject,
      value: statOf(row),
    })),
  };
}

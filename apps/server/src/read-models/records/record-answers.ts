/**
 * The records call's whole answers (read-models/ready-answers.ts): each scope's rows of the records table with the
 * names they link to, one answer per mode family, in the order of packages/stats RECORDS. A run writes again
 * the answers of the scopes whose records it ranked again, and of those holding a record of a team, player or
 * event it named (a renamed team shows its new name everywhere at once).
 */
import type { CallResponse, RecordRow } from "@match-stats/contract";
import { MODE_FAMILY_IDS, type ModeFamily, RECORD_KEYS, type RecordKey } from "@match-stats/stats";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import {
  type AnswerScope,
  type AnswerScopes,
  type BuildAnswers,
  writeReadyAnswers,
} from "../ready-answers.ts";

/** Ids a run gave names to. */
export interface NamedIds {
  readonly teams: ReadonlySet<number>;
  readonly players: ReadonlySet<number>;
  readonly events: ReadonlySet<number>;
}

const rowsQuery = (
  db: Kysely<Database>,
  scope: AnswerScope,
  contextIds: readonly number[],
  family: ModeFamily,
) =>
  db
    .selectFrom("records as r")
    .innerJoin("matches as m", "m.id", "r.match_id")
    .innerJoin("events as e", "e.id", "r.event_id")
    .innerJoin("teams as t", "t.id", "r.team_id")
    .leftJoin("players as p", "p.id", "r.player_id")
    .select([
      "r.context_id",
      "r.record",
      "r.place",
      "r.value",
      "r.single_match_id",
      "r.match_id",
      "m.name as match_name",
      "r.event_id",
      "e.name as event_name",
      "r.season_id",
      "r.mode",
      "r.start_time",
      "r.team_id",
      "t.name as team_name",
      "r.player_id",
      "r.teamplayer_id",
      "p.name as player_name",
    ])
    .where("r.scope", "=", scope)
    .where("r.context_id", "in", contextIds)
    .where("r.family", "=", family);

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>["execute"]>>[number];

const order = (key: string) => RECORD_KEYS.indexOf(key as RecordKey);

/** One scope's answer: each record's places in RECORDS order. */
function answerOf(rows: readonly StoredRow[]): CallResponse<"records"> {
  const records: RecordRow[] = [...rows]
    .sort((x, y) => order(x.record) - order(y.record) || x.place - y.place)
    .map(({ context_id: _, ...row }) => {
      // A team's record has no player (player_id 0).
      const team = row.player_id === 0;
      return {
        ...row,
        record: row.record as RecordKey,
        player_id: team ? null : row.player_id,
        teamplayer_id: team ? null : row.teamplayer_id,
        player_name: team ? null : (row.player_name ?? ""),
      };
    });
  return { records };
}

/**
 * Each context's answer of a family from its rows; a context without a record of the family has none (the
 * call answers no rows).
 */
const buildAnswers =
  (family: ModeFamily): BuildAnswers =>
  async (db, scope, contextIds) => {
    const rows = await rowsQuery(db, scope, contextIds, family).execute();
    const byContext = Map.groupBy(rows, (row) => row.context_id);
    return new Map([...byContext].map(([context, kept]) => [context, answerOf(kept)]));
  };

/** Writes again each family's answers of `scopes` from the records table as it is now. */
export async function writeRecordAnswers(db: Kysely<Database>, scopes: AnswerScopes): Promise<void> {
  for (const family of MODE_FAMILY_IDS) {
    await writeReadyAnswers(db, "records", scopes, buildAnswers(family), family);
  }
}

/** The scopes a run's ranking touched, and those holding a record of something it named. */
export async function recordAnswerScopes(
  db: Kysely<Database>,
  ranked: { events: ReadonlySet<number>; seasons: ReadonlySet<number> },
  named: NamedIds,
): Promise<AnswerScopes> {
  const event = new Set(ranked.events);
  const season = new Set(ranked.seasons);
  const refs = [
    ["team_id", named.teams],
    ["player_id", named.players],
    ["event_id", named.events],
  ] as const;
  for (const [column, ids] of refs) {
    for (const part of chunks([...ids])) {
      const holding = await db
        .selectFrom("records")
        .select(["scope", "context_id"])
        .distinct()
        .where(column, "in", part)
        .execute();
      for (const { scope, context_id } of holding) {
        if (scope === "event") event.add(context_id);
        if (scope === "season") season.add(context_id);
      }
    }
  }
  // All time is ranked again by every run.
  return { event, season, all: true };
}

/** Every scope's, built whole. */
export async function writeAllRecordAnswers(db: Kysely<Database>): Promise<void> {
  const contexts = await db.selectFrom("records").select(["scope", "context_id"]).distinct().execute();
  const of = (scope: AnswerScope) =>
    new Set(contexts.filter((c) => c.scope === scope).map((c) => c.context_id));
  await writeRecordAnswers(db, { event: of("event"), season: of("season"), all: true });
}

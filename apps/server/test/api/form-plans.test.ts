/**
 * form reads its subject's one row of form_matches by the primary key, and nothing else: no roll-up, match or
 * event row is read on a request, however many matches the subject played.
 * PostgreSQL's generic plan is checked too: the server's named statements may settle on it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { type FormSubject, formRowQuery, formSubjectKey } from "../../src/read-models/form-matches/form.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf } from "../support/query-plans.ts";

const SUBJECTS = [
  { kind: "team", teamId: 100001 },
  { kind: "team_player", teamPlayerId: "1000001_1" },
  { kind: "player", playerId: 1000010 },
] as const satisfies readonly FormSubject[];

describe.each(ENGINES)("form plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  it.each(SUBJECTS)("reads a $kind's row by the primary key alone", async (subject) => {
    const query = withValues(formRowQuery(db.kysely).compile(), [
      subject.kind,
      formSubjectKey(subject),
      "battle_royale",
    ]);
    const plans =
      engine === "sqlite"
        ? [await planOf(db, query)]
        : [await planOf(db, query), await planOf(db, query, { generic: true })];
    for (const plan of plans) {
      expect(plan).toMatch(
        engine === "sqlite"
          ? /^SEARCH form_matches USING INDEX sqlite_autoindex_form_matches_1 \(field=\? AND subject=\? AND family=\?\)$/
          : /^Index Scan using form_matches_pk on form_matches\b.*\n\s+Index Cond: \(\(field = .+\) AND \(subject = .+\) AND \(family = .+\)\)$/,
      );
    }
  });
});

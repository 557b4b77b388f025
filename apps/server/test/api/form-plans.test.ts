/**
 * form reads a subject's match roll-up keys through the roll-ups' primary key (a player's by its team-player
 * records), each match and event by primary key, each kept row's counters by the whole key, and the team's
 * placements in a match with one seek of team_results_team_event, and those only for the average placement:
 * never a whole table, nor every match.
 * PostgreSQL's generic plan is checked too: the server's named statements may settle on it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type FormSubject, formQuery, formValues } from "../../src/api/lists/form.ts";
import { withValues } from "../../src/db/compiled-once.ts";
import { type Db, openDb } from "../../src/db/connect.ts";
import { ENGINES } from "../support/databases.ts";
import { planOf } from "../support/query-plans.ts";

/** A step that reads a whole table: on SQLite every SCAN but of the statement's own derived tables. */
const TABLE_SCAN = { sqlite: /^SCAN (?!\(subquery-\d+\)$|p$)/m, postgres: /Seq Scan/ } as const;

const SUBJECTS = [
  { kind: "team", subject: { kind: "team", teamId: 100001 }, scope: "team_match" },
  { kind: "team_player", subject: { kind: "team_player", teamPlayerId: "1000001_1" }, scope: "player_match" },
  { kind: "player", subject: { kind: "player", playerId: 1000010 }, scope: "player_match" },
] as const satisfies readonly { kind: string; subject: FormSubject; scope: string }[];

describe.each(ENGINES)("form plans on %s", (engine) => {
  let db: Db;
  beforeAll(() => {
    db = openDb(inject("demoDatabases")[engine]!);
  });
  afterAll(async () => db.close());

  const plans = async (subject: FormSubject, stat: string) => {
    const compiled = formQuery(db.kysely, subject.kind, 100, stat === "avg_placement").compile();
    const query = withValues(compiled, formValues(subject, stat));
    // Sorting the subject's few rows by start time is the statement's own work: no index holds them so.
    const custom = await planOf(db, query, { sorts: true });
    return engine === "sqlite" ? [custom] : [custom, await planOf(db, query, { sorts: true, generic: true })];
  };

  it.each(SUBJECTS)(
    "reads a $kind's match roll-ups by the primary key, each match by its own",
    async ({ kind, subject, scope }) => {
      for (const plan of await plans(subject, "kd")) {
        expect(plan).not.toMatch(TABLE_SCAN[engine]);
        expect(plan).not.toMatch(/matches_start_time_order/);
        if (engine === "sqlite") {
          // The keys sorted first, then each page row's counters by the whole key.
          expect(plan).toMatch(
            /SEARCH k USING COVERING INDEX sqlite_autoindex_rollups_1 \(scope=\? AND subject=\?\)/,
          );
          expect(plan).toMatch(/SEARCH m USING INTEGER PRIMARY KEY \(rowid=\?\)/);
          expect(plan).toMatch(
            /SEARCH r USING INDEX sqlite_autoindex_rollups_1 \(scope=\? AND subject=\? AND context_id=\?\)/,
          );
        } else {
          expect(plan).toMatch(
            new RegExp(
              `rollups_pk on rollups k\\b.*\\n\\s+Index Cond: \\(\\(scope = '${scope}'::text\\) AND \\(subject = `,
            ),
          );
          expect(plan).toMatch(/matches_pkey on matches m\b.*\n\s+Index Cond: \(id = k\.context_id\)/);
          expect(plan).toMatch(
            new RegExp(
              `rollups_pk on rollups r\\b.*\\n\\s+Index Cond: \\(\\(scope = '${scope}'::text\\) AND \\(subject = k\\.subject\\) AND \\(context_id = k\\.context_id\\)\\)`,
            ),
          );
        }
        if (kind === "player") {
          expect(plan).toMatch(
            engine === "sqlite" ? /SEARCH tp USING INDEX team_players_player/ : /team_players_player/,
          );
        }
      }
    },
  );

  it.each(SUBJECTS)(
    "sums a $kind's placements in a match with one seek of its team's results there",
    async ({ kind, subject }) => {
      for (const plan of await plans(subject, "avg_placement")) {
        expect(plan).not.toMatch(TABLE_SCAN[engine]);
        expect(plan).toMatch(
          engine === "sqlite"
            ? /SEARCH tr USING INDEX team_results_team_event \(team_id=\? AND event_id=\? AND match_id=\?\)/
            : /team_results_team_event on team_results tr\b.*\n\s+Index Cond: \(\(team_id = .+\) AND \(event_id = \w\.event_id\) AND \(match_id = k\.context_id\)\)/,
        );
        if (kind === "team") continue;
        // A team-player's: its team by the record's primary key, each game checked against its own row.
        expect(plan).toMatch(
          engine === "sqlite"
            ? /SEARCH t USING INDEX sqlite_autoindex_team_players_1 \(id=\?\)/
            : /team_players_pkey on team_players t\b.*\n\s+Index Cond: \(id = k\.subject\)/,
        );
        expect(plan).toMatch(
          engine === "sqlite"
            ? /SEARCH pr EXISTS USING COVERING INDEX sqlite_autoindex_player_results_1 \(single_match_id=\? AND teamplayer_id=\?\)/
            : /player_results_pk on player_results pr\b.*\n\s+Index Cond: \(\(single_match_id = tr\.single_match_id\) AND \(teamplayer_id = k\.subject\)\)/,
        );
      }
    },
  );

  it.each(SUBJECTS)("reads no placements for a $kind's statistic made from counters", async ({ subject }) => {
    for (const stat of ["kills", "kd"]) {
      for (const plan of await plans(subject, stat)) {
        expect(plan).not.toMatch(/team_results|player_results/);
      }
    }
  });
});

/**
 * The history call's lists: a team's kept standings lines event by event (the events from its roll-up rows,
 * read by primary key), and team-player records with their career roll-up and first and last game.
 */
import type { HistoryEvent, Stint } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { teamPlayerRefs } from "../../queries/lists/team-player-refs.ts";
import { rollupBlock } from "../../queries/stats/rollup-block.ts";
import { standingLine } from "./standing-rows.ts";

/** The team's line in each event it has standings in, newest first. */
export async function teamEvents(db: Kysely<Database>, teamId: number): Promise<HistoryEvent[]> {
  const rows = await db
    .selectFrom("rollups as r")
    .innerJoin("standings as s", (join) =>
      join.onRef("s.event_id", "=", "r.context_id").on("s.team_id", "=", teamId),
    )
    .innerJoin("events as e", "e.id", "s.event_id")
    .innerJoin("seasons as se", "se.id", "e.season_id")
    .innerJoin("teams as t", "t.id", "s.team_id")
    .selectAll("s")
    .select([
      "t.name as team_name",
      "e.name as event_name",
      "e.mode",
      "e.start_time",
      "se.name as season_name",
    ])
    .where("r.scope", "=", "team_event")
    .where("r.subject", "=", String(teamId))
    .execute();
  return rows
    .sort((a, b) => b.start_time - a.start_time || b.event_id - a.event_id)
    .map(({ event_name, mode, start_time, season_name, ...line }) => ({
      ...standingLine(mode, line),
      season_id: line.season_id,
      season_name,
      event_id: line.event_id,
      event_name,
      mode,
      start_time,
    }));
}

interface GamePlayed {
  readonly teamplayer_id: string;
  readonly match_id: number;
  readonly start_time: number;
  readonly booyah: number;
}

const earlier = (a: GamePlayed, b: GamePlayed): boolean =>
  a.start_time < b.start_time || (a.start_time === b.start_time && a.match_id < b.match_id);

/** The records of a team or of a player that have games, the most recent first game first. */
export async function stints(
  db: Kysely<Database>,
  column: "team_id" | "player_id",
  id: number,
): Promise<Stint[]> {
  const refs = await teamPlayerRefs(db, { column, ids: [id] });
  const ids = refs.map((ref) => ref.id);
  if (ids.length === 0) return [];
  const [sums, games] = await Promise.all([
    db
      .selectFrom("rollups")
      .selectAll()
      .where("scope", "=", "player_teamplayer")
      .where("subject", "in", ids)
      .execute(),
    db
      .selectFrom("player_results as p")
      .innerJoin("games as g", "g.id", "p.single_match_id")
      .innerJoin("team_results as tr", (join) =>
        join.onRef("tr.single_match_id", "=", "p.single_match_id").onRef("tr.team_id", "=", "p.team_id"),
      )
      .select(["p.teamplayer_id", "p.match_id", "g.start_time", "tr.booyah"])
      .where("p.teamplayer_id", "in", ids)
      .execute(),
  ]);
  const rollups = new Map(sums.map((row) => [row.subject, row]));
  const played = Map.groupBy(games, (game) => game.teamplayer_id);
  return refs
    .flatMap((ref) => {
      const row = rollups.get(ref.id);
      const own = played.get(ref.id) ?? [];
      if (!row || own.length === 0) return [];
      const first = own.reduce((a, b) => (earlier(b, a) ? b : a));
      const last = own.reduce((a, b) => (earlier(a, b) ? b : a));
      return [
        {
          ...rollupBlock(row, "player_teamplayer", "total"),
          teamplayer_id: ref.id,
          player_id: ref.player_id,
          player_name: ref.player_name,
          team_id: ref.team_id,
          team_name: ref.team_name,
          booyah: own.reduce((sum, game) => sum + game.booyah, 0),
          first_match_id: first.match_id,
          first_time: first.start_time,
          last_match_id: last.match_id,
          last_time: last.start_time,
        },
      ];
    })
    .sort((a, b) => b.first_time - a.first_time || b.first_match_id - a.first_match_id);
}

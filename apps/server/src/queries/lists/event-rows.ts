/** Event rows (docs/spec.md section 3, "Event") with their match_list and single_match_id_list, in the order of the ids asked for. */
import type { EventRow } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import { paddedIds, runCompiled } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";
import { idsDesc, inOrderOf, keep } from "./id-lists.ts";
import { matchesWithGames } from "./match-games.ts";

/** What a subject played: the lists keep only these matches and games. */
export interface PlayedGames {
  readonly matches: ReadonlySet<number>;
  readonly games: ReadonlySet<number>;
}

/**
 * match_list is newest first; single_match_id_list follows match_list, each match's games in play order.
 * With `played`, both lists keep only what the subject played; else they hold the whole event.
 */
export async function eventRows(
  db: Kysely<Database>,
  ids: readonly number[],
  played?: PlayedGames,
): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const list = paddedIds(part);
    const [events, matches] = await Promise.all([
      runCompiled(
        db,
        `event rows ${list.shape}`,
        () => db.selectFrom("events").selectAll().where("id", "in", list.slots),
        list.ids,
      ),
      matchesWithGames(db, { column: "event_id", ids: part }),
    ]);
    const kept = matches.filter(({ match }) => !played || played.matches.has(match.id));
    const games = new Map(kept.map(({ match, games }) => [match.id, games]));
    for (const event of events) {
      const matchList = idsDesc(
        kept.filter(({ match }) => match.event_id === event.id).map(({ match }) => match.id),
      );
      rows.push({
        event_id: event.id,
        event_name: event.name,
        host_region: event.host_region,
        season_id: event.season_id,
        mode: event.mode,
        start_time: event.start_time,
        end_time: event.end_time,
        match_list: matchList,
        single_match_id_list: matchList.flatMap((id) => keep(games.get(id) ?? [], played?.games)),
      });
    }
  }
  return inOrderOf(ids, rows, (row) => row.event_id);
}

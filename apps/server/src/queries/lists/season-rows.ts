/** Season rows (docs/spec.md section 3, "Season") with their event_list, in the order of the ids asked for. */
import type { SeasonRow } from "@match-stats/contract";
import type { Kysely, Selectable } from "kysely";
import { chunks } from "../../db/chunks.ts";
import { paddedIds, runCompiled } from "../../db/compiled-once.ts";
import type { Database, SeasonsTable } from "../../db/schema.ts";
import { idsDesc, inOrderOf, keep } from "./id-lists.ts";
import { groupJoined, type Joined } from "./joined-rows.ts";

/** `onlyEvents`: keep only these in event_list (the events a team or team-player played); else all. */
export async function seasonRows(
  db: Kysely<Database>,
  ids: readonly number[],
  onlyEvents?: ReadonlySet<number>,
): Promise<SeasonRow[]> {
  const seasons = new Map<number, Joined<Selectable<SeasonsTable> & { event_id: number | null }, number>>();
  for (const part of chunks([...new Set(ids)])) {
    // The seasons with their events in one statement, a row per event.
    const list = paddedIds(part);
    const query = () =>
      db
        .selectFrom("seasons")
        .leftJoin("events", "events.season_id", "seasons.id")
        .selectAll("seasons")
        .select("events.id as event_id")
        .where("seasons.id", "in", list.slots);
    const rows = await runCompiled(db, `season rows ${list.shape}`, query, list.ids);
    groupJoined(
      rows,
      (row) => row.id,
      (row) => row.event_id,
      seasons,
    );
  }
  const rows = [...seasons.values()].map(
    ({ row: season, items: events }): SeasonRow => ({
      season_id: season.id,
      season_name: season.name,
      host_region: JSON.parse(season.host_regions) as string[],
      start_date: season.start_date,
      end_date: season.end_date,
      logo: season.logo,
      event_list: idsDesc(keep(events, onlyEvents)),
    }),
  );
  return inOrderOf(ids, rows, (row) => row.season_id);
}

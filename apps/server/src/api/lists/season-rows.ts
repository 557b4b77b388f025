/** Season rows (docs/spec.md section 3, "Season") with their event_list, in the order of the ids asked for. */
import type { SeasonRow } from "@match-stats/contract";
import type { Kysely, Selectable } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database, SeasonsTable } from "../../db/schema.ts";
import { idsDesc, inOrderOf, keep } from "./id-lists.ts";

/** `onlyEvents`: keep only these in event_list (the events a team or team-player played); else all. */
export async function seasonRows(
  db: Kysely<Database>,
  ids: readonly number[],
  onlyEvents?: ReadonlySet<number>,
): Promise<SeasonRow[]> {
  const seasons = new Map<number, { season: Selectable<SeasonsTable>; events: number[] }>();
  for (const part of chunks([...new Set(ids)])) {
    // The seasons with their events in one statement, a row per event (one round trip fewer on PostgreSQL).
    const rows = await db
      .selectFrom("seasons")
      .leftJoin("events", "events.season_id", "seasons.id")
      .selectAll("seasons")
      .select("events.id as event_id")
      .where("seasons.id", "in", part)
      .execute();
    for (const { event_id, ...season } of rows) {
      const entry = seasons.get(season.id) ?? { season, events: [] };
      seasons.set(season.id, entry);
      if (event_id !== null) entry.events.push(event_id);
    }
  }
  const rows = [...seasons.values()].map(
    ({ season, events }): SeasonRow => ({
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

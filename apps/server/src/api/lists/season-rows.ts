/** Season rows (docs/spec.md section 3, "Season") with their event_list, in the order of the ids asked for. */
import type { SeasonRow } from "@match-stats/contract";
import type { Kysely } from "kysely";
import { chunks } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { idsDesc, inOrderOf, keep } from "./id-lists.ts";

/** `onlyEvents`: keep only these in event_list (the events a team or team-player played); else all. */
export async function seasonRows(
  db: Kysely<Database>,
  ids: readonly number[],
  onlyEvents?: ReadonlySet<number>,
): Promise<SeasonRow[]> {
  const rows: SeasonRow[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const [seasons, events] = await Promise.all([
      db.selectFrom("seasons").selectAll().where("id", "in", part).execute(),
      db.selectFrom("events").select(["id", "season_id"]).where("season_id", "in", part).execute(),
    ]);
    for (const season of seasons) {
      const own = events.filter((event) => event.season_id === season.id).map((event) => event.id);
      rows.push({
        season_id: season.id,
        season_name: season.name,
        host_region: JSON.parse(season.host_regions) as string[],
        start_date: season.start_date,
        end_date: season.end_date,
        logo: season.logo,
        event_list: idsDesc(keep(own, onlyEvents)),
      });
    }
  }
  return inOrderOf(ids, rows, (row) => row.season_id);
}

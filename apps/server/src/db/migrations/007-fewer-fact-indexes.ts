/**
 * Weapon results and skill picks are read by match alone (match pages, the weapon and skill calls), and
 * the roll-ups are summed from them by match and by event only (coarser scopes are summed from finer
 * roll-up rows): their indexes by team-player, player, team and season only slowed every insert down.
 */
import type { Kysely } from "kysely";

const DROPPED = ["teamplayer", "player", "team", "season"].flatMap((column) => [
  `weapon_results_${column}`,
  `skill_picks_${column}`,
]);

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of DROPPED) await db.schema.dropIndex(name).execute();
}

/**
 * Each season's and event's weapon picks, built by the weapon_meta call's own code from the
 * whole-scope weapon roll-ups (read-models/weapon-picks/weapon-meta.ts `buildWeaponPicks`) once a run's roll-ups are
 * written: those of the events and seasons the run touched, or every scope's when it named a weapon (the picks
 * hold weapon names). A scope without weapons loses its row.
 */
import type { Kysely } from "kysely";
import { chunks, rowsPerInsert } from "../../db/chunks.ts";
import type { Database } from "../../db/schema.ts";
import { buildWeaponPicks, type MetaScope } from "./weapon-meta.ts";

async function writeScope(db: Kysely<Database>, scope: MetaScope, contextIds: readonly number[]) {
  for (const part of chunks(contextIds)) {
    await db.deleteFrom("weapon_picks").where("scope", "=", scope).where("context_id", "in", part).execute();
    const rows = [];
    for (const context_id of part) {
      const weapons = await buildWeaponPicks(db, scope, context_id);
      if (weapons.length > 0) rows.push({ scope, context_id, weapons: JSON.stringify(weapons) });
    }
    for (const batch of chunks(rows, rowsPerInsert(3))) {
      await db.insertInto("weapon_picks").values(batch).execute();
    }
  }
}

/** Writes again the picks of these events and seasons from the roll-ups as they are now. */
export async function writeWeaponPicks(
  db: Kysely<Database>,
  scopes: { readonly events: ReadonlySet<number>; readonly seasons: ReadonlySet<number> },
): Promise<void> {
  await writeScope(db, "event", [...scopes.events]);
  await writeScope(db, "season", [...scopes.seasons]);
}

/** Every event's and season's: after a run that named a weapon, or built whole. */
export async function writeAllWeaponPicks(db: Kysely<Database>): Promise<void> {
  const [events, seasons] = await Promise.all([
    db.selectFrom("events").select("id").execute(),
    db.selectFrom("seasons").select("id").execute(),
  ]);
  await writeWeaponPicks(db, {
    events: new Set(events.map((row) => row.id)),
    seasons: new Set(seasons.map((row) => row.id)),
  });
}

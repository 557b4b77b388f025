/**
 * The weapon meta of a season, an event or two events (docs/statistics.md "Weapon meta"). Ingest keeps each
 * scope's picks (read-models/weapon-picks/weapon-picks.ts), built by `buildWeaponPicks`: the scope's whole-scope weapon roll-up
 * rows (subject '', context the season or event), each beside its scope's roll-up row for the player-games and
 * kills the rates divide by, both read by primary key, and packages/stats `weaponPicks`. The call reads a
 * scope's row, or two events with theirs, by primary key, and makes the change with `weaponMetaChange`.
 */
import type { WeaponMeta } from "@match-stats/contract";
import { NO_SUBJECT, weaponMetaChange, weaponPicks } from "@match-stats/stats";
import { type Kysely, sql } from "kysely";
import { invalid } from "../../answers/errors.ts";
import { runCompiled, slot } from "../../db/compiled-once.ts";
import type { Database } from "../../db/schema.ts";

export type MetaScope = "season" | "event";

const WEAPON_NAME = sql<string>`(select name from weapons where weapons.id = ${sql.ref("w.weapon_id")})`;

/** A weapon's row of a scope (`w`) with the scope's own sums (`r`): what a pick rate and kill rate divide. */
const PICK_COLUMNS = [
  "w.weapon_id",
  WEAPON_NAME.as("weapon_name"),
  "w.pick_times",
  "w.kills",
  "r.appearances as player_games",
  "r.kills as scope_kills",
] as const;

/**
 * The weapons of a season or an event (slot 0), each with the scope's player-games and kills. The scope is
 * written into the SQL, one statement per scope, so that every column of the key is a seek.
 */
export const scopeWeaponsQuery = (db: Kysely<Database>, scope: MetaScope) =>
  db
    .selectFrom("weapon_rollups as w")
    .innerJoin("rollups as r", (join) =>
      join
        .onRef("r.scope", "=", "w.scope")
        .onRef("r.subject", "=", "w.subject")
        .onRef("r.context_id", "=", "w.context_id"),
    )
    .select(PICK_COLUMNS)
    .where("w.scope", "=", sql.lit(scope))
    .where("w.subject", "=", sql.lit(NO_SUBJECT))
    .where("w.context_id", "=", slot<number>(0));

/** The picks kept for a season or an event: the scope in slot 0, its id in slot 1. */
export const keptPicksQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("weapon_picks")
    .select("weapons")
    .where("scope", "=", slot<string>(0))
    .where("context_id", "=", slot<number>(1));

/**
 * An event (slot `index`) by primary key with its season and its kept picks (none for an event without games).
 * The id is written into the join as well: sought through the outer join's condition alone, PostgreSQL read
 * every event's row.
 */
const eventPicksQuery = (db: Kysely<Database>, index: number) =>
  db
    .selectFrom("events as e")
    .leftJoin("weapon_picks as p", (join) =>
      join.on("p.scope", "=", sql.lit("event")).on("p.context_id", "=", slot<number>(index)),
    )
    .select(["e.id as event_id", "e.name as event_name", "e.start_time", "e.season_id", "p.weapons"])
    .where("e.id", "=", slot<number>(index));

/** Two events (slots 0 and 1) with their picks, in one statement. */
export const changeQuery = (db: Kysely<Database>) => eventPicksQuery(db, 0).unionAll(eventPicksQuery(db, 1));

type Picks = WeaponMeta["weapons"];

/** Every weapon used in a season or an event, highest pick rate first, from its roll-ups: what ingest keeps. */
export async function buildWeaponPicks(
  db: Kysely<Database>,
  scope: MetaScope,
  contextId: number,
): Promise<Picks> {
  const rows = await runCompiled(db, `weapon_meta ${scope}`, () => scopeWeaponsQuery(db, scope), [contextId]);
  const names = new Map(rows.map((row) => [row.weapon_id, row.weapon_name]));
  return weaponPicks(rows).map((pick) => ({ ...pick, weapon_name: names.get(pick.weapon_id) ?? "" }));
}

const parsePicks = (weapons: string | null): Picks =>
  weapons === null ? [] : (JSON.parse(weapons) as Picks);

/** Every weapon used in a season or an event, highest pick rate first; none for an unknown id. */
export async function readWeaponPicks(
  db: Kysely<Database>,
  scope: MetaScope,
  contextId: number,
): Promise<Picks> {
  const [row] = await runCompiled(db, "weapon_meta kept", () => keptPicksQuery(db), [scope, contextId]);
  return parsePicks(row?.weapons ?? null);
}

/**
 * Each weapon's pick rate in two events of one season and its change. The same event twice, or events of two
 * seasons, are refused as the body's fault; an unknown event answers null.
 */
export async function readWeaponChange(
  db: Kysely<Database>,
  fromId: number,
  toId: number,
): Promise<WeaponMeta["change"]> {
  if (fromId === toId) throw invalid("to_event_id", "must be another event than from_event_id");
  const rows = await runCompiled(db, "weapon_meta change", () => changeQuery(db), [fromId, toId]);
  const from = rows.find((row) => row.event_id === fromId);
  const to = rows.find((row) => row.event_id === toId);
  if (!from || !to) return null;
  if (from.season_id !== to.season_id) {
    throw invalid("to_event_id", `is not an event of season ${from.season_id}, from_event_id's`);
  }
  const fromPicks = parsePicks(from.weapons);
  const toPicks = parsePicks(to.weapons);
  const names = new Map([...fromPicks, ...toPicks].map((pick) => [pick.weapon_id, pick.weapon_name]));
  const event = ({ event_id, event_name, start_time }: typeof from) => ({ event_id, event_name, start_time });
  return {
    from: event(from),
    to: event(to),
    weapons: weaponMetaChange(fromPicks, toPicks).map((row) => ({
      ...row,
      weapon_name: names.get(row.weapon_id) ?? "",
    })),
  };
}

/**
 * The per-game statistics a player produces, as stored in the fact tables and summed in the roll-ups.
 * This list is the single definition the ingest format, the database schema, the roll-up builder and the
 * column catalogue are all built from.
 */

/** How a counter combines across games, and across the players of one team in one game. */
export type Aggregate = "sum" | "max";

export interface CounterField<K extends string = string> {
  readonly key: K;
  readonly label: string;
  readonly description: string;
  /** Across games (roll-ups): summed, or the largest value. */
  readonly acrossGames: Aggregate;
  /** Across the players of one team in one game (the team's row). */
  readonly acrossTeam: Aggregate;
}

const counter = <K extends string>(
  key: K,
  label: string,
  description: string,
  acrossTeam: Aggregate = "sum",
  acrossGames: Aggregate = "sum",
): CounterField<K> => ({ key, label, description, acrossGames, acrossTeam });

export const PLAYER_COUNTERS = [
  counter("kills", "Kills", "Enemies eliminated."),
  counter("death", "Death", "Times the player was eliminated."),
  counter("assists", "Assists", "Eliminations the player helped with."),
  counter("damage", "Damage", "Damage dealt to enemies."),
  counter("knock_down", "Knock Down", "Enemies knocked down."),
  counter("headshots", "Headshots", "Shots that hit an enemy's head."),
  counter("headshot_killtimes", "Headshot Kills", "Eliminations by a headshot."),
  counter("on_target", "On Target", "Shots that hit an enemy."),
  counter("hits", "Hits", "Shots that hit anything (enemies, vehicles, ice walls)."),
  counter("shoots", "Shots", "Shots fired."),
  counter(
    "survival_time",
    "Survival Time",
    "Seconds alive in the game; a team's is its longest-surviving member's.",
    "max",
  ),
  counter("moving_distance", "Moving Distance", "Metres travelled on foot."),
  counter("vehicle_move_distance", "Vehicle Distance", "Metres travelled in vehicles."),
  counter("kill_distance", "Kill Distance", "Sum of the distances of all eliminations, in metres."),
  counter("max_kill_distance", "Max Kill Distance", "Longest elimination, in metres.", "max", "max"),
  counter("vehicle_kill", "Vehicle Kills", "Eliminations with a vehicle."),
  counter("rescue_times", "Rescue Members", "Times the player rescued a knocked teammate."),
  counter("revive_teammate_times", "Revival", "Times the player revived a teammate."),
  counter("revival_members", "Revival Members", "Distinct teammates the player revived."),
  counter("revived_times", "Revived Times", "Times the player was revived by a teammate."),
  counter("hp_added", "HP Added", "Health restored."),
  counter("medkit_use", "Medkit Use", "Medkits used."),
  counter("icewall_use", "Gloo Wall Use", "Ice walls deployed."),
  counter("icewall_destroyed_times", "Gloo Wall Destroyed", "Enemy ice walls destroyed."),
  counter("grenade_use", "Grenade Use", "Grenades thrown."),
  counter("grenade_kills", "Grenade Kills", "Eliminations by grenade."),
  counter("grenade_damage", "Grenade Damage", "Damage dealt by grenades."),
] as const satisfies readonly CounterField[];

export type PlayerCounterKey = (typeof PLAYER_COUNTERS)[number]["key"];

/** What one team scores in one game, beyond the sums of its players. */
export const TEAM_COUNTERS = [
  counter("survival_score", "Survival Score", "Placement points (battle royale)."),
  counter("total_score", "Total Score", "Placement points plus kill points (battle royale)."),
  counter("booyah", "Booyah", "Games won: 1 for the last team standing."),
  counter("rounds_won", "Rounds Won", "Clash-squad rounds won."),
  counter("rounds_lost", "Rounds Lost", "Clash-squad rounds lost."),
  counter("pos_change", "Position Change", "Zone rotations the team made."),
] as const satisfies readonly CounterField[];

export type TeamCounterKey = (typeof TEAM_COUNTERS)[number]["key"];

/** What one player does with one weapon in one game. */
export const WEAPON_COUNTERS = [
  counter("kills", "Kills", "Eliminations with the weapon."),
  counter("damage", "Damage", "Damage dealt with the weapon."),
  counter("headshots", "Headshots", "Head hits with the weapon."),
  counter("on_target", "On Target", "Enemy hits with the weapon."),
  counter("hits", "Hits", "Hits of anything with the weapon."),
  counter("shoots", "Shots", "Shots fired with the weapon."),
] as const satisfies readonly CounterField[];

export type WeaponCounterKey = (typeof WEAPON_COUNTERS)[number]["key"];

export const PLAYER_COUNTER_KEYS: readonly PlayerCounterKey[] = PLAYER_COUNTERS.map((f) => f.key);
/** The counters of the Items Data table (battle royale's grenades, gloo walls and medkits), in its order. */
export const ITEM_COUNTER_KEYS = [
  "grenade_use",
  "grenade_kills",
  "grenade_damage",
  "icewall_use",
  "icewall_destroyed_times",
  "medkit_use",
] as const satisfies readonly PlayerCounterKey[];

export const TEAM_COUNTER_KEYS: readonly TeamCounterKey[] = TEAM_COUNTERS.map((f) => f.key);
export const WEAPON_COUNTER_KEYS: readonly WeaponCounterKey[] = WEAPON_COUNTERS.map((f) => f.key);

export const SKILL_KINDS = ["active", "passive", "pet", "loadout"] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

/** The skill kinds as their tabs name them. */
export const SKILL_KIND_LABELS: Readonly<Record<SkillKind, string>> = {
  active: "Active",
  passive: "Passive",
  pet: "Pet",
  loadout: "Loadout",
};

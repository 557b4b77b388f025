/**
 * Turns what a simulated game decided about one player (kills, deaths, survival, revives) into a full
 * player result: damage and shooting counters, per-weapon breakdown, distances, items and skill picks,
 * all within the ingest consistency rules (headshots <= on target <= hits <= shots, weapon sums <= the
 * player's, distances 0 without kills).
 */
import type { PlayerResult, WeaponResult } from "../ingest/format.ts";
import { type DemoSkill, type DemoWeapon, SKILLS, WEAPON_CLASSES } from "./catalog.ts";
import type { Random } from "./random.ts";
import type { RosterEntry } from "./world.ts";

/** What the game simulation counts for one player. */
export interface Tally {
  kills: number;
  death: number;
  assists: number;
  knockDown: number;
  survivalTime: number;
  reviveTeammateTimes: number;
  /** Bit i set: revived teammate i of the line-up. */
  revivedMates: number;
  revivedTimes: number;
}

export const newTally = (): Tally => ({
  kills: 0,
  death: 0,
  assists: 0,
  knockDown: 0,
  survivalTime: 0,
  reviveTeammateTimes: 0,
  revivedMates: 0,
  revivedTimes: 0,
});

export interface GameContext {
  readonly battleRoyale: boolean;
  /** Seconds. */
  readonly gameLength: number;
  /** Clash-squad rounds played; 0 in battle royale. */
  readonly rounds: number;
}

/**
 * Splits `total` into integers proportional to `weights`, each at most its cap; entries of weight 0 get 0.
 * The parts add up to `total` unless the caps cannot hold it, in which case they add up to less.
 */
export const split = (total: number, weights: readonly number[], caps?: readonly number[]): number[] => {
  const parts = weights.map(() => 0);
  let weightSum = 0;
  for (const w of weights) weightSum += w;
  if (total <= 0 || weightSum <= 0) return parts;
  let left = total;
  for (let i = 0; i < weights.length; i++) {
    const share = Math.min(Math.floor((total * (weights[i] ?? 0)) / weightSum), caps?.[i] ?? total);
    parts[i] = share;
    left -= share;
  }
  const order = weights.map((_, i) => i).sort((a, b) => (weights[b] ?? 0) - (weights[a] ?? 0));
  for (const i of order) {
    if (left === 0) break;
    if ((weights[i] ?? 0) <= 0) continue;
    const add = Math.min(left, (caps?.[i] ?? total) - (parts[i] ?? 0));
    if (add > 0) {
      parts[i] = (parts[i] ?? 0) + add;
      left -= add;
    }
  }
  return parts;
};

const popCount = (bits: number): number => {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
};

/** How many weapons a player carries in one game, from one to four. */
const WEAPON_COUNT_WEIGHTS = { br: [0.15, 0.4, 0.3, 0.15], cs: [0.3, 0.45, 0.2, 0.05] };

const pickWeapons = (rng: Random, entry: RosterEntry, battleRoyale: boolean): DemoWeapon[] => {
  const mode = battleRoyale ? "br" : "cs";
  const count = 1 + rng.weightedIndex(WEAPON_COUNT_WEIGHTS[mode]);
  const pool = entry.player.weapons;
  return rng.weightedSample(
    pool,
    pool.map((w) => WEAPON_CLASSES[w.class].popularity[mode] * w.meta),
    count,
  );
};

const pickSkills = (rng: Random, entry: RosterEntry, ctx: GameContext, survival: number) => {
  const { player } = entry;
  const br = ctx.battleRoyale;
  const pick = (skill: DemoSkill, useTimes: number) => ({ skill_id: skill.id, use_times: useTimes });
  // Players mostly stick to their own character, pet and passives, and switch now and then.
  const active = rng.chance(0.85) ? player.active : rng.pick(SKILLS.active);
  const pet = rng.chance(0.9) ? player.pet : rng.pick(SKILLS.pet);
  const passives = rng.sample(player.passives, rng.chance(0.8) ? 3 : 2);
  const skills = [
    pick(active, br ? rng.poisson(ctx.gameLength * survival * 0.004) : rng.poisson(ctx.rounds * 0.6)),
  ];
  for (const passive of passives) {
    skills.push(pick(passive, br ? rng.poisson(1 + 3 * survival) : rng.poisson(ctx.rounds * 0.5)));
  }
  skills.push(pick(pet, br ? rng.poisson(0.5 + 2 * survival) : rng.poisson(ctx.rounds * 0.3)));
  // Loadouts are a battle-royale item.
  if (br)
    skills.push(pick(rng.pick(player.loadouts), rng.int(0, 1) + (survival > 0.6 && rng.chance(0.3) ? 1 : 0)));
  return skills;
};

export const buildPlayerResult = (
  rng: Random,
  entry: RosterEntry,
  tally: Tally,
  ctx: GameContext,
): PlayerResult => {
  const br = ctx.battleRoyale;
  const { kills, survivalTime } = tally;
  /** Share of the game the player was alive: scales everything that accumulates over time. */
  const alive = Math.min(1, survivalTime / ctx.gameLength);
  const skill = entry.player.skill;

  const weapons = pickWeapons(rng, entry, br);
  const traits = weapons.map((w) => WEAPON_CLASSES[w.class]);
  // The first weapon picked is the main one.
  const usage = weapons.map((_, i) => (i === 0 ? 2 : 1) * rng.uniform(0.3, 1));

  const vehicleKill = br && kills > 0 && rng.chance(0.03) ? 1 : 0;
  const grenadeUse = br ? rng.poisson(0.4 + 1.5 * alive) : rng.poisson(ctx.rounds * 0.2);
  const grenadeKills = kills - vehicleKill > 0 && grenadeUse > 0 && rng.chance(0.08) ? 1 : 0;
  const grenadeDamage = grenadeUse > 0 ? grenadeKills * rng.int(90, 140) + rng.poisson(grenadeUse * 25) : 0;
  const weaponKills = kills - vehicleKill - grenadeKills;
  const chipDamage = br ? rng.uniform(0, 300) * alive : ctx.rounds * rng.uniform(10, 50);
  const weaponDamage = Math.round(
    weaponKills * 150 * rng.uniform(0.85, 1.2) + tally.assists * rng.uniform(30, 70) + chipDamage,
  );
  const damage = weaponDamage + grenadeDamage + vehicleKill * rng.int(80, 200);

  // Player totals follow from the damage and the weapons' traits, weighted by where the shots went.
  const shotShare = usage.map((u, i) => u * (traits[i]?.fireRate ?? 1));
  let hitShare = 0;
  let hitDamage = 0;
  let shotSum = 0;
  let headshotRate = 0;
  for (const [i, t] of traits.entries()) {
    const s = shotShare[i] ?? 0;
    shotSum += s;
    hitShare += s * t.accuracy;
    hitDamage += s * t.accuracy * t.damagePerHit;
    headshotRate += s * t.accuracy * t.headshotRate;
  }
  const onTarget =
    weaponDamage > 0 ? Math.max(weaponKills, Math.ceil(weaponDamage / (hitDamage / hitShare))) : 0;
  const hits = onTarget + Math.round(onTarget * rng.uniform(0.05, 0.3));
  const accuracy = (hitShare / shotSum) * skill ** 0.3 * rng.uniform(0.85, 1.15);
  const shoots = Math.max(hits, Math.round(hits / Math.min(0.9, accuracy))) + rng.poisson(30 * alive);
  const headshots = Math.min(
    onTarget,
    Math.round(onTarget * (headshotRate / hitShare) * skill ** 0.2 * rng.uniform(0.7, 1.3)),
  );

  const weaponShots = split(shoots, shotShare);
  const weaponHits = split(
    hits,
    weaponShots.map((s, i) => s * (traits[i]?.accuracy ?? 0)),
    weaponShots,
  );
  const weaponOnTarget = split(onTarget, weaponHits, weaponHits);
  const weaponHeadshots = split(
    headshots,
    weaponOnTarget.map((o, i) => o * (traits[i]?.headshotRate ?? 0)),
    weaponOnTarget,
  );
  const lethality = weaponOnTarget.map((o, i) => o * (traits[i]?.damagePerHit ?? 0));
  const weaponKillCounts = split(weaponKills, lethality, weaponOnTarget);
  const weaponDamages = split(weaponDamage, lethality);

  let killDistance = 0;
  let maxKillDistance = 0;
  const addKill = (metres: number) => {
    killDistance += metres;
    maxKillDistance = Math.max(maxKillDistance, metres);
  };
  for (const [i, t] of traits.entries()) {
    // Clash-squad maps are small.
    const [near, far] = br ? t.range : [t.range[0], Math.min(t.range[1], 60)];
    for (let k = 0; k < (weaponKillCounts[i] ?? 0); k++)
      addKill(Math.round(near + (far - near) * rng.next() ** 1.5));
  }
  for (let k = 0; k < grenadeKills; k++) addKill(rng.int(5, 25));
  for (let k = 0; k < vehicleKill; k++) addKill(rng.int(1, 4));

  const medkitUse = br ? rng.poisson(0.5 + 3 * alive) : rng.poisson(ctx.rounds * 0.25);
  const weaponResults: WeaponResult[] = weapons.map((w, i) => ({
    weapon_id: w.id,
    kills: weaponKillCounts[i] ?? 0,
    damage: weaponDamages[i] ?? 0,
    headshots: weaponHeadshots[i] ?? 0,
    on_target: weaponOnTarget[i] ?? 0,
    hits: weaponHits[i] ?? 0,
    shoots: weaponShots[i] ?? 0,
  }));

  return {
    teamplayer_id: entry.teamPlayer.id,
    team_id: entry.teamPlayer.team_id,
    kills,
    death: tally.death,
    assists: tally.assists,
    damage,
    knock_down: tally.knockDown,
    headshots,
    headshot_killtimes: Math.min(headshots, rng.binomial(kills, Math.min(0.8, 0.35 * skill ** 0.3))),
    on_target: onTarget,
    hits,
    shoots,
    survival_time: survivalTime,
    moving_distance: Math.round(survivalTime * (br ? rng.uniform(1.6, 2.8) : rng.uniform(1.1, 2))),
    vehicle_move_distance: br && rng.chance(0.85) ? Math.round(survivalTime * rng.uniform(0, 1.8)) : 0,
    kill_distance: killDistance,
    max_kill_distance: maxKillDistance,
    vehicle_kill: vehicleKill,
    rescue_times: tally.reviveTeammateTimes + rng.poisson(0.2),
    revive_teammate_times: tally.reviveTeammateTimes,
    revival_members: popCount(tally.revivedMates),
    revived_times: tally.revivedTimes,
    hp_added: medkitUse * rng.int(60, 75) + Math.round(rng.uniform(0, 150) * alive),
    medkit_use: medkitUse,
    icewall_use: br ? rng.poisson(2 + 12 * alive) : rng.poisson(ctx.rounds * 1.2),
    icewall_destroyed_times: br ? rng.poisson(0.5 + 3 * alive) : rng.poisson(ctx.rounds * 0.5),
    grenade_use: grenadeUse,
    grenade_kills: grenadeKills,
    grenade_damage: grenadeDamage,
    weapons: weaponResults,
    skills: pickSkills(rng, entry, ctx, alive),
  };
};

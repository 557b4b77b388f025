/** The demo's weapons and skills, with the handling traits that shape each weapon's statistics. */
import type { SkillKind } from "@match-stats/stats";

export type WeaponClass = "ar" | "smg" | "shotgun" | "sniper" | "marksman" | "lmg" | "pistol" | "melee";

export interface WeaponClassTraits {
  /** Shots fired relative to an assault rifle used for as long. */
  readonly fireRate: number;
  /** Share of shots that hit something. */
  readonly accuracy: number;
  /** Share of enemy hits that are headshots. */
  readonly headshotRate: number;
  readonly damagePerHit: number;
  /** Typical elimination distance, in metres. */
  readonly range: readonly [number, number];
  /** How often the class is carried in battle royale and in clash squad. */
  readonly popularity: { readonly br: number; readonly cs: number };
}

export const WEAPON_CLASSES: Record<WeaponClass, WeaponClassTraits> = {
  ar: {
    fireRate: 1,
    accuracy: 0.18,
    headshotRate: 0.2,
    damagePerHit: 30,
    range: [8, 90],
    popularity: { br: 5, cs: 3 },
  },
  smg: {
    fireRate: 1.3,
    accuracy: 0.22,
    headshotRate: 0.15,
    damagePerHit: 22,
    range: [2, 30],
    popularity: { br: 3, cs: 4 },
  },
  shotgun: {
    fireRate: 0.35,
    accuracy: 0.35,
    headshotRate: 0.3,
    damagePerHit: 42,
    range: [1, 12],
    popularity: { br: 3, cs: 4.5 },
  },
  sniper: {
    fireRate: 0.12,
    accuracy: 0.5,
    headshotRate: 0.35,
    damagePerHit: 110,
    range: [60, 320],
    popularity: { br: 1.5, cs: 0.8 },
  },
  marksman: {
    fireRate: 0.3,
    accuracy: 0.35,
    headshotRate: 0.3,
    damagePerHit: 60,
    range: [25, 180],
    popularity: { br: 2.5, cs: 1.2 },
  },
  lmg: {
    fireRate: 1.5,
    accuracy: 0.12,
    headshotRate: 0.1,
    damagePerHit: 28,
    range: [10, 80],
    popularity: { br: 0.6, cs: 0.2 },
  },
  pistol: {
    fireRate: 0.4,
    accuracy: 0.25,
    headshotRate: 0.25,
    damagePerHit: 35,
    range: [3, 30],
    popularity: { br: 0.6, cs: 1.5 },
  },
  melee: {
    fireRate: 0.1,
    accuracy: 0.6,
    headshotRate: 0.05,
    damagePerHit: 80,
    range: [1, 2],
    popularity: { br: 0.1, cs: 0.2 },
  },
};

export interface DemoWeapon {
  readonly id: number;
  readonly name: string;
  readonly class: WeaponClass;
  /** How much the current meta favours it within its class. */
  readonly meta: number;
}

const weaponList: readonly [string, WeaponClass, number][] = [
  ["M4A1", "ar", 2],
  ["AK", "ar", 2.5],
  ["SCAR", "ar", 2.5],
  ["Groza", "ar", 2],
  ["FAMAS", "ar", 1],
  ["XM8", "ar", 1.5],
  ["AN94", "ar", 1.2],
  ["AUG", "ar", 1.2],
  ["Parafal", "ar", 1],
  ["Kingfisher", "ar", 0.8],
  ["Plasma", "ar", 0.4],
  ["MP40", "smg", 3],
  ["UMP", "smg", 2.5],
  ["MP5", "smg", 1.5],
  ["Thompson", "smg", 1.5],
  ["P90", "smg", 1.2],
  ["Vector", "smg", 1.3],
  ["Bizon", "smg", 0.8],
  ["Mini Uzi", "smg", 0.8],
  ["MAC10", "smg", 0.7],
  ["M1887", "shotgun", 3],
  ["M1014", "shotgun", 2.5],
  ["SPAS12", "shotgun", 1.2],
  ["MAG-7", "shotgun", 1.2],
  ["M590", "shotgun", 0.8],
  ["Charge Buster", "shotgun", 0.6],
  ["AWM", "sniper", 2.5],
  ["Kar98k", "sniper", 1.5],
  ["M82B", "sniper", 1.5],
  ["M24", "sniper", 1],
  ["Woodpecker", "marksman", 2.5],
  ["SKS", "marksman", 1.5],
  ["SVD", "marksman", 1.2],
  ["M14", "marksman", 1.5],
  ["M1873", "marksman", 0.8],
  ["AC80", "marksman", 1],
  ["M249", "lmg", 1],
  ["M60", "lmg", 1],
  ["Kord", "lmg", 0.6],
  ["Desert Eagle", "pistol", 2],
  ["M500", "pistol", 1.2],
  ["USP", "pistol", 1],
  ["G18", "pistol", 1],
  ["Pan", "melee", 1],
];

export const WEAPONS: readonly DemoWeapon[] = weaponList.map(([name, weaponClass, meta], i) => ({
  id: 101 + i,
  name,
  class: weaponClass,
  meta,
}));

export interface DemoSkill {
  readonly id: number;
  readonly name: string;
  readonly kind: SkillKind;
}

const skillNames: Record<SkillKind, readonly string[]> = {
  active: [
    "Drop the Beat (Alok)",
    "Time Turner (Chrono)",
    "Master of All (K)",
    "Riptide Rhythm (Skyler)",
    "Camouflage (Wukong)",
    "Healing Heartbeat (Dimitri)",
    "Rebel Rush (Tatsuya)",
    "Xtreme Encounter (Xayne)",
    "Painted Refuge (Steffie)",
    "Swordsman's Wrath (Kenta)",
    "Senses Shockwave (Homer)",
    "Wall Brawl (Iris)",
    "Tracing Steps (Clu)",
    "Bullet Beats (Orion)",
  ],
  passive: [
    "Bushido (Hayato)",
    "Sustained Raids (Jota)",
    "Hacker's Eye (Moco)",
    "Dash (Kelly)",
    "Gluttony (Maxim)",
    "Sharp Shooter (Laura)",
    "Crazy Slayer (Miguel)",
    "Dead Silent (Rafael)",
    "Raging Reload (Jai)",
    "Damage Delivered (Shirou)",
    "Hat Trick (Luqueta)",
    "Muay Thai (Kla)",
    "Gangster's Spirit (Antonio)",
    "Armor Specialist (Andrew)",
    "Iron Will (Ford)",
    "Limelight (Wolfrahh)",
    "Vital Vibes (Thiva)",
    "Buzzer Beater (Leon)",
  ],
  pet: [
    "Skyline Spree (Falco)",
    "Double Blubber (Ottero)",
    "Panda's Blessings (Detective Panda)",
    "Smooth Gloo (Mr. Waggor)",
    "Stay Chill (Rockie)",
    "Dragon Glare (Dreki)",
    "Helping Hand (Beaston)",
    "Night Hunt (Night Panther)",
    "Calm Mind (Sensei Tig)",
    "Fox Spirit (Spirit Fox)",
    "Hop Scan (Agent Hop)",
    "Power Bounce (Poring)",
  ],
  loadout: [
    "Bonfire",
    "Scan",
    "Resupply Map",
    "Supply Crate",
    "Gas Can",
    "Armor Repair Kit",
    "Airdrop Flare",
    "Gloo Wall Pack",
    "Medkit Pack",
    "Mini Drone",
    "Ammo Box",
  ],
};

const skillIdBase: Record<SkillKind, number> = { active: 501, passive: 601, pet: 701, loadout: 801 };

const skillsOf = (kind: SkillKind): DemoSkill[] =>
  skillNames[kind].map((name, i) => ({ id: skillIdBase[kind] + i, name, kind }));

export const SKILLS: Record<SkillKind, readonly DemoSkill[]> = {
  active: skillsOf("active"),
  passive: skillsOf("passive"),
  pet: skillsOf("pet"),
  loadout: skillsOf("loadout"),
};

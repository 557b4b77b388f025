/**
 * Derived values: the one place where rates, ratios and averages are computed from counter sums, so every
 * screen, roll-up and export agrees. They are always computed from sums at read time: a ratio of rounded
 * averages would drift from the ratio of the totals.
 */
import {
  type Aggregate,
  PLAYER_COUNTERS,
  type PlayerCounterKey,
  TEAM_COUNTERS,
  type TeamCounterKey,
  WEAPON_COUNTERS,
  type WeaponCounterKey,
} from "./fields.ts";
import { type Format, formatWinLoss } from "./formats.ts";
import { isMissing } from "./missing.ts";

/** Counter keys, plus the pick count that weapon and skill breakdowns carry. */
export type CounterKey = PlayerCounterKey | TeamCounterKey | WeaponCounterKey | "pick_times";

/** Summed counters of one subject (player, team, team-player, weapon or skill); absent means unknown. */
export type CounterSums = { readonly [K in CounterKey]?: number | null };

/** What some derived values need beyond the subject's own sums. */
export interface DerivedContext {
  /** Games the subject played, for pick rates. */
  readonly games?: number | null;
  /** The subject's kills with all weapons, for a weapon's kill rate. */
  readonly subjectKills?: number | null;
}

export type Amount = number | null | undefined;

/** numerator / denominator, or null when either is missing or the denominator is zero. */
export const ratio = (numerator: Amount, denominator: Amount): number | null =>
  isMissing(numerator) || isMissing(denominator) || denominator === 0 ? null : numerator! / denominator!;

export const headshotKillRate = (s: CounterSums): number | null => ratio(s.headshot_killtimes, s.kills);
export const headshotAccuracyRate = (s: CounterSums): number | null => ratio(s.headshots, s.on_target);
export const hitRate = (s: CounterSums): number | null => ratio(s.hits, s.shoots);
/** The share of all shots fired that were headshots; accuracy (per shot on target) is headshotAccuracyRate. */
export const headshotRate = (s: CounterSums): number | null => ratio(s.headshots, s.shoots);
export const killDistanceAvg = (s: CounterSums): number | null => ratio(s.kill_distance, s.kills);

/** Kills per death; with no deaths the game shows the kills themselves rather than nothing. */
export const kd = (s: CounterSums): number | null => {
  if (isMissing(s.kills) || isMissing(s.death)) return null;
  return s.death === 0 ? s.kills! : s.kills! / s.death!;
};

/**
 * Clash-squad rounds won and lost as "a-b"; null when either is unknown or the subject played no clash-squad
 * game. Battle royale records 0 rounds, and every clash-squad game has a round winner (its booyah agrees with
 * its rounds, docs/ingest-format.md), so sums of 0-0 are battle royale's alone: no W-L, not "0-0".
 */
export const winLoss = (s: CounterSums): string | null =>
  isMissing(s.rounds_won) || isMissing(s.rounds_lost) || s.rounds_won! + s.rounds_lost! === 0
    ? null
    : formatWinLoss(s.rounds_won, s.rounds_lost);

/** A weapon's share of the subject's kills. */
export const killRate = (weaponKills: Amount, subjectKills: Amount): number | null =>
  ratio(weaponKills, subjectKills);

/** Share of the games in which a weapon or skill was picked. */
export const pickRate = (pickTimes: Amount, games: Amount): number | null => ratio(pickTimes, games);

/** Average of a sum over its sample (games, or player-games for a season or event); null when empty. */
export const average = (sum: Amount, games: Amount): number | null => ratio(sum, games);

const ACROSS_GAMES = new Map<string, Aggregate>(
  [...PLAYER_COUNTERS, ...TEAM_COUNTERS, ...WEAPON_COUNTERS].map((f) => [f.key, f.acrossGames]),
);

/**
 * The per-game average of one counter's sum. A counter kept as a maximum across games (the longest kill) is
 * not a sum, so dividing it by games would mean nothing: it is passed through unchanged.
 */
export const averageOfCounter = (key: string, value: Amount, games: Amount): number | null =>
  ACROSS_GAMES.get(key) === "max" ? (isMissing(value) ? null : value!) : average(value, games);

/** Per-game averages of every counter of a record (averageOfCounter). */
export const averages = <T extends { readonly [key: string]: Amount }>(
  sums: T,
  games: Amount,
): { -readonly [P in keyof T]-?: number | null } => {
  const result: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(sums)) result[key] = averageOfCounter(key, value, games);
  return result as { -readonly [P in keyof T]-?: number | null };
};

export interface DerivedField {
  readonly key: string;
  readonly label: string;
  readonly format: Format;
  readonly description: string;
  /** The counters `compute` reads from the sums: what a caller must fetch to make this value alone. */
  readonly inputs: readonly CounterKey[];
  readonly compute: (sums: CounterSums, context?: DerivedContext) => number | string | null;
}

export const DERIVED_FIELDS = [
  {
    key: "headshot_kill_rate",
    label: "Headshot Kill Rate",
    format: "rate",
    description: "Share of eliminations made with a headshot.",
    inputs: ["headshot_killtimes", "kills"],
    compute: headshotKillRate,
  },
  {
    key: "headshot_accuracy_rate",
    label: "Headshot Accuracy Rate",
    format: "rate",
    description: "Share of shots on target that hit the head.",
    inputs: ["headshots", "on_target"],
    compute: headshotAccuracyRate,
  },
  {
    key: "hit_rate",
    label: "Hit Rate",
    format: "rate",
    description: "Share of shots fired that hit anything.",
    inputs: ["hits", "shoots"],
    compute: hitRate,
  },
  {
    key: "headshot_rate",
    label: "Headshot Rate",
    format: "rate",
    description: "Share of a weapon's shots fired that were headshots.",
    inputs: ["headshots", "shoots"],
    compute: headshotRate,
  },
  {
    key: "kill_distance_avg",
    label: "Avg Kill Distance",
    format: "decimal",
    description: "Average distance of an elimination, in metres.",
    inputs: ["kill_distance", "kills"],
    compute: killDistanceAvg,
  },
  {
    key: "kd",
    label: "K/D",
    format: "decimal",
    description: "Kills per death; equal to the kills when there were no deaths.",
    inputs: ["kills", "death"],
    compute: kd,
  },
  {
    key: "w_l",
    label: "W-L",
    format: "win_loss",
    description: "Clash-squad rounds won and lost.",
    inputs: ["rounds_won", "rounds_lost"],
    compute: winLoss,
  },
  {
    key: "kill_rate",
    label: "Kill Rate",
    format: "rate",
    description: "Share of the subject's eliminations made with this weapon.",
    inputs: ["kills"],
    compute: (s, context) => killRate(s.kills, context?.subjectKills),
  },
  {
    key: "pick_rate",
    label: "Pick Rate",
    format: "rate",
    description: "Share of games in which this weapon or skill was picked.",
    inputs: ["pick_times"],
    compute: (s, context) => pickRate(s.pick_times, context?.games),
  },
] as const satisfies readonly DerivedField[];

export type DerivedKey = (typeof DERIVED_FIELDS)[number]["key"];

const INPUTS_OF = new Map<string, readonly CounterKey[]>(DERIVED_FIELDS.map((f) => [f.key, f.inputs]));

/** The counters a statistic is made from: a derived value's inputs, a counter itself, or none. */
export const statInputs = (key: string): readonly CounterKey[] =>
  INPUTS_OF.get(key) ?? (ACROSS_GAMES.has(key) ? [key as CounterKey] : []);

/** Every derived value of a record, keyed like DERIVED_FIELDS. */
export const deriveAll = (
  sums: CounterSums,
  context?: DerivedContext,
): Record<DerivedKey, number | string | null> => {
  const result = {} as Record<DerivedKey, number | string | null>;
  for (const field of DERIVED_FIELDS) result[field.key] = field.compute(sums, context);
  return result;
};

export type Side = "a" | "b";

/** Each side's percentage of the two together (docs/spec.md section 4); 50/50 when equal, including both zero. */
export interface Shares {
  readonly a: number;
  readonly b: number;
}

/**
 * The compare dialog's bar: each side's share of the sum. A missing or negative amount counts as zero,
 * since a side without data holds none of the total.
 */
export const compareShares = (a: Amount, b: Amount): Shares => {
  const x = isMissing(a) || a! < 0 ? 0 : a!;
  const y = isMissing(b) || b! < 0 ? 0 : b!;
  if (x === y) return { a: 50, b: 50 };
  // Scaled by the larger side so two huge amounts cannot overflow their sum to Infinity.
  const scale = Math.max(x, y);
  const total = x / scale + y / scale;
  return { a: (x / scale / total) * 100, b: (y / scale / total) * 100 };
};

const WIN_LOSS = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/;

const parseWinLoss = (text: string | null | undefined): { won: number; lost: number } | null => {
  const match = typeof text === "string" ? WIN_LOSS.exec(text) : null;
  return match ? { won: Number(match[1]), lost: Number(match[2]) } : null;
};

/**
 * Which of two "wins-losses" records leads: more wins, then fewer losses (docs/spec.md section 4).
 * A side without a readable record loses to one with a record.
 */
export const compareWinLoss = (a: string | null | undefined, b: string | null | undefined): Side | "tie" => {
  const x = parseWinLoss(a);
  const y = parseWinLoss(b);
  if (x === null || y === null) return x === y ? "tie" : x === null ? "b" : "a";
  if (x.won !== y.won) return x.won > y.won ? "a" : "b";
  if (x.lost !== y.lost) return x.lost < y.lost ? "a" : "b";
  return "tie";
};

/**
 * The W-L bar of the compare dialog (docs/spec.md section 4): each side's share of the wins; with equal wins, of
 * the losses turned round, so the side with fewer losses holds the larger share, as compareWinLoss leads.
 * A side without a readable record holds none of the bar, like a missing amount.
 */
export const winLossShares = (a: string | null | undefined, b: string | null | undefined): Shares => {
  const x = parseWinLoss(a);
  const y = parseWinLoss(b);
  if (x === null || y === null) return compareShares(x === null ? 0 : 1, y === null ? 0 : 1);
  return x.won !== y.won ? compareShares(x.won, y.won) : compareShares(y.lost, x.lost);
};

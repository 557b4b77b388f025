/** Game modes (docs/spec.md sections 1 and 9): 1 is battle royale, every other code is the clash-squad family. */
export const MODES = {
  1: { code: "BR", name: "Battle Royale" },
  15: { code: "CS", name: "Clash Squad" },
  27: { code: "BS", name: "Bomb Squad" },
} as const;

export type ModeId = keyof typeof MODES;
export const MODE_IDS = [1, 15, 27] as const satisfies readonly ModeId[];

export const isBattleRoyale = (mode: number): boolean => mode === 1;

/**
 * The mode families (docs/statistics.md "Mode families"): a clash-squad game's numbers are not a battle-royale
 * game's (0.89 kills per player-game in battle royale, 3.37 in clash squad), so records, leaders and form are
 * ranked and compared within one family, never across both. Clash squad and bomb squad are one family.
 */
export const MODE_FAMILIES = {
  battle_royale: { name: "Battle Royale", modes: [1] },
  clash_squad: { name: "Clash Squad", modes: [15, 27] },
} as const satisfies Record<string, { readonly name: string; readonly modes: readonly ModeId[] }>;

export type ModeFamily = keyof typeof MODE_FAMILIES;
export const MODE_FAMILY_IDS = ["battle_royale", "clash_squad"] as const satisfies readonly ModeFamily[];
/** What a call, a screen and a link show when they name no family. */
export const DEFAULT_MODE_FAMILY: ModeFamily = "battle_royale";

/** A mode's family: battle royale for mode 1, clash squad for every other code. */
export const modeFamily = (mode: number): ModeFamily =>
  isBattleRoyale(mode) ? "battle_royale" : "clash_squad";

export const isModeFamily = (value: unknown): value is ModeFamily =>
  (MODE_FAMILY_IDS as readonly unknown[]).includes(value);

/** Only mode 15 tracks deaths per round, so only it shows Death, K/D and W-L. */
export const hasDeathColumns = (mode: number): boolean => mode === 15;

/** The mode rows share; undefined when they mix modes (or there are none), which shows every mode's columns. */
export function commonMode(rows: readonly { readonly mode: number }[]): number | undefined {
  const [first, ...others] = rows;
  return first && others.every((row) => row.mode === first.mode) ? first.mode : undefined;
}

export const modeLabel = (mode: number): string => MODES[mode as ModeId]?.code ?? String(mode);

/** Team sizes of a game: 0 solo, 1 duo, 3 squad (the game's own codes). */
export const FORM_IDS = [0, 1, 3] as const;
export type FormId = (typeof FORM_IDS)[number];

const BR_FORMS: Record<FormId, string> = { 0: "BR Solo", 1: "BR Duo", 3: "BR Squad" };
const CS_FORMS: Record<FormId, string> = { 0: "1v1", 1: "2v2", 3: "4v4" };

/** Players per team for each form. */
export const FORM_TEAM_SIZE: Record<FormId, number> = { 0: 1, 1: 2, 3: 4 };

/** Forms 0, 1, 3 read BR Solo, BR Duo, BR Squad in battle royale and 1v1, 2v2, 4v4 in the clash-squad family. */
export const formLabel = (mode: number, form: number): string => {
  const table = isBattleRoyale(mode) ? BR_FORMS : CS_FORMS;
  return table[form as FormId] ?? String(form);
};

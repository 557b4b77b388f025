/**
 * The tables of statistics (docs/spec.md sections 2 and 3): data info, weapons, skills, items, the match detail's
 * team and player tables and the compare dialog. Stat labels come from fields.ts and formulas.ts.
 */
import { ITEM_COUNTER_KEYS, SKILL_KINDS, type SkillKind } from "../fields.ts";
import { isMissing } from "../missing.ts";
import { formLabel, isBattleRoyale } from "../modes.ts";
import {
  type Column,
  column,
  idColumn,
  type OverallView,
  statColumn,
  statColumns,
  type Table,
} from "./column.ts";
import {
  EVENT_ID,
  EVENT_NAME,
  MATCH_ID,
  MATCH_NAME,
  MODE,
  PLAYER_ID,
  PLAYER_NAME,
  REGION,
  SEASON_ID,
  SEASON_NAME,
  SINGLE_MATCH_ID,
  TEAM_ID,
  TEAM_NAME,
  TEAMMATE_NUM,
  TEAMPLAYER_ID,
  WEAPON,
  WEAPON_ID,
} from "./entity-columns.ts";

const BR = { modes: "battle_royale" } as const;
const DEATHS = { modes: "death_columns" } as const;

/** The game records no oil kills, so the value is always missing. */
const OIL_KILL = column("oil_kill", "Oil Kill", "integer");
/** Match rows carry these two counters under the names of docs/spec.md section 3. */
const REVIVAL = statColumn("revive_teammate_times", { key: "revival" });
const RESCUE_MEMBERS = statColumn("rescue_times", { key: "rescue_members" });

/** Totals and averages read with a Total and an Average tab, titled apart so each downloads to its own file. */
export type TablePair = Readonly<Record<OverallView, Table>>;

const pair = (id: string, title: string, columns: readonly Column[]): TablePair => ({
  total: { id: `${id}_total`, title: `${title} Total`, columns },
  average: { id: `${id}_average`, title: `${title} Average`, columns },
});

/** A scope's player-games: what its pick rates, and a season's or event's averages, divide by. */
export const PLAYER_GAMES = column("player_games", "Player-Games", "integer");

/**
 * The sample an average is read over: shown beside the Data Info tabs rather than in the grid, and locked
 * into every download of the block, so a file of averages says how many games (and player-games) it is of.
 */
const sampleColumn = (c: Column): Column => ({ ...c, idColumn: true, hiddenByDefault: true });
const SAMPLE_COLUMNS = [sampleColumn(column("games", "Games", "integer")), sampleColumn(PLAYER_GAMES)];

/** The stat fields of docs/spec.md section 3, for the Data Info block of every scope. */
export const DATA_INFO = pair("data_info", "Data Info", [
  ...SAMPLE_COLUMNS,
  ...statColumns([
    "kills",
    "damage",
    "assists",
    "on_target",
    "headshots",
    "headshot_killtimes",
    "headshot_kill_rate",
    "headshot_accuracy_rate",
    "knock_down",
    "survival_time",
    "moving_distance",
    "rescue_times",
    "revive_teammate_times",
    "revived_times",
    "icewall_destroyed_times",
    "hp_added",
    "hits",
    "shoots",
    "medkit_use",
    "icewall_use",
    "grenade_use",
    "vehicle_kill",
  ]),
  OIL_KILL,
  ...statColumns(["vehicle_move_distance", "kill_distance", "kill_distance_avg"]),
]);

export const PICK_TIMES = column("pick_times", "Pick Times", "decimal");

export const WEAPON_STATS = pair("weapon", "Weapon Stats", [
  WEAPON_ID,
  WEAPON,
  PICK_TIMES,
  ...statColumns([
    "kills",
    "damage",
    "on_target",
    "headshots",
    "hits",
    "shoots",
    "hit_rate",
    "headshot_rate",
    "headshot_accuracy_rate",
    "kill_rate",
    "pick_rate",
  ]),
]);

/** A skill tab; its rows carry the names docs/spec.md section 3 gives the data-info skill lists, in every call. */
const skillTable = (kind: SkillKind, title: string, name: string): Table => ({
  id: `skill_${kind}`,
  title,
  columns: [
    idColumn("skill_id", `${name} ID`),
    idColumn("skill", name, "text"),
    PICK_TIMES,
    statColumn("pick_rate"),
    column("use_times", "Use Times", "decimal"),
    // The Active tab has no Pick Time Average column (docs/spec.md section 2).
    ...(kind === "active" ? [] : [column("avg", "Pick Time Average", "decimal")]),
    column("info", "Info", "text"),
  ],
});

const SKILL_TITLES: Readonly<Record<SkillKind, readonly [title: string, name: string]>> = {
  active: ["Active Skill", "Skill"],
  passive: ["Passive Skill", "Skill"],
  pet: ["Pet Skill", "Skill"],
  loadout: ["Loadout", "Loadout"],
};

/** The Skill Data tabs, in the order shown: of some games (the skill call) and of a Data Info block alike. */
export const SKILL_TABLES = Object.fromEntries(
  SKILL_KINDS.map((kind) => [kind, skillTable(kind, ...SKILL_TITLES[kind])]),
) as Readonly<Record<SkillKind, Table>>;

/** The match-level skill dialog shows only the Active tab outside battle royale; every tab when modes mix. */
export const matchSkillKinds = (mode: number | undefined): readonly SkillKind[] =>
  mode === undefined || isBattleRoyale(mode) ? SKILL_KINDS : ["active"];

/** Items Data: battle royale only (the Item button shows only in mode 1). */
export const ITEMS: Table = {
  id: "items",
  title: "Items Data",
  columns: [PLAYER_ID, TEAMPLAYER_ID, PLAYER_NAME, TEAM_ID, TEAM_NAME, ...statColumns(ITEM_COUNTER_KEYS)],
};

export const MATCH_INFO: Table = {
  id: "match_info",
  title: "Match Info",
  columns: [
    MATCH_ID,
    SINGLE_MATCH_ID,
    MATCH_NAME,
    SEASON_ID,
    SEASON_NAME,
    EVENT_ID,
    EVENT_NAME,
    MODE,
    // Exported as shown, as Mode is: "BR Squad", not the game's code 3.
    column("form", "Form", "text", {
      read: ({ mode, form }) => (isMissing(form) ? null : formLabel(Number(mode), Number(form))),
    }),
    column("number_of_team", "Number of Teams", "integer"),
    column("number_of_player", "Number of Players", "integer"),
    column("start_time", "Start Time", "datetime"),
    column("end_time", "End Time", "datetime"),
  ],
};

/** A rank means nothing across several matches. */
const RANK_HIDDEN = { hiddenIn: ["total", "average"] } as const;

const NOT_AVERAGED = { hiddenIn: ["average"] } as const;

/** The game's own placement (docs/statistics.md, "Ranks"): one game only, where it is also the rank. */
const PLACEMENT = column("placement", "Placement", "integer", { span: "one", lowerIsBetter: true });
/** Clash-squad games won and lost, which rank several games before their rounds do. */
const GAMES_WON_LOST = column("games_w_l", "Games", "win_loss", { modes: "clash_squad", span: "several" });

const TEAM_COLUMNS = [
  column("match_rank", "Rank", "integer", { ...RANK_HIDDEN, lowerIsBetter: true }),
  PLACEMENT,
  TEAM_ID,
  TEAM_NAME,
  statColumn("survival_score", BR),
  statColumn("kills"),
  statColumn("total_score", BR),
  statColumn("booyah", BR),
  statColumn("damage"),
  // Games and rounds won and lost per game read oddly as "0.5-0.5".
  { ...GAMES_WON_LOST, ...NOT_AVERAGED },
  statColumn("w_l", { ...DEATHS, ...NOT_AVERAGED }),
  statColumns(["on_target", "headshots"], BR),
  statColumns(["headshot_kill_rate", "headshot_accuracy_rate", "survival_time"]),
  { ...REVIVAL, ...BR },
  RESCUE_MEMBERS,
  statColumn("pos_change", BR),
  statColumn("icewall_destroyed_times"),
].flat();

const PLAYER_COLUMNS = [
  PLAYER_ID,
  TEAMPLAYER_ID,
  PLAYER_NAME,
  TEAM_ID,
  TEAM_NAME,
  column("team_rank", "Team Rank", "integer", { ...RANK_HIDDEN, lowerIsBetter: true }),
  statColumn("kills"),
  statColumns(["death", "kd"], DEATHS),
  statColumns(["damage", "assists"]),
  statColumns(["on_target", "moving_distance", "headshots"], BR),
  { ...REVIVAL, ...BR },
  statColumn("revival_members", BR),
  statColumns(["knock_down", "survival_time"]),
  RESCUE_MEMBERS,
  statColumn("max_kill_distance"),
  statColumn("vehicle_kill", BR),
  { ...OIL_KILL, ...BR },
].flat();

/** One match's tables. */
export const MATCH_TEAMS: Table = { id: "match_teams", title: "Team Stats", columns: TEAM_COLUMNS };
export const MATCH_PLAYERS: Table = { id: "match_players", title: "Player Stats", columns: PLAYER_COLUMNS };
/** The overall view's Total and Average tabs when several matches are loaded. */
export const OVERALL_TEAMS = pair("match_teams", "Team Stats", TEAM_COLUMNS);
export const OVERALL_PLAYERS = pair("match_players", "Player Stats", PLAYER_COLUMNS);

/** The compare dialog's bars (docs/spec.md section 3 "Compare fields"), for team and player rows alike. */
export const COMPARE: Table = {
  id: "compare",
  title: "Compare",
  columns: [
    statColumns(["survival_score", "total_score", "booyah"], BR),
    { ...REVIVAL, ...BR },
    RESCUE_MEMBERS,
    GAMES_WON_LOST,
    statColumns(["w_l", "death", "kd"], DEATHS),
  ].flat(),
};

/**
 * What the team match detail's download dialog offers on top of a table's own columns (docs/spec.md section 2);
 * the page adds these values to every row it downloads. The ids among them are locked like any id column.
 */
export const TEAM_MATCH_EXTRA_COLUMNS: readonly Column[] = [
  TEAM_ID,
  TEAM_NAME,
  REGION,
  TEAMMATE_NUM,
  SEASON_ID,
  EVENT_ID,
  MATCH_ID,
];

/** A table with extra columns after its own, as the team match detail downloads. */
export const withExtraColumns = (table: Table, extra: readonly Column[]): Table => ({
  ...table,
  columns: [...table.columns, ...extra.filter((c) => !table.columns.some((own) => own.key === c.key))],
});

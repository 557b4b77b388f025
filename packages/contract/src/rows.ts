/**
 * The rows the calls answer with. Field names are those of docs/spec.md section 3. A missing value is `null`
 * (shown and exported as `-`); rates are ratios (0.25 is shown `25%`); times are unix seconds.
 */
import {
  DERIVED_FIELDS,
  type DerivedKey,
  ITEM_COUNTER_KEYS,
  PLAYER_COUNTER_KEYS,
  type PlayerCounterKey,
  SKILL_KINDS,
  TEAM_COUNTER_KEYS,
  type TeamCounterKey,
  WEAPON_COUNTER_KEYS,
  type WeaponCounterKey,
} from "@match-stats/stats";
import { z } from "zod";

/** A count, a sum or an average; null when there is nothing to show. */
export const amount = z.number().nullable();
const id = z.int();
const unixSeconds = z.int().nullable();

const numbers = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, amount])) as Record<K, typeof amount>;

const derived = <K extends DerivedKey>(keys: readonly K[]) =>
  Object.fromEntries(
    keys.map((k) => [
      k,
      DERIVED_FIELDS.find((f) => f.key === k)!.format === "win_loss" ? z.string().nullable() : amount,
    ]),
  ) as { [P in K]: P extends "w_l" ? z.ZodNullable<z.ZodString> : typeof amount };

export const seasonRowSchema = z
  .strictObject({
    season_id: id,
    season_name: z.string(),
    host_region: z.array(z.string()),
    start_date: unixSeconds,
    end_date: unixSeconds,
    logo: z.string().nullable(),
    event_list: z.array(id),
  })
  .meta({ id: "SeasonRow" });

export const eventRowSchema = z
  .strictObject({
    event_id: id,
    event_name: z.string(),
    host_region: z.string(),
    season_id: id,
    mode: id,
    start_time: unixSeconds,
    end_time: unixSeconds,
    match_list: z.array(id),
    single_match_id_list: z.array(id),
  })
  .meta({ id: "EventRow" });

export const matchRowSchema = z
  .strictObject({
    match_id: id,
    /** -1: the row stands for every game of the match. */
    single_match_id: id,
    match_name: z.string(),
    season_id: id,
    event_id: id,
    mode: id,
    start_time: unixSeconds,
    end_time: unixSeconds,
    single_match_id_list: z.array(id),
  })
  .meta({ id: "MatchRow" });

export const teamPlayerRefSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    uid: z.array(z.string()),
    player_id: id,
    player_name: z.string(),
    team_id: id,
    team_name: z.string(),
    logo: z.string().nullable(),
  })
  .meta({ id: "TeamPlayer", description: "A player in the context of one team; id `<player_id>_<n>`." });

export const teamRowSchema = z
  .strictObject({
    id,
    name: z.string(),
    region: z.string(),
    created_at: unixSeconds,
    logo: z.string().nullable(),
    teammate_num: z.int(),
    team_player_list: z.array(teamPlayerRefSchema),
    player_list: z.array(z.strictObject({ uid: z.string(), name: z.string() })),
  })
  .meta({ id: "TeamRow" });

export const playerRowSchema = z
  .strictObject({
    /** The player id for player_type 1, the team-player id otherwise. */
    id: z.string(),
    name: z.string(),
    /** 1: a player (with their team-player records); 2: one team-player record. */
    player_type: z.union([z.literal(1), z.literal(2)]),
    player_id: id,
    player_name: z.string(),
    team_id: id.nullable(),
    team_name: z.string().nullable(),
    uid: z.array(z.string()),
    team_player_list: z.array(teamPlayerRefSchema),
  })
  .meta({ id: "PlayerRow" });

export const weaponStatSchema = z
  .strictObject({
    weapon_id: id,
    weapon: z.string(),
    name: z.string(),
    ...numbers(["pick_times", ...WEAPON_COUNTER_KEYS] as const),
    ...derived(["hit_rate", "headshot_rate", "kill_rate", "pick_rate"] as const),
    headshot_accuracy_rate: amount,
  })
  .meta({ id: "WeaponStat" });

const skillOf = {
  skill_id: id,
  skill: z.string(),
  name: z.string(),
  kind: z.enum(SKILL_KINDS),
  pick_times: amount.meta({ description: "Player-games in which the skill was picked." }),
  pick_rate: amount.meta({
    description: "pick_times per player-game of the selection. A ratio: 0.25 is 25%.",
  }),
  info: z.string().nullable(),
};

/**
 * A skill's uses, under the names docs/spec.md section 3 gives the data-info skill lists: the skill call and
 * data_info answer them alike, one name per value in every call.
 */
const skillUses = {
  use_times: amount.meta({ description: "Times used in all." }),
  avg: amount.meta({ description: "Times used per game in which it was picked (Pick Time Average)." }),
};

/** A skill in some games (the skill call). */
export const skillStatSchema = z.strictObject({ ...skillOf, ...skillUses }).meta({ id: "SkillStat" });

/** A skill in a data_info answer: the skill call's row and the sample its pick rate is of. */
export const dataInfoSkillSchema = z
  .strictObject({
    ...skillOf,
    use_times: skillUses.use_times,
    total: amount.meta({ description: "Player-games of the scope: what pick_rate divides pick_times by." }),
    avg: skillUses.avg,
  })
  .meta({ id: "DataInfoSkill" });

export const skillListsSchema = z.strictObject({
  active_skills: z.array(skillStatSchema),
  passive_skills: z.array(skillStatSchema),
  pet_skills: z.array(skillStatSchema),
  loadout_skills: z.array(skillStatSchema),
});

/** Totals or averages of a subject over some games: every counter and every derived rate. */
export const statBlockSchema = z
  .strictObject({
    games: amount,
    ...numbers(PLAYER_COUNTER_KEYS),
    ...numbers(TEAM_COUNTER_KEYS),
    ...derived([
      "headshot_kill_rate",
      "headshot_accuracy_rate",
      "hit_rate",
      "kill_distance_avg",
      "kd",
      "w_l",
    ] as const),
    oil_kill: amount,
  })
  .meta({ id: "StatBlock" });

/** A data_info block: the stat block with the sample its averages are read over. */
export const dataInfoBlockSchema = z
  .strictObject({
    ...statBlockSchema.shape,
    games: amount.meta({ description: "Games the subject played; for a season or event, the games in it." }),
    player_games: amount.meta({
      description:
        "Player-games: one per player per game. A season's or event's averages divide by it (per player per game), other scopes' by games.",
    }),
  })
  .meta({ id: "DataInfoBlock" });

const weaponBrief = z.strictObject({ weapon_id: id, weapon: z.string(), kills: amount, damage: amount });

/** What team and player lines of a match table share: the stat block, the spec's aliases, top weapons. */
const matchLineFields = {
  ...statBlockSchema.shape,
  /** revive_teammate_times, under the match table's name. */
  revival: amount,
  /** rescue_times, under the match table's name. */
  rescue_members: amount,
  games_w_l: z
    .string()
    .nullable()
    .describe(
      'Clash-squad games won and lost, "a-b"; null for a team that played only battle royale, and for a player.',
    ),
  weapon: z.array(weaponBrief),
};

/** A team's line in a match table (one match, or several matches summed or averaged). */
export const matchTeamRowSchema = z
  .strictObject({
    match_rank: z
      .int()
      .nullable()
      .describe(
        "The team's place in the table (docs/statistics.md, Ranks): one game by its placement; several battle-royale games by total score, then booyahs, kill points, kills and the placement in the most recent game both teams played; several clash-squad games by series won, then game difference, round difference and kills.",
      ),
    placement: z
      .int()
      .nullable()
      .describe(
        "The team's placement in the game (its ingested rank) when the table covers one game; null over several.",
      ),
    team_id: id,
    team_name: z.string(),
    region: z.string(),
    teammate_list: z.array(z.string()),
    match_ids: z.array(id),
    ...matchLineFields,
  })
  .meta({ id: "MatchTeamRow" });

/** Who a player line is about: the player, their team-player record and its team. */
const playerOfTeam = {
  player_id: id,
  teamplayer_id: z.string(),
  player_name: z.string(),
  team_id: id,
  team_name: z.string(),
};

/** A player's line in a match table. */
export const matchPlayerRowSchema = z
  .strictObject({
    ...playerOfTeam,
    team_rank: z.int().nullable(),
    ...matchLineFields,
  })
  .meta({ id: "MatchPlayerRow" });

export const itemRowSchema = z
  .strictObject({
    ...playerOfTeam,
    ...numbers(ITEM_COUNTER_KEYS),
  })
  .meta({ id: "ItemRow" });

export const teammateSchema = z
  .strictObject({
    /** The team-player id; "-1" when unknown (shown `-`). */
    id: z.string(),
    name: z.string(),
    uid: z.array(z.string()),
    player_id: id,
  })
  .meta({ id: "Teammate" });

export type SeasonRow = z.infer<typeof seasonRowSchema>;
export type EventRow = z.infer<typeof eventRowSchema>;
export type MatchRow = z.infer<typeof matchRowSchema>;
export type TeamRow = z.infer<typeof teamRowSchema>;
export type PlayerRow = z.infer<typeof playerRowSchema>;
export type TeamPlayerRef = z.infer<typeof teamPlayerRefSchema>;
export type WeaponStat = z.infer<typeof weaponStatSchema>;
export type SkillStat = z.infer<typeof skillStatSchema>;
export type DataInfoSkill = z.infer<typeof dataInfoSkillSchema>;
export type DataInfoBlock = z.infer<typeof dataInfoBlockSchema>;
export type SkillLists = z.infer<typeof skillListsSchema>;
export type StatBlock = z.infer<typeof statBlockSchema>;
export type MatchTeamRow = z.infer<typeof matchTeamRowSchema>;
export type MatchPlayerRow = z.infer<typeof matchPlayerRowSchema>;
export type ItemRow = z.infer<typeof itemRowSchema>;
export type Teammate = z.infer<typeof teammateSchema>;
export type CounterKeys = PlayerCounterKey | TeamCounterKey | WeaponCounterKey;

/**
 * The column catalogue (packages/stats) against the contract's row schemas: every column reads a field the
 * API answers with. packages/stats cannot depend on the contract, so the check lives here.
 */
import { readFileSync } from "node:fs";
import {
  dataInfoBlockSchema,
  dataInfoSkillSchema,
  eventRowSchema,
  formResponse,
  headToHeadMatchSchema,
  historyResponse,
  itemRowSchema,
  leaderRowSchema,
  matchInfoSchema,
  matchPlayerRowSchema,
  matchRowSchema,
  matchTeamRowSchema,
  placementSpreadResponse,
  playerListResponse,
  playerRowSchema,
  pointsRaceResponse,
  recordRowSchema,
  seasonRowSchema,
  skillStatSchema,
  standingRowSchema,
  statBlockSchema,
  teammateSchema,
  teamPlayerRefSchema,
  teamRowSchema,
  weaponChangeSchema,
  weaponPickSchema,
  weaponStatSchema,
} from "@match-stats/contract";
import * as catalogue from "@match-stats/stats";
import {
  AVG_PLACEMENT,
  DATA_INFO,
  formRows,
  LEADER_STATS,
  MAX_GAME_COLUMNS,
  OPERATION_KEY,
  pointsRaceRows,
  standingTableRow,
  TABLES,
  type Table,
  TEAM_MATCH_EXTRA_COLUMNS,
  visibleColumns,
  weaponChangeRows,
  weaponPickRows,
} from "@match-stats/stats";
import { describe, expect, it } from "vitest";

type Shape = { readonly shape: Record<string, unknown> };

const formMatchSchema = formResponse.shape.matches.element;

/** A row of the form table as its rows builder makes it from a match of the answer (no value). */
const FORM_ROW = formRows(
  [
    formMatchSchema.parse({
      match_id: 1,
      match_name: "",
      event_id: 1,
      event_name: "",
      start_time: 0,
      mode: 1,
      games: 1,
      teamplayer_id: null,
      value: null,
    }),
  ],
  AVG_PLACEMENT,
)[0]!;

/** The row schemas each table is filled from (the teammate list: teammate_list rows and a team's refs). */
const SOURCES: Record<string, readonly Shape[]> = {
  season_list: [seasonRowSchema],
  season_info: [seasonRowSchema],
  season_info_list: [seasonRowSchema],
  event_list: [eventRowSchema],
  event_info: [eventRowSchema],
  season_events: [eventRowSchema],
  event_info_list: [eventRowSchema],
  match_list: [matchRowSchema],
  event_matches: [matchRowSchema],
  match_info_list: [matchRowSchema],
  team_list: [teamRowSchema],
  team_info: [teamRowSchema],
  player_list: [playerRowSchema],
  player_info: [playerRowSchema],
  teamplayer_info: [playerRowSchema],
  teamplayer_list: [teamPlayerRefSchema],
  teammate_list: [teammateSchema, teamPlayerRefSchema],
  data_info_total: [dataInfoBlockSchema],
  data_info_average: [dataInfoBlockSchema],
  weapon_total: [weaponStatSchema],
  weapon_average: [weaponStatSchema],
  skill_active: [skillStatSchema, dataInfoSkillSchema],
  skill_passive: [skillStatSchema, dataInfoSkillSchema],
  skill_pet: [skillStatSchema, dataInfoSkillSchema],
  skill_loadout: [skillStatSchema, dataInfoSkillSchema],
  items: [itemRowSchema],
  match_info: [matchInfoSchema],
  match_teams: [matchTeamRowSchema],
  match_teams_total: [matchTeamRowSchema],
  match_teams_average: [matchTeamRowSchema],
  match_players: [matchPlayerRowSchema],
  match_players_total: [matchPlayerRowSchema],
  match_players_average: [matchPlayerRowSchema],
  team_match_players: [matchPlayerRowSchema],
  compare: [matchTeamRowSchema, matchPlayerRowSchema],
  standings: [
    {
      shape: standingTableRow(
        standingRowSchema.parse({
          rank: 1,
          team_id: 1,
          team_name: "",
          games: 0,
          booyah: null,
          placement_points: null,
          kills: 0,
          kill_points: null,
          total_score: null,
          avg_placement: null,
          matches_w_d_l: null,
          games_w_l: null,
          round_diff: null,
          game_points: Array.from({ length: MAX_GAME_COLUMNS }, () => null),
        }),
      ),
    },
  ],
  // A record's name is added from RECORDS by its key; the leaders' value sits under its statistic's key.
  records: [{ shape: { ...recordRowSchema.shape, record_name: recordRowSchema.shape.record } }],
  leaders_player: [{ shape: { ...leaderRowSchema.shape, [LEADER_STATS[0]]: leaderRowSchema.shape.value } }],
  leaders_team: [{ shape: { ...leaderRowSchema.shape, [LEADER_STATS[0]]: leaderRowSchema.shape.value } }],
  head_to_head_matches: [headToHeadMatchSchema],
  head_to_head_compare: [statBlockSchema],
  // The weapon name moves to the weapon tables' key.
  weapon_meta_picks: [
    {
      shape: weaponPickRows({
        weapons: [
          weaponPickSchema.parse({
            weapon_id: 1,
            weapon_name: "",
            pick_times: 0,
            player_games: 0,
            pick_rate: null,
            kills: 0,
            kill_rate: null,
          }),
        ],
      })[0]!,
    },
  ],
  weapon_meta_change: [
    {
      shape: weaponChangeRows({
        change: {
          weapons: [
            weaponChangeSchema.parse({
              weapon_id: 1,
              weapon_name: "",
              from_pick_rate: null,
              to_pick_rate: null,
              change: 0,
            }),
          ],
        },
      })[0]!,
    },
  ],
  // The chosen statistic and its rolling average sit beside the match's fields (formRows).
  form: [{ shape: FORM_ROW }],
  placement_counts: [placementSpreadResponse.shape.counts.element],
  // A row per team and game, from the answer's games, lines and leaders.
  points_race: [
    {
      shape: pointsRaceRows(
        pointsRaceResponse.parse({
          scoring: "points",
          games: [{ single_match_id: 1, match_id: 1, match_name: "", seq: 1, start_time: 0, mode: 1 }],
          lines: [{ team_id: 1, team_name: "", scores: [null], running: [0] }],
          leaders: [[1]],
        }),
      )[0]!,
    },
  ],
  team_history: [historyResponse.shape.events.element],
  team_roster: [historyResponse.shape.stints.element],
  player_career: [historyResponse.shape.stints.element],
  player_compare: [dataInfoBlockSchema],
  // Built by the screen from the answer's battle_royale and clash_squad parts, a line per team.
  head_to_head_battle_royale: [],
  head_to_head_clash_squad: [],
};

const missingKeys = (table: Pick<Table, "columns">, schema: Shape): string[] =>
  table.columns.filter((c) => c.key !== OPERATION_KEY && !(c.key in schema.shape)).map((c) => c.key);

describe("the column catalogue against the contract", () => {
  it("data info shows the stat fields of docs/spec.md section 3, in its order", () => {
    const line = readFileSync(new URL("../../../../docs/spec.md", import.meta.url), "utf8")
      .split("\n")
      .find((text) => text.startsWith("- Stat fields (data info and career): "));
    const specFields =
      line
        ?.replace(/^[^:]+: /, "")
        .replace(/\.$/, "")
        .split(", ") ?? [];
    expect(specFields.length).toBeGreaterThan(20);
    // A counter added later joins the table too: the spec's fields stay, in the spec's order.
    const shown = visibleColumns(DATA_INFO.total).map((c) => c.key);
    expect(shown.filter((key) => specFields.includes(key))).toEqual(specFields);
  });

  it("knows the source of every table", () => {
    expect(TABLES.map((t) => t.id).sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it.each(TABLES)("$id: every column is a field of its rows", (table) => {
    for (const schema of SOURCES[table.id] ?? []) expect(missingKeys(table, schema)).toEqual([]);
  });

  it("fills the team match detail's extra columns from the team info and the match", () => {
    const teamInfo = playerListResponse.shape.team_info;
    const fromTeam = TEAM_MATCH_EXTRA_COLUMNS.filter((c) => c.key in teamInfo.shape);
    const rest = { columns: TEAM_MATCH_EXTRA_COLUMNS.filter((c) => !fromTeam.includes(c)) };
    expect(fromTeam.map((c) => c.key)).toEqual(["team_id", "team_name", "region", "teammate_num"]);
    expect(missingKeys(rest, matchInfoSchema)).toEqual([]);
  });

  it("exports every table from the package", () => {
    const exported = new Set(
      Object.values(catalogue).flatMap((value) =>
        typeof value === "object" && value !== null ? [value, ...Object.values(value)] : [],
      ),
    );
    for (const table of TABLES) expect(exported.has(table), table.id).toBe(true);
  });
});

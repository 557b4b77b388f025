/** Every table of the catalogue, for checks that must cover them all. */
import { LEADER_STATS, LEADER_SUBJECTS, leadersTable } from "../leaders.ts";
import type { Table } from "./column.ts";
import { AVG_PLACEMENT, formTable } from "./form-tables.ts";
import { PLAYER_CAREER, PLAYER_COMPARE, TEAM_HISTORY, TEAM_ROSTER } from "./history-tables.ts";
import * as lists from "./list-tables.ts";
import { PLACEMENT_COUNTS } from "./placement-tables.ts";
import { POINTS_RACE } from "./points-race-tables.ts";
import * as records from "./record-tables.ts";
import { STANDINGS } from "./standings-tables.ts";
import {
  COMPARE,
  DATA_INFO,
  ITEMS,
  MATCH_INFO,
  MATCH_PLAYERS,
  MATCH_TEAMS,
  OVERALL_PLAYERS,
  OVERALL_TEAMS,
  SKILL_TABLES,
  WEAPON_STATS,
} from "./stat-tables.ts";
import { WEAPON_META_CHANGE, WEAPON_META_PICKS } from "./weapon-meta-tables.ts";

export const TABLES: readonly Table[] = [
  ...Object.values(lists),
  ...Object.values(records).filter((table): table is Table => "columns" in table),
  ...Object.values(records.HEAD_TO_HEAD_RESULTS),
  ...Object.values(DATA_INFO),
  ...Object.values(WEAPON_STATS),
  ...Object.values(SKILL_TABLES),
  ITEMS,
  MATCH_INFO,
  MATCH_TEAMS,
  MATCH_PLAYERS,
  ...Object.values(OVERALL_TEAMS),
  ...Object.values(OVERALL_PLAYERS),
  COMPARE,
  STANDINGS,
  POINTS_RACE,
  WEAPON_META_PICKS,
  WEAPON_META_CHANGE,
  // The value column is labelled as its statistic, which the tables above name.
  ...LEADER_SUBJECTS.map((subject) => leadersTable(subject, LEADER_STATS[0])),
  // Likewise the form table's statistic and its rolling average.
  formTable(AVG_PLACEMENT),
  PLACEMENT_COUNTS,
  TEAM_HISTORY,
  TEAM_ROSTER,
  PLAYER_CAREER,
  PLAYER_COMPARE,
];

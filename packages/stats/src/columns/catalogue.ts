/** Every table of the catalogue, for checks that must cover them all. */
import type { Table } from "./column.ts";
import * as lists from "./list-tables.ts";
import {
  COMPARE,
  DATA_INFO,
  DATA_INFO_SKILL_TABLES,
  ITEMS,
  MATCH_INFO,
  MATCH_PLAYERS,
  MATCH_TEAMS,
  OVERALL_PLAYERS,
  OVERALL_TEAMS,
  SKILL_TABLES,
  WEAPON_STATS,
} from "./stat-tables.ts";

export const TABLES: readonly Table[] = [
  ...Object.values(lists),
  ...Object.values(DATA_INFO),
  ...Object.values(WEAPON_STATS),
  ...Object.values(SKILL_TABLES),
  ...Object.values(DATA_INFO_SKILL_TABLES),
  ITEMS,
  MATCH_INFO,
  MATCH_TEAMS,
  MATCH_PLAYERS,
  ...Object.values(OVERALL_TEAMS),
  ...Object.values(OVERALL_PLAYERS),
  COMPARE,
];

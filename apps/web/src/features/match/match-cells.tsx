/**
 * Where the match tables' cells lead (docs/spec.md section 2): a team's id and name open the team, a player's ids
 * and name open the team-player. Compare mode turns them back into text, so a click picks the row.
 */
import { type Column, type CsvRow, cellText } from "@match-stats/stats";
import type { ReactNode } from "react";
import { RouteLink } from "../../app/navigation.tsx";
import type { RouteQuery } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";

const TEAM_KEYS = new Set(["team_id", "team_name"]);
const PLAYER_KEYS = new Set(["player_id", "teamplayer_id", "player_name"]);

function targetOf(key: string, row: CsvRow): { to: RouteName; query: RouteQuery } | undefined {
  const { team_id, player_id, teamplayer_id } = row;
  if (TEAM_KEYS.has(key) && typeof team_id === "number") return { to: "teamData", query: { team_id } };
  if (PLAYER_KEYS.has(key) && typeof player_id === "number" && typeof teamplayer_id === "string")
    return { to: "teamplayerData", query: { player_id, teamplayer_id } };
  return undefined;
}

export function linkedCell(column: Column, row: CsvRow): ReactNode | undefined {
  const target = targetOf(column.key, row);
  if (!target) return undefined;
  return (
    <RouteLink to={target.to} query={target.query} className="match-cell-link">
      {cellText(column, row)}
    </RouteLink>
  );
}

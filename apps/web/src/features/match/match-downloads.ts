/**
 * What the match detail's tables download (docs/spec.md section 2): a table's own columns plus the extra columns
 * the download dialog offers (team id and name, region, number of teammates, season, event and match id),
 * their values taken from the team rows and the match info.
 */
import type { ItemRow, MatchPlayerRow, MatchTeamRow } from "@match-stats/contract";
import {
  type CsvRow,
  ITEMS,
  type Table,
  TEAM_MATCH_EXTRA_COLUMNS,
  withExtraColumns,
} from "@match-stats/stats";
import type { DownloadSource } from "../../blocks/downloads/download-source.ts";
import type { FocusTables, MatchInfo } from "./match-focus.ts";

type IdValue = number | readonly number[];

/** One value when all agree, else the list (written joined by commas). */
const oneOrList = (values: readonly number[]): IdValue => {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? distinct[0]! : distinct;
};

/** Where a team's rows come from: the seasons, events and matches it played among those loaded. */
function placeOf(matchIds: readonly number[], infos: readonly MatchInfo[]) {
  const played = infos.filter((info) => matchIds.includes(info.match_id));
  return {
    season_id: oneOrList(played.map((info) => info.season_id)),
    event_id: oneOrList(played.map((info) => info.event_id)),
    match_id: oneOrList(played.map((info) => info.match_id)),
  };
}

const teamExtras = (team: MatchTeamRow, infos: readonly MatchInfo[]) => ({
  team_id: team.team_id,
  team_name: team.team_name,
  region: team.region,
  teammate_num: team.teammate_list.length,
  ...placeOf(team.match_ids, infos),
});

const withTeamOf =
  (teams: readonly MatchTeamRow[], infos: readonly MatchInfo[]) =>
  (row: MatchPlayerRow | ItemRow): CsvRow => {
    const team = teams.find((t) => t.team_id === row.team_id);
    return { ...(team && teamExtras(team, infos)), ...row };
  };

/** The table with the extra columns after its own. */
const extended = (table: Table): Table => withExtraColumns(table, TEAM_MATCH_EXTRA_COLUMNS);

export function teamsDownload(shown: FocusTables, infos: readonly MatchInfo[]): DownloadSource {
  return {
    table: extended(shown.tables.teams),
    rows: shown.teams.map((team) => ({ ...team, ...teamExtras(team, infos) })),
    context: shown.context,
  };
}

export function playersDownload(shown: FocusTables, infos: readonly MatchInfo[]): DownloadSource {
  return {
    table: extended(shown.tables.players),
    rows: shown.players.map(withTeamOf(shown.teams, infos)),
    context: shown.context,
  };
}

export function itemsDownload(shown: FocusTables, infos: readonly MatchInfo[]): DownloadSource {
  return { table: extended(ITEMS), rows: shown.items.map(withTeamOf(shown.teams, infos)) };
}

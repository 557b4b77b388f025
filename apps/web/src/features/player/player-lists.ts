/**
 * The lists of the player drill-down, each asked one way only: a screen's list and the next screen's
 * check that its id is on that list send the same request, so the second one shares the first's answer.
 */
import type { EventRow, MatchRow, SeasonRow, TeamPlayerRef } from "@match-stats/contract";
import { infoList } from "../../api/calls/info-list.ts";
import { playerEvent } from "../../api/calls/player-event.ts";
import { playerMatch } from "../../api/calls/player-match.ts";
import { playerSeason } from "../../api/calls/player-season.ts";

/** A player's team-player records, one per team joined (info_list player_teamplayer). */
export const teamPlayersOf = (playerId: number, fresh: boolean): Promise<readonly TeamPlayerRef[]> =>
  infoList({ field: "player_teamplayer", player_id: playerId }, { fresh }).then(
    // The field decides which kind of row the list holds.
    (answer) => answer.data as TeamPlayerRef[],
  );

/** The seasons a team-player played (info_list player_season). */
export const seasonsOfTeamPlayer = (teamPlayerId: string, fresh: boolean): Promise<readonly SeasonRow[]> =>
  infoList({ field: "player_season", teamplayer_id: teamPlayerId }, { fresh }).then(
    (answer) => answer.data as SeasonRow[],
  );

/** The events a team-player played in a season (info_list player_event). */
export const eventsOfTeamPlayer = (
  teamPlayerId: string,
  seasonId: number,
  fresh: boolean,
): Promise<readonly EventRow[]> =>
  infoList({ field: "player_event", teamplayer_id: teamPlayerId, season_id: seasonId }, { fresh }).then(
    (answer) => answer.data as EventRow[],
  );

/** A player and the team they played for, as the player_season, player_event and player_match calls take them. */
export interface PlayerInTeam {
  readonly playerId: number;
  readonly teamId: number;
}

/** The seasons a player played for a team (player_season). */
export const seasonsInTeam = ({ playerId, teamId }: PlayerInTeam, fresh: boolean) =>
  playerSeason({ uid: playerId, team_id: teamId }, { fresh }).then((answer) => answer.stats);

/** The events a player played for a team, among `eventList` (player_event). */
export const eventsInTeam = (
  { playerId, teamId }: PlayerInTeam,
  eventList: readonly number[],
  fresh: boolean,
) =>
  playerEvent({ uid: playerId, team_id: teamId, event_list: [...eventList] }, { fresh }).then(
    (answer) => answer.stats,
  );

/**
 * The matches a player played for a team in an event, among `matchList` when given (player_match): the
 * list of a team-player's matches too, since info_list has none.
 */
export const matchesInTeam = (
  { playerId, teamId }: PlayerInTeam,
  eventId: number,
  matchList: readonly number[],
  fresh: boolean,
): Promise<readonly MatchRow[]> =>
  playerMatch(
    { uid: playerId, team_id: teamId, event_id: eventId, match_list: [...matchList] },
    { fresh },
  ).then((answer) => answer.stats);

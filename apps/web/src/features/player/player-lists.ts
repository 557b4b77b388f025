/**
 * The lists of the player drill-down, each asked one way only: a screen's list and the next screen's
 * check that its id is on that list send the same request, so the second one shares the first's answer.
 */
import type { EventRow, MatchRow, SeasonRow, TeamPlayerRef } from "@match-stats/contract";
import { infoListQuery } from "../../api/calls/info-list.ts";
import { playerEventQuery } from "../../api/calls/player-event.ts";
import { playerMatchQuery } from "../../api/calls/player-match.ts";
import { playerSeasonQuery } from "../../api/calls/player-season.ts";
import { lookup } from "../../api/query.ts";

/** A player's team-player records, one per team joined (info_list player_teamplayer). */
export const teamPlayersOf = (playerId: number) =>
  lookup(
    infoListQuery({ field: "player_teamplayer", player_id: playerId }),
    // The field decides which kind of row the list holds.
    (answer) => answer.data as readonly TeamPlayerRef[],
  );

/** The seasons a team-player played (info_list player_season). */
export const seasonsOfTeamPlayer = (teamPlayerId: string) =>
  lookup(
    infoListQuery({ field: "player_season", teamplayer_id: teamPlayerId }),
    (answer) => answer.data as readonly SeasonRow[],
  );

/** The events a team-player played in a season (info_list player_event). */
export const eventsOfTeamPlayer = (teamPlayerId: string, seasonId: number) =>
  lookup(
    infoListQuery({ field: "player_event", teamplayer_id: teamPlayerId, season_id: seasonId }),
    (answer) => answer.data as readonly EventRow[],
  );

/** A player and the team they played for, as the player_season, player_event and player_match calls take them. */
export interface PlayerInTeam {
  readonly playerId: number;
  readonly teamId: number;
}

/** The seasons a player played for a team (player_season). */
export const seasonsInTeam = ({ playerId, teamId }: PlayerInTeam) =>
  lookup(playerSeasonQuery({ uid: playerId, team_id: teamId }), (answer) => answer.stats);

/** The events a player played for a team, among `eventList` (player_event). */
export const eventsInTeam = ({ playerId, teamId }: PlayerInTeam, eventList: readonly number[]) =>
  lookup(
    playerEventQuery({ uid: playerId, team_id: teamId, event_list: [...eventList] }),
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
) =>
  lookup(
    playerMatchQuery({ uid: playerId, team_id: teamId, event_id: eventId, match_list: [...matchList] }),
    (answer): readonly MatchRow[] => answer.stats,
  );

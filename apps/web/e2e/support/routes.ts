/**
 * One address per route of docs/spec.md section 2, each opening a screen with real rows of the scale-1 demo data,
 * for the checks every screen must pass (accessibility, phones, languages).
 */
import type { RouteName } from "../../src/app/route-table.ts";
import { ACAI, VOO_ALTO } from "./demo-records.ts";
import { enc } from "./site.ts";

const { team: TEAM, season: SEASON, event: EVENT, match: MATCH, game: GAME } = VOO_ALTO;
const { player: PLAYER, teamPlayer: TEAMPLAYER, match: PLAYER_MATCH } = ACAI;

const teamMatch = `team_id=${enc(TEAM)}&event_id=${enc(EVENT)}&match_id=${enc(MATCH)}`;
const teamPlayer = `player_id=${enc(PLAYER)}&teamplayer_id=${enc(TEAMPLAYER)}`;
const playerTeam = `player_id=${enc(PLAYER)}&team_id=${enc(TEAM)}`;

export const ROUTE_SAMPLES: Readonly<Record<RouteName, string>> = {
  home: "/",
  seasonList: "/season?search=booyah",
  eventList: "/event?search=cup",
  matchList: `/match?search=${encodeURIComponent("League Day 1")}`,
  teamList: `/team?search=${encodeURIComponent("são")}`,
  playerList: `/player?search=${encodeURIComponent("açaí")}`,
  seasonEvent: `/seasonevent?season_id=${enc(SEASON)}`,
  eventMatch: `/eventmatch?event_id=${enc(EVENT)}`,
  matchDetail: `/matchdetail?match_id=${enc([MATCH, MATCH + 1])}`,
  teamMatchPlayer: `/team/match/player?match_id=${enc(MATCH)}&team_id=${enc(TEAM)}&type=Total`,
  teamSeason: `/team/season?team_id=${enc(TEAM)}`,
  playerTeam: `/team/player?player_id=${enc(PLAYER)}`,
  teamEvent: `/team/event?team_id=${enc(TEAM)}&event_list=${enc([EVENT])}`,
  teamMatch: `/team/match?team_id=${enc(TEAM)}&event_id=${enc(EVENT)}&match_list=${enc([MATCH])}`,
  teamMatchDetail: `/team/match/detail/old?${teamMatch}&single_match_id=${enc(GAME)}`,
  playerSeason: `/player/season?${playerTeam}`,
  playerEvent: `/player/event?${playerTeam}&season_id=${enc(SEASON)}&event_list=${enc(EVENT)}`,
  playerMatch: `/player/match?${playerTeam}&season_id=${enc(SEASON)}&event_list=${enc(EVENT)}&event_id=${enc(EVENT)}`,
  playerMatchDetail: `/player/match/detail?${playerTeam}&match_id=${enc(PLAYER_MATCH)}&type=Total`,
  playerData: `/player/detail?player_id=${enc(PLAYER)}`,
  teamplayerData: `/teamplayer/detail?${teamPlayer}`,
  seasonData: `/season/detail?${teamPlayer}&season_id=${enc(SEASON)}`,
  eventData: `/event/detail?${teamPlayer}&season_id=${enc(SEASON)}&event_id=${enc(EVENT)}`,
  matchData: `/match/detail?${teamPlayer}&season_id=${enc(SEASON)}&event_id=${enc(EVENT)}&match_id=${enc(PLAYER_MATCH)}`,
  teamData: `/team/detail?team_id=${enc(TEAM)}`,
  teamSeasonDetail: `/team/season/detail?team_id=${enc(TEAM)}&season_id=${enc(SEASON)}`,
  teamEventDetail: `/team/event/detail?team_id=${enc(TEAM)}&event_id=${enc(EVENT)}`,
  teamMatchData: `/team/match/detail?${teamMatch}`,
  leaders: `/leaders?season_id=${enc(SEASON)}&view=${enc("average")}&stat=${enc("damage")}`,
  // Teams 100012 and 100014 met in battle royale and clash squad.
  records: "/records",
  headToHead: `/headtohead?team_id=${enc([100012, 100014])}`,
  playerCompare: `/players/compare?ids=${enc([PLAYER, 1000002])}`,
};

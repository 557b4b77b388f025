/** Every call's handler, by call name. */
import { type CallName, isWriteCall } from "@match-stats/contract";
import type { FileHandler, JsonHandler } from "../handler.ts";
import { analyticsEvents } from "./analytics_events.ts";
import { dataInfo } from "./data_info.ts";
import { downloadAll } from "./download_all.ts";
import { downloadThisPage } from "./download_this_page.ts";
import { form } from "./form.ts";
import { headToHead } from "./head_to_head.ts";
import { history } from "./history.ts";
import { infoList } from "./info_list.ts";
import { leaders } from "./leaders.ts";
import { matchData } from "./match_data.ts";
import { matchInfo } from "./match_info.ts";
import { placementSpread } from "./placement_spread.ts";
import { playerData } from "./player_data.ts";
import { playerEvent } from "./player_event.ts";
import { playerList } from "./player_list.ts";
import { playerMatch } from "./player_match.ts";
import { playerSeason } from "./player_season.ts";
import { pointsRace } from "./points_race.ts";
import { records } from "./records.ts";
import { search } from "./search.ts";
import { skill } from "./skill.ts";
import { standings } from "./standings.ts";
import { teamEvent } from "./team_event.ts";
import { teamMatch } from "./team_match.ts";
import { teamSeason } from "./team_season.ts";
import { teammateList } from "./teammate_list.ts";
import { weapon } from "./weapon.ts";
import { weaponMeta } from "./weapon_meta.ts";

export type FileCall = "download_all" | "download_this_page";
export type JsonCall = Exclude<CallName, FileCall>;

export const JSON_HANDLERS: { [C in JsonCall]: JsonHandler<C> } = {
  search,
  match_data: matchData,
  match_info: matchInfo,
  weapon,
  skill,
  team_season: teamSeason,
  team_event: teamEvent,
  team_match: teamMatch,
  player_season: playerSeason,
  player_event: playerEvent,
  player_match: playerMatch,
  player_list: playerList,
  player_data: playerData,
  data_info: dataInfo,
  info_list: infoList,
  teammate_list: teammateList,
  analytics_events: analyticsEvents,
  standings,
  leaders,
  records,
  head_to_head: headToHead,
  points_race: pointsRace,
  form,
  placement_spread: placementSpread,
  weapon_meta: weaponMeta,
  history,
};

export const FILE_HANDLERS: { [C in FileCall]: FileHandler<C> } = {
  download_all: downloadAll,
  download_this_page: downloadThisPage,
};

/** Whether the response cache keeps a call's answers: not a call that stores what it is sent, not a download. */
export const answerIsKept = (call: CallName): boolean =>
  !isWriteCall(call) && !Object.hasOwn(FILE_HANDLERS, call);

/**
 * Runs a JSON call's handler in-process, so a download holds exactly the rows the screens show. The fields
 * go through the call's contract schema, which fills the defaults as it does for a posted body.
 */
import type { CallRequestInput, CallResponse, ENDPOINTS } from "@match-stats/contract";
import { ApiError } from "../../answers/errors.ts";
import { dataOf } from "../../answers/ready-answer.ts";
import type { Context, JsonHandler } from "../handler.ts";
import { dataInfo } from "../handlers/data_info.ts";
import { infoList } from "../handlers/info_list.ts";
import { leaders } from "../handlers/leaders.ts";
import { matchData } from "../handlers/match_data.ts";
import { playerMatch } from "../handlers/player_match.ts";
import { records } from "../handlers/records.ts";
import { search } from "../handlers/search.ts";
import { skill } from "../handlers/skill.ts";
import { standings } from "../handlers/standings.ts";
import { teammateList } from "../handlers/teammate_list.ts";
import { weapon } from "../handlers/weapon.ts";
import { validated } from "../validation.ts";

const HANDLERS = {
  data_info: dataInfo,
  info_list: infoList,
  match_data: matchData,
  player_match: playerMatch,
  records,
  search,
  skill,
  standings,
  teammate_list: teammateList,
  weapon,
  leaders,
} satisfies { [C in keyof typeof ENDPOINTS]?: JsonHandler<C> };

export type DownloadSource = keyof typeof HANDLERS;

/** A call made in-process is not posted, so it is not signed; these stand in for the two signed fields. */
const UNSIGNED = { timestamp: 0, signature: "0".repeat(64) };

export async function runCall<C extends DownloadSource>(
  call: C,
  fields: CallRequestInput<C>,
  context: Context,
): Promise<CallResponse<C>> {
  // The page's ids are checked again by the call that reads them: what it refuses, the download refuses.
  const request = validated(call, { ...fields, ...UNSIGNED });
  const handler = HANDLERS[call] as unknown as JsonHandler<C>;
  return dataOf(await handler(request, context));
}

/** The weapon call's "no data" answer is an empty breakdown in a download, as in the dialog. */
export async function runWeaponCall(
  fields: CallRequestInput<"weapon">,
  context: Context,
): Promise<CallResponse<"weapon">["weapon_stats"]> {
  try {
    return (await runCall("weapon", fields, context)).weapon_stats;
  } catch (error) {
    if (error instanceof ApiError && error.errorName === "NO_DATA") return { total: [], average: [] };
    throw error;
  }
}

/**
 * What a leaders ranking shows, as the address keeps it (/leaders, and the "see all" links of the season
 * and event pages): subject, statistic, view, scope, mode family (or one mode of clash squad's), minimum of
 * games and order. Each value travels
 * like an id of the address, and one that cannot be read shows "This link cannot be opened".
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import {
  type Column,
  LEADER_STATS,
  LEADER_SUBJECTS,
  LEADER_VIEWS,
  type LeaderSubject,
  type LeaderView,
  MODE_IDS,
  type ModeFamily,
  modeFamily,
} from "@match-stats/stats";
import { BadLinkError, type RouteQuery, readId, readTextId } from "../../app/query-ids.ts";
import type { Destination } from "../info/destination.ts";
import { MODE_PARAM, readModeFamily } from "../mode-family/mode-family.ts";

export type LeaderOrder = "desc" | "asc";
export type LeaderRow = CallResponse<"leaders">["data"][number];
/** A mode family, or one mode within clash squad's. */
export type LeaderMode = NonNullable<CallRequestInput<"leaders">["mode"]>;

export interface LeadersState {
  readonly subject: LeaderSubject;
  readonly stat: string;
  readonly view: LeaderView;
  readonly seasonId?: number;
  readonly eventId?: number;
  readonly mode: LeaderMode;
  /** Undefined for the call's default (3 for averages and rates, none for totals). */
  readonly minGames?: number;
  readonly order: LeaderOrder;
}

export const DEFAULT_LEADERS: LeadersState = {
  subject: "player",
  stat: "kills",
  view: "total",
  mode: "battle_royale",
  order: "desc",
};

const oneOf = <T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
  fallback: T,
): T => {
  const value = readTextId(params, key);
  if (value === undefined) return fallback;
  if (!(values as readonly string[]).includes(value)) throw new BadLinkError(key, "value", value);
  return value as T;
};

/** The family a ranking is within. */
export const leaderFamily = (mode: LeaderMode): ModeFamily =>
  typeof mode === "number" ? modeFamily(mode) : mode;

/**
 * The mode an address names: a family, or one mode of clash squad's (mode 1 is battle royale's only one). A
 * link made when a ranking could mix every mode (-1) opens the default family: no ranking mixes them now.
 */
function readMode(params: URLSearchParams): LeaderMode {
  const text = readTextId(params, MODE_PARAM);
  if (text === undefined || text === "-1" || text === "1") return DEFAULT_LEADERS.mode;
  return MODE_IDS.find((id) => String(id) === text) ?? readModeFamily(params);
}

/** The ranking an address asks for; absent values take the defaults. */
export function readLeaders(params: URLSearchParams): LeadersState {
  const mode = readMode(params);
  const minGames = readId(params, "min_games");
  if (minGames !== undefined && minGames < 0) throw new BadLinkError("min_games", "value", String(minGames));
  const seasonId = readId(params, "season_id");
  const eventId = readId(params, "event_id");
  return {
    subject: oneOf(params, "subject", LEADER_SUBJECTS, DEFAULT_LEADERS.subject),
    stat: oneOf(params, "stat", LEADER_STATS, DEFAULT_LEADERS.stat),
    view: oneOf(params, "view", LEADER_VIEWS, DEFAULT_LEADERS.view),
    mode,
    order: oneOf(params, "order", ["desc", "asc"] as const, DEFAULT_LEADERS.order),
    ...(seasonId === undefined ? {} : { seasonId }),
    ...(eventId === undefined ? {} : { eventId }),
    ...(minGames === undefined ? {} : { minGames }),
  };
}

/** The address of a ranking: defaults left out, so a plain link stays short. */
export const leadersAddress = (state: LeadersState): RouteQuery => ({
  subject: state.subject === DEFAULT_LEADERS.subject ? undefined : state.subject,
  stat: state.stat === DEFAULT_LEADERS.stat ? undefined : state.stat,
  view: state.view === DEFAULT_LEADERS.view ? undefined : state.view,
  season_id: state.seasonId,
  event_id: state.eventId,
  [MODE_PARAM]: state.mode === DEFAULT_LEADERS.mode ? undefined : state.mode,
  min_games: state.minGames,
  order: state.order === DEFAULT_LEADERS.order ? undefined : state.order,
});

/** The call's fields for one page of the ranking. */
export const leadersFields = (
  state: LeadersState,
  page: number,
  size: number,
): CallRequestInput<"leaders"> => ({
  subject: state.subject,
  stat: state.stat,
  view: state.view,
  season_id: state.seasonId ?? -1,
  event_id: state.eventId ?? -1,
  mode: state.mode,
  ...(state.minGames === undefined ? {} : { min_games: state.minGames }),
  order: state.order,
  size,
  page,
});

/** Where a row's name leads: the team-player's or player's page, or the team's. */
export function leaderDestination(column: Column, row: LeaderRow): Destination | undefined {
  if (column.key === "team_name" && row.team_id !== null)
    return { to: "teamData", query: { team_id: row.team_id } };
  if (column.key !== "player_name" || row.player_id === null) return undefined;
  return row.teamplayer_id === null
    ? { to: "playerData", query: { player_id: row.player_id } }
    : { to: "teamplayerData", query: { player_id: row.player_id, teamplayer_id: row.teamplayer_id } };
}

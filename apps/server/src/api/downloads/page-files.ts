/**
 * download_this_page: every table of a season, event, player, team-player or team page (docs/spec.md section 2):
 * the subject's info (and a team's teammates), its Data Info totals and averages, weapons and skills, then
 * the list the page shows.
 */
import type {
  CallRequest,
  CallRequestInput,
  INFO_LIST_FIELDS,
  PlayerRow,
  SearchField,
  TEAMMATE_FIELDS,
} from "@match-stats/contract";
import {
  EVENT_INFO,
  EVENT_INFO_LIST,
  EVENT_MATCHES,
  MATCH_INFO_LIST,
  PLAYER_INFO,
  type Scope,
  SEASON_EVENTS,
  SEASON_INFO,
  SEASON_INFO_LIST,
  standingsTable,
  standingTableRow,
  type Table,
  TEAM_INFO,
  TEAMMATE_LIST,
  TEAMPLAYER_INFO,
  TEAMPLAYER_LIST,
} from "@match-stats/stats";
import type { Context } from "../handler.ts";
import { leaderFiles } from "./leader-files.ts";
import { recordFiles } from "./record-files.ts";
import { runCall } from "./run-call.ts";
import { dataInfoFiles } from "./stat-files.ts";
import { type Download, type TableFile, zipFileName } from "./zip-tables.ts";

type Request = CallRequest<"download_this_page">;
type Ids = Omit<Request, "field" | "timestamp" | "signature">;

/** What a page shows around its Data Info. */
interface Page {
  /** The zip's name; absent when the subject does not exist. */
  readonly name: string | undefined;
  readonly before: readonly TableFile[];
  readonly after: readonly TableFile[];
}

/** A search of type 2 matches ids (and names) exactly; the caller keeps the row of the id. */
const exactly = (field: SearchField, id: number | string): CallRequestInput<"search"> => ({
  search_type: 2,
  param: [String(id)],
  field,
  size: -1,
});
/** Every row within a season or an event, as the page's list shows them. */
const within = (
  field: SearchField,
  ids: { season_id?: number; event_id?: number },
): CallRequestInput<"search"> => ({ search_type: 1, param: [], field, size: -1, ...ids });

const only = <T>(row: T | undefined): T[] => (row === undefined ? [] : [row]);

/** A drill-down list of the info_list call. */
interface InfoList {
  readonly field: (typeof INFO_LIST_FIELDS)[number];
  readonly table: Table;
}

const infoListFiles = async (list: InfoList | undefined, ids: Ids, context: Context): Promise<TableFile[]> =>
  list === undefined
    ? []
    : [
        {
          table: list.table,
          rows: (await runCall("info_list", { field: list.field, ...ids }, context)).data,
        },
      ];

/** The context a scope narrows to, for the zip's name. */
const contextName = (scope: Scope, ids: Ids): string => {
  if (scope.endsWith("_season")) return ` Season ${ids.season_id}`;
  if (scope.endsWith("_event")) return ` Event ${ids.event_id}`;
  if (scope.endsWith("_match")) return ` Match ${ids.match_id}`;
  return "";
};

/**
 * Standings: the page's events' standings, through the catalogue's table as the screens show them.
 * A season's zip has one file per event, named with the event's id.
 */
async function standingsFiles(scope: CallRequestInput<"standings">, context: Context): Promise<TableFile[]> {
  const { events } = await runCall("standings", scope, context);
  return events.map((event) => {
    const table = standingsTable(event.standings[0]?.game_points.length ?? 0);
    return {
      table: scope.field === "season" ? { ...table, title: `${table.title} Event ${event.event_id}` } : table,
      rows: event.standings.map(standingTableRow),
      options: { mode: event.mode },
    };
  });
}

async function seasonPage(_scope: Scope, ids: Ids, context: Context): Promise<Page> {
  const [found, events, standings, records] = await Promise.all([
    runCall("search", exactly("season", ids.season_id), context),
    runCall("search", within("event", { season_id: ids.season_id }), context),
    standingsFiles({ field: "season", season_id: ids.season_id }, context),
    recordFiles({ field: "season", season_id: ids.season_id }, context),
  ]);
  const season = found.season_stats?.find((row) => row.season_id === ids.season_id);
  return {
    name: season && `Season ${season.season_name}`,
    before: [{ table: SEASON_INFO, rows: only(season) }],
    after: [
      { table: SEASON_EVENTS, rows: events.event_stats ?? [] },
      ...standings,
      ...(await leaderFiles({ season_id: ids.season_id }, context)),
      ...records,
    ],
  };
}

async function eventPage(_scope: Scope, ids: Ids, context: Context): Promise<Page> {
  const [found, matches, standings, records] = await Promise.all([
    runCall("search", exactly("event", ids.event_id), context),
    runCall("search", within("match", { event_id: ids.event_id }), context),
    standingsFiles({ field: "event", event_id: ids.event_id }, context),
    recordFiles({ field: "event", event_id: ids.event_id }, context),
  ]);
  const event = found.event_stats?.find((row) => row.event_id === ids.event_id);
  return {
    name: event && `Event ${event.event_name}`,
    before: [{ table: EVENT_INFO, rows: only(event) }, ...standings],
    after: [
      { table: EVENT_MATCHES, rows: matches.match_stats ?? [] },
      ...(await leaderFiles({ event_id: ids.event_id }, context)),
      ...records,
    ],
  };
}

async function playerPage(_scope: Scope, ids: Ids, context: Context): Promise<Page> {
  const [found, after] = await Promise.all([
    runCall("search", exactly("player", ids.player_id), context),
    infoListFiles({ field: "player_teamplayer", table: TEAMPLAYER_LIST }, ids, context),
  ]);
  const player = found.player_stats?.find((row) => row.player_type === 1 && row.player_id === ids.player_id);
  return {
    name: player && `Player ${player.player_name}`,
    before: [{ table: PLAYER_INFO, rows: only(player) }],
    after,
  };
}

/** The list of each team-player page; an event's matches come from player_match, by player and team. */
const TEAMPLAYER_LISTS: Partial<Record<Scope, InfoList>> = {
  player_teamplayer: { field: "player_season", table: SEASON_INFO_LIST },
  player_season: { field: "player_event", table: EVENT_INFO_LIST },
};

/** A team-player's matches in an event, which player_match reads by player and team. */
async function matchesInEvent(
  record: PlayerRow | undefined,
  eventId: number,
  context: Context,
): Promise<TableFile[]> {
  const rows = record?.team_id
    ? (
        await runCall(
          "player_match",
          { uid: record.player_id, team_id: record.team_id, event_id: eventId },
          context,
        )
      ).stats
    : [];
  return [{ table: MATCH_INFO_LIST, rows }];
}

async function teamPlayerPage(scope: Scope, ids: Ids, context: Context): Promise<Page> {
  const id = ids.teamplayer_id ?? "";
  const [found, listed] = await Promise.all([
    runCall("search", exactly("player_new", id), context),
    infoListFiles(TEAMPLAYER_LISTS[scope], ids, context),
  ]);
  const record = found.player_stats?.find((row) => row.player_type === 2 && row.id === id);
  return {
    name: record && `TeamPlayer ${record.name}${contextName(scope, ids)}`,
    before: [{ table: TEAMPLAYER_INFO, rows: only(record) }],
    after: scope === "player_event" ? await matchesInEvent(record, ids.event_id, context) : listed,
  };
}

/** Where a team page's teammates come from (a career's: the team row) and the list it shows. */
const TEAM_PAGES: Partial<
  Record<Scope, { readonly teammates?: (typeof TEAMMATE_FIELDS)[number]; readonly list?: InfoList }>
> = {
  team_career: { list: { field: "team_career", table: SEASON_INFO_LIST } },
  team_season: { teammates: "team_season", list: { field: "team_season", table: EVENT_INFO_LIST } },
  team_event: { teammates: "team_event", list: { field: "team_event", table: MATCH_INFO_LIST } },
  team_match: { teammates: "team_match" },
};

async function teamPage(scope: Scope, ids: Ids, context: Context): Promise<Page> {
  const page = TEAM_PAGES[scope] ?? {};
  const { team_id, season_id, event_id, match_id } = ids;
  const [found, teammates, after] = await Promise.all([
    runCall("search", exactly("team_new", team_id), context),
    page.teammates &&
      runCall("teammate_list", { field: page.teammates, team_id, season_id, event_id, match_id }, context),
    infoListFiles(page.list, ids, context),
  ]);
  const team = found.team_stats?.find((row) => row.id === team_id);
  return {
    name: team && `Team ${team.name}${contextName(scope, ids)}`,
    before: [
      { table: TEAM_INFO, rows: only(team) },
      { table: TEAMMATE_LIST, rows: teammates?.team_player_list ?? team?.team_player_list ?? [] },
    ],
    after,
  };
}

const PAGES: Record<Scope, (scope: Scope, ids: Ids, context: Context) => Promise<Page>> = {
  season: seasonPage,
  event: eventPage,
  player_career: playerPage,
  player_teamplayer: teamPlayerPage,
  player_season: teamPlayerPage,
  player_event: teamPlayerPage,
  player_match: teamPlayerPage,
  team_career: teamPage,
  team_season: teamPage,
  team_event: teamPage,
  team_match: teamPage,
};

export async function pageDownload(request: Request, context: Context): Promise<Download> {
  const { field: scope, timestamp: _timestamp, signature: _signature, ...ids } = request;
  // data_info checks the ids the scope needs (a 400 naming the missing one) before anything else is read.
  const data = await runCall("data_info", { field: scope, ...ids }, context);
  const page = await PAGES[scope](scope, ids, context);
  return {
    fileName: zipFileName(page.name),
    files: [...page.before, ...dataInfoFiles(data), ...page.after],
  };
}

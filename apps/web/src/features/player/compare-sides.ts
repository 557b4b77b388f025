/**
 * The two sides of a player-versus-player link: players (`1000001`) or team-player records
 * (`1000001_1`) in `ids`, compared over their careers or within `season_id` or `event_id`. A player within a
 * season or event is the record that played there (the leaders' rule); one with several, the one with most
 * games.
 */
import type { CallRequestInput, DataInfoBlock, PlayerRow } from "@match-stats/contract";
import type { QueryClient } from "@tanstack/react-query";
import { dataInfoQuery } from "../../api/calls/data-info.ts";
import { historyQuery } from "../../api/calls/history.ts";
import { combined, lookup, read } from "../../api/query.ts";
import { BadLinkError, readId, readTextIds } from "../../app/query-ids.ts";
import { findPlayer, findTeamPlayer } from "./find-player.ts";

export interface CompareContext {
  readonly seasonId?: number | undefined;
  readonly eventId?: number | undefined;
}

export interface CompareLink extends CompareContext {
  /** One id (the other is picked next) or two different ones. */
  readonly ids: readonly string[];
}

const SIDE = /^\d+(_\d+)?$/;

export function readCompareLink(params: URLSearchParams): CompareLink {
  const ids = readTextIds(params, "ids");
  if (ids.length > 2) throw new BadLinkError("ids", "count", ids.join(","));
  const bad = ids.find((id) => !SIDE.test(id));
  if (bad !== undefined) throw new BadLinkError("ids", "value", bad);
  if (ids.length === 2 && ids[0] === ids[1]) throw new BadLinkError("ids", "same", ids[0]);
  return { ids, seasonId: readId(params, "season_id"), eventId: readId(params, "event_id") };
}

export interface CompareSide {
  readonly id: string;
  /** Null when no player or record has the id. */
  readonly row: PlayerRow | null;
  /** The record compared within a season or event; the id itself otherwise. */
  readonly recordId: string | null;
  /** The record's team, when a record is compared. */
  readonly team: string | null;
  readonly total: DataInfoBlock | null;
  readonly avg: DataInfoBlock | null;
}

const isRecord = (id: string): boolean => id.includes("_");

const scopeOf = (id: string, { seasonId, eventId }: CompareContext): CallRequestInput<"data_info"> =>
  eventId !== undefined
    ? { field: "player_event", teamplayer_id: id, event_id: eventId }
    : seasonId !== undefined
      ? { field: "player_season", teamplayer_id: id, season_id: seasonId }
      : isRecord(id)
        ? { field: "player_teamplayer", teamplayer_id: id }
        : { field: "player_career", player_id: Number(id) };

const blocks = (client: QueryClient, scope: CallRequestInput<"data_info">) =>
  read(
    client,
    lookup(dataInfoQuery(scope), (answer) => ({
      total: answer.total[0] ?? null,
      avg: answer.avg[0] ?? null,
    })),
  );

async function loadSide(client: QueryClient, id: string, context: CompareContext): Promise<CompareSide> {
  const playerId = Number.parseInt(id, 10);
  const row = await read(client, isRecord(id) ? findTeamPlayer(playerId, id) : findPlayer(playerId));
  const none = { id, row, recordId: null, team: row?.team_name ?? null, total: null, avg: null };
  if (!row) return none;
  const within = context.seasonId !== undefined || context.eventId !== undefined;
  if (isRecord(id) || !within)
    return { ...none, recordId: id, ...(await blocks(client, scopeOf(id, context))) };
  const records = await read(
    client,
    lookup(historyQuery({ field: "player", player_id: playerId }), (answer) => answer.stints),
  );
  const found = await Promise.all(
    records.map(async (stint) => ({
      recordId: stint.teamplayer_id,
      team: stint.team_name,
      ...(await blocks(client, scopeOf(stint.teamplayer_id, context))),
    })),
  );
  const best = found
    .filter((side) => side.total !== null)
    .sort((a, b) => (b.total?.games ?? 0) - (a.total?.games ?? 0))[0];
  return best ? { ...none, ...best } : none;
}

/** Both sides, each read through the cache. */
export const compareSides = (ids: readonly string[], context: CompareContext) =>
  combined(["player_compare", ids, context], (client) =>
    Promise.all(ids.map((id) => loadSide(client, id, context))),
  );

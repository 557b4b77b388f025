/**
 * info_list: the lists of the drill-down screens. player_teamplayer: a player's team-player records;
 * player_season / player_event: a team-player's seasons, or events in a season; team_career / team_season /
 * team_event: a team's seasons, events in a season, or matches in an event. Newest first.
 */
import type { CallRequest, CallResponse } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { eventsPlayed, matchesPlayed, seasonsPlayed } from "../../queries/lists/played.ts";
import { teamPlayerRefs } from "../../queries/lists/team-player-refs.ts";
import type { JsonHandler } from "../handler.ts";

type Request = CallRequest<"info_list">;
type Data = CallResponse<"info_list">["data"];

// The request schema requires the ids each field needs.
const team = (request: Request) => ({ kind: "team", teamId: request.team_id }) as const;
const teamPlayer = (request: Request) =>
  ({ kind: "teamplayer", teamPlayerIds: [request.teamplayer_id ?? ""] }) as const;

const LISTS: Record<Request["field"], (request: Request, db: Kysely<Database>) => Promise<Data>> = {
  player_teamplayer: (request, db) => teamPlayerRefs(db, { column: "player_id", ids: [request.player_id] }),
  player_season: (request, db) => seasonsPlayed(db, teamPlayer(request)),
  player_event: (request, db) => eventsPlayed(db, teamPlayer(request), { seasonId: request.season_id }),
  team_career: (request, db) => seasonsPlayed(db, team(request)),
  team_season: (request, db) => eventsPlayed(db, team(request), { seasonId: request.season_id }),
  team_event: (request, db) => matchesPlayed(db, team(request), request.event_id),
};

export const infoList: JsonHandler<"info_list"> = async (request, { db }) => ({
  data: await LISTS[request.field](request, db),
});

/**
 * For the suites of the list calls (search, match_info, team_*, player_*, info_list, teammate_list): a call
 * that must succeed and match its contract schema, and what the demo files say a subject played.
 */
import { type CallRequestInput, type CallResponse, ENDPOINTS } from "@match-stats/contract";
import { expect } from "vitest";
import type { z } from "zod";
import type { JsonCall } from "../../src/api/handlers/index.ts";
import type { ApiServer } from "../support/api-server.ts";
import { type DemoGame, readDemo } from "./demo-truth.ts";

/** Posts a call, expects a success, and answers its data checked against the response schema. */
export async function ok<C extends JsonCall>(
  server: ApiServer,
  call: C,
  fields: CallRequestInput<C>,
): Promise<CallResponse<C>> {
  const answer = await server.client.call(call, fields as Record<string, unknown>);
  expect(answer, answer.msg).toMatchObject({ http: 200, status: "success" });
  return (ENDPOINTS[call].response as z.ZodType).parse(answer.data) as CallResponse<C>;
}

const desc = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => b - a);

export const byTeam = (teamId: number) => (game: DemoGame) =>
  game.game.teams.some((team) => team.team_id === teamId);
export const byTeamPlayer = (teamPlayerId: string) => (game: DemoGame) =>
  game.game.players.some((player) => player.teamplayer_id === teamPlayerId);

/** The seasons, events, matches and games of the demo games `played` keeps, as the API lists them. */
export function playedIn(played: (game: DemoGame) => boolean) {
  const { reference, games } = readDemo();
  const seasonOf = new Map(reference.events.map((event) => [event.id, event.season_id]));
  const kept = games.filter(played);
  const gamesOf = (matchId: number) => kept.filter((g) => g.match.id === matchId).map((g) => g.id);
  const matchesOf = (eventId: number) =>
    desc(kept.filter((g) => g.eventId === eventId).map((g) => g.match.id));
  return {
    seasons: desc(kept.map((g) => seasonOf.get(g.eventId)!)),
    events: desc(kept.map((g) => g.eventId)),
    eventsOf: (seasonId: number) =>
      desc(kept.filter((g) => seasonOf.get(g.eventId) === seasonId).map((g) => g.eventId)),
    matchesOf,
    /** A match's games in play order. */
    gamesOf,
    /** An event's games: match by match as in its match_list, each in play order. */
    eventGames: (eventId: number) => matchesOf(eventId).flatMap(gamesOf),
  };
}

/** Every demo game, for lists of a whole season, event or match. */
export const everything = () => true;

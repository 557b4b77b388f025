/**
 * The seasons, events and matches a team or team-player played, as rows whose lists keep only what the
 * subject played. Seasons come from the subject's roll-up rows (one row per season or event, read by the
 * primary key); events and matches from its fact rows (read by the team_id or teamplayer_id index).
 */
import type { EventRow, MatchRow, SeasonRow } from "@match-stats/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { eventRows } from "./event-rows.ts";
import { idsDesc } from "./id-lists.ts";
import { matchRows } from "./match-rows.ts";
import { seasonRows } from "./season-rows.ts";
import { byTeamPlayerIdDesc } from "./team-player-refs.ts";

/** A team, or a player's records in one team (usually one; several if they left and came back). */
export type Subject =
  | { readonly kind: "team"; readonly teamId: number }
  | { readonly kind: "teamplayer"; readonly teamPlayerIds: readonly string[] };

async function playedContexts(
  db: Kysely<Database>,
  subject: Subject,
  context: "season" | "event",
): Promise<number[]> {
  const [scope, subjects] =
    subject.kind === "team"
      ? [`team_${context}`, [String(subject.teamId)]]
      : [`player_${context}`, [...subject.teamPlayerIds]];
  if (subjects.length === 0) return [];
  const rows = await db
    .selectFrom("rollups")
    .select("context_id")
    .where("scope", "=", scope)
    .where("subject", "in", subjects)
    .execute();
  return idsDesc(rows.map((row) => row.context_id));
}

interface GameFilter {
  readonly seasonId?: number;
  readonly eventIds?: readonly number[];
  readonly matchIds?: readonly number[];
}

interface PlayedGame {
  single_match_id: number;
  match_id: number;
  event_id: number;
}

async function playedGames(
  db: Kysely<Database>,
  subject: Subject,
  filter: GameFilter,
): Promise<PlayedGame[]> {
  if (subject.kind === "teamplayer" && subject.teamPlayerIds.length === 0) return [];
  if (filter.eventIds?.length === 0 || filter.matchIds?.length === 0) return [];
  // Both fact tables carry the game keys and team_id; typed as one so the narrowing is written once.
  const table = subject.kind === "team" ? "team_results" : "player_results";
  let query = db
    .selectFrom(table as "player_results")
    .select(["single_match_id", "match_id", "event_id"])
    .$if(filter.seasonId !== undefined, (q) => q.where("season_id", "=", filter.seasonId!))
    .$if(filter.eventIds !== undefined, (q) => q.where("event_id", "in", [...filter.eventIds!]))
    .$if(filter.matchIds !== undefined, (q) => q.where("match_id", "in", [...filter.matchIds!]));
  query =
    subject.kind === "team"
      ? query.where("team_id", "=", subject.teamId)
      : query.where("teamplayer_id", "in", [...subject.teamPlayerIds]);
  return query.execute();
}

/** The seasons played, newest first; each event_list keeps the events played. */
export async function seasonsPlayed(db: Kysely<Database>, subject: Subject): Promise<SeasonRow[]> {
  const [seasons, events] = await Promise.all([
    playedContexts(db, subject, "season"),
    playedContexts(db, subject, "event"),
  ]);
  return seasonRows(db, seasons, new Set(events));
}

/** The events played (in one season, or among `eventIds`), newest first, with the matches and games played. */
export async function eventsPlayed(
  db: Kysely<Database>,
  subject: Subject,
  filter: Pick<GameFilter, "seasonId" | "eventIds">,
): Promise<EventRow[]> {
  const games = await playedGames(db, subject, filter);
  return eventRows(db, idsDesc(games.map((game) => game.event_id)), {
    matches: new Set(games.map((game) => game.match_id)),
    games: new Set(games.map((game) => game.single_match_id)),
  });
}

/** The matches played in one event (among `matchIds` when given), newest first, with the games played. */
export async function matchesPlayed(
  db: Kysely<Database>,
  subject: Subject,
  eventId: number,
  matchIds?: readonly number[],
): Promise<MatchRow[]> {
  const games = await playedGames(db, subject, { eventIds: [eventId], matchIds });
  return matchRows(
    db,
    idsDesc(games.map((game) => game.match_id)),
    new Set(games.map((game) => game.single_match_id)),
  );
}

/** A player's records in one team, newest first (read by the team_players_player index). */
export async function recordsInTeam(
  db: Kysely<Database>,
  playerId: number,
  teamId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("team_players")
    .select("id")
    .where("player_id", "=", playerId)
    .where("team_id", "=", teamId)
    .execute();
  return rows.map((row) => row.id).sort(byTeamPlayerIdDesc);
}

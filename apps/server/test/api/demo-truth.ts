/**
 * The scale-1 demo data set read straight from its ingest files, so the API suites of the match and
 * roll-up calls can check the numbers they get against a computation that does not go through the database.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import type { IngestFile, Match, PlayerResult } from "../../src/ingest/format.ts";

export interface DemoGame {
  readonly id: number;
  readonly match: Match;
  readonly eventId: number;
  readonly game: Match["games"][number];
}

export interface Demo {
  readonly reference: IngestFile;
  readonly matches: ReadonlyMap<number, Match>;
  readonly games: readonly DemoGame[];
}

let cached: Demo | undefined;

export function readDemo(): Demo {
  if (cached) return cached;
  const folder = inject("demoFolder");
  const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as IngestFile;
  const reference = read(join(folder, "reference.json"));
  const matches = readdirSync(join(folder, "events"))
    .sort()
    .flatMap((name) => read(join(folder, "events", name)).matches);
  cached = {
    reference,
    matches: new Map(matches.map((match) => [match.id, match])),
    games: matches.flatMap((match) =>
      match.games.map((game) => ({ id: game.id, match, eventId: match.event_id, game })),
    ),
  };
  return cached;
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** A match of the data set; throws when the demo no longer holds it, so a suite fails loudly. */
export function demoMatch(id: number): Match {
  const match = readDemo().matches.get(id);
  if (!match) throw new Error(`demo match ${id} not found`);
  return match;
}

/** Every player result of some games, with its game id. */
export const playerResults = (
  games: readonly Match["games"][number][],
): (PlayerResult & { game: number })[] =>
  games.flatMap((game) => game.players.map((player) => ({ ...player, game: game.id })));

/** Counts what a set of ingest files holds, for the demo command's report. */
import type { IngestFileInput } from "../ingest/format.ts";

export interface DemoSummary {
  files: number;
  bytes: number;
  seasons: number;
  events: number;
  matches: number;
  games: number;
  teams: number;
  players: number;
  teamPlayers: number;
}

export const emptySummary = (): DemoSummary => ({
  files: 0,
  bytes: 0,
  seasons: 0,
  events: 0,
  matches: 0,
  games: 0,
  teams: 0,
  players: 0,
  teamPlayers: 0,
});

export const addToSummary = (summary: DemoSummary, file: IngestFileInput, bytes: number): void => {
  summary.files++;
  summary.bytes += bytes;
  summary.seasons += file.seasons?.length ?? 0;
  summary.events += file.events?.length ?? 0;
  summary.teams += file.teams?.length ?? 0;
  summary.players += file.players?.length ?? 0;
  summary.teamPlayers += file.team_players?.length ?? 0;
  for (const match of file.matches ?? []) {
    summary.matches++;
    summary.games += match.games.length;
  }
};

/**
 * The levels a drill-down screen goes down through below its subject (a team, a team-player, a player with
 * a team): the season, the event and the match. Each id of a pasted link must be one the subject played,
 * within the level above it; otherwise the screen names the first one that is not.
 */
import type { EventRow, MatchRow, SeasonRow } from "@match-stats/contract";
import type { Crumb, CrumbKind } from "./crumb.ts";

/** A level by its id: the screen's own, or the first one the visitor's ids do not lead to. */
export interface Level {
  readonly kind: CrumbKind;
  readonly id: number | string;
}

/**
 * A loaded path, or the level of it the address names wrongly: with `subject` (the team or player, which
 * exists) that level is one the subject has no games in; without, the subject itself does not exist.
 */
export type PathAnswer<P> = { readonly path: P } | { readonly missing: Level; readonly subject?: Crumb };

/** The ids of the levels below the subject an address carries. */
export interface LevelIds {
  readonly seasonId?: number | undefined;
  readonly eventId?: number | undefined;
  readonly matchId?: number | undefined;
}

/** The rows of those levels, as the subject played them. */
export interface LevelRows {
  readonly season?: SeasonRow | undefined;
  readonly event?: EventRow | undefined;
  readonly match?: MatchRow | undefined;
}

/** A level to check: its kind, the id the address names (undefined when none) and whether the subject played it. */
type LevelCheck = readonly [kind: CrumbKind, id: number | string | undefined, played: unknown];

/** The first level, top down, whose id the address names but the subject did not play. */
export function firstMissing(checks: readonly LevelCheck[]): Level | undefined {
  for (const [kind, id, played] of checks) {
    if (id !== undefined && !played) return { kind, id };
  }
  return undefined;
}

/** The screen's own level: the deepest id it carries, else the subject's. */
export const deepestLevel = (ids: LevelIds, subject: Level): Level => {
  if (ids.matchId !== undefined) return { kind: "match", id: ids.matchId };
  if (ids.eventId !== undefined) return { kind: "event", id: ids.eventId };
  if (ids.seasonId !== undefined) return { kind: "season", id: ids.seasonId };
  return subject;
};

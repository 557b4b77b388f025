/**
 * What the match detail shows (docs/spec.md section 4 "Match detail"): the focus is the overall view (every
 * loaded match summed or averaged, only with several matches) or one match; this file says which tables,
 * rows, columns and breakdown requests a focus means.
 */
import type {
  CallRequestInput,
  CallResponse,
  ItemRow,
  MatchPlayerRow,
  MatchTeamRow,
} from "@match-stats/contract";
import {
  type ColumnContext,
  commonMode,
  gameSpanOf,
  isBattleRoyale,
  MATCH_PLAYERS,
  MATCH_TEAMS,
  OVERALL_PLAYERS,
  OVERALL_TEAMS,
  type OverallView,
  type Table,
} from "@match-stats/stats";
import { ALL_GAMES } from "./match-query.ts";

export type MatchAnswer = CallResponse<"match_data">;
export type MatchInfo = MatchAnswer["match_info"][number];

export const OVERALL = "overall";
/** The overall view, or the id of the match shown. */
export type Focus = typeof OVERALL | number;

/** The focus shown: the one picked while its match is loaded; else overall with several matches, else the match. */
export function shownFocus(picked: Focus | null, infos: readonly MatchInfo[]): Focus {
  const several = infos.length > 1;
  if (picked !== null && (picked === OVERALL ? several : infos.some((info) => info.match_id === picked)))
    return picked;
  return several ? OVERALL : (infos[0]?.match_id ?? OVERALL);
}

/** The matches a focus covers. */
export const focusInfos = (focus: Focus, infos: readonly MatchInfo[]): readonly MatchInfo[] =>
  focus === OVERALL ? infos : infos.filter((info) => info.match_id === focus);

/** The Item button shows only for battle royale (docs/spec.md section 5); with mixed modes, like its columns, too. */
export const showsItems = (mode: number | undefined): boolean => mode === undefined || isBattleRoyale(mode);

/** The games the matches show: every game of each, or the one game a narrowed match is narrowed to. */
export const gamesShown = (infos: readonly MatchInfo[]): number =>
  infos.reduce((sum, info) => sum + (info.single_match_id === ALL_GAMES ? info.games.length : 1), 0);

/**
 * The weapon and skill calls' fields for the matches covered: every game (an empty list), or, when the first
 * match is narrowed to one game, every game kept named, since an empty list would mean all of them.
 */
export function breakdownFields(infos: readonly MatchInfo[]): CallRequestInput<"weapon"> {
  const narrowed = infos.some((info) => info.single_match_id !== ALL_GAMES);
  return {
    match_ids: infos.map((info) => info.match_id),
    single_match_id: narrowed
      ? infos.flatMap((info) =>
          info.single_match_id === ALL_GAMES
            ? info.games.map((game) => game.single_match_id)
            : [info.single_match_id],
        )
      : [],
  };
}

export type StatsTab = "teams" | "players";

/** The rows and catalogue tables a focus shows. */
export interface FocusTables {
  readonly teams: readonly MatchTeamRow[];
  readonly players: readonly MatchPlayerRow[];
  readonly items: readonly ItemRow[];
  readonly tables: Readonly<Record<StatsTab, Table>>;
  readonly context: ColumnContext;
}

export function focusTables(answer: MatchAnswer, focus: Focus, view: OverallView): FocusTables {
  const mode = commonMode(focusInfos(focus, answer.match_info));
  if (focus === OVERALL) {
    const stats = view === "total" ? answer.total_stats : answer.average_stats;
    return {
      ...stats,
      // Every item counter is a player counter: the overall players carry them summed or averaged.
      items: stats.players,
      tables: { teams: OVERALL_TEAMS[view], players: OVERALL_PLAYERS[view] },
      context: { mode, view, span: "several" },
    };
  }
  const stats = answer.team_stats.find((t) => t.match_id === focus);
  const info = answer.match_info.find((i) => i.match_id === focus);
  return {
    teams: stats?.teams ?? [],
    players: stats?.players ?? [],
    items: answer.grenade_stats.find((g) => g.match_id === focus)?.players ?? [],
    tables: { teams: MATCH_TEAMS, players: MATCH_PLAYERS },
    context: { mode, span: info ? gameSpanOf(info) : undefined },
  };
}

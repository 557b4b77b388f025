/**
 * download_all: every table of the match detail for 1 to 8 matches. One match's tables lie at the top of
 * the zip; with several, each match has its folder and the overall Total and Average tables are in "Overall".
 */
import type { CallRequest, CallResponse } from "@match-stats/contract";
import {
  gameSpanOf,
  ITEMS,
  isBattleRoyale,
  MATCH_INFO,
  MATCH_PLAYERS,
  MATCH_TEAMS,
  matchSkillKinds,
  OVERALL_PLAYERS,
  OVERALL_TEAMS,
  OVERALL_VIEWS,
  SKILL_KINDS,
} from "@match-stats/stats";
import type { Context } from "../handler.ts";
import { runCall, runWeaponCall } from "./run-call.ts";
import { breakdownFiles } from "./stat-files.ts";
import { type Download, type TableFile, zipFileName } from "./zip-tables.ts";

type MatchInfo = CallResponse<"match_data">["match_info"][number];

const ALL_GAMES = -1;
const OVERALL_FOLDER = "Overall";

/** The games a match's tables cover: the one shown, or every game (an empty list). */
const gamesShown = (info: MatchInfo): number[] =>
  info.single_match_id === ALL_GAMES ? [] : [info.single_match_id];

async function oneMatch(
  info: MatchInfo,
  data: CallResponse<"match_data">,
  folder: string | undefined,
  context: Context,
): Promise<TableFile[]> {
  const fields = { match_ids: [info.match_id], single_match_id: gamesShown(info) };
  const [weapons, skills] = await Promise.all([
    runWeaponCall(fields, context),
    runCall("skill", fields, context),
  ]);
  const tables = data.team_stats.find((t) => t.match_id === info.match_id);
  const items = data.grenade_stats.find((g) => g.match_id === info.match_id)?.players ?? [];
  const options = { mode: info.mode, span: gameSpanOf(info) };
  return [
    { table: MATCH_INFO, rows: [info], folder },
    { table: MATCH_TEAMS, rows: tables?.teams ?? [], options, folder },
    { table: MATCH_PLAYERS, rows: tables?.players ?? [], options, folder },
    ...breakdownFiles(weapons, skills, matchSkillKinds(info.mode), folder),
    // The Item button shows only in battle royale.
    ...(isBattleRoyale(info.mode) ? [{ table: ITEMS, rows: items, folder }] : []),
  ];
}

async function overall(infos: readonly MatchInfo[], data: CallResponse<"match_data">, context: Context) {
  const narrowed = infos.some((info) => info.single_match_id !== ALL_GAMES);
  const fields = {
    match_ids: infos.map((info) => info.match_id),
    // One match narrowed to a game: name every game kept, since an empty list would mean all.
    single_match_id: narrowed
      ? infos.flatMap((info) =>
          info.single_match_id === ALL_GAMES ? info.games.map((g) => g.single_match_id) : gamesShown(info),
        )
      : [],
  };
  const [weapons, skills] = await Promise.all([
    runWeaponCall(fields, context),
    runCall("skill", fields, context),
  ]);
  // Matches of different modes show every mode's columns.
  const mode = infos.every((info) => info.mode === infos[0]?.mode) ? infos[0]?.mode : undefined;
  const tables = { total: data.total_stats, average: data.average_stats };
  return [
    ...OVERALL_VIEWS.flatMap((view) => {
      // Several matches are always several games.
      const options = { mode, view, span: "several" as const };
      return [
        { table: OVERALL_TEAMS[view], rows: tables[view].teams, options },
        { table: OVERALL_PLAYERS[view], rows: tables[view].players, options },
      ];
    }),
    ...breakdownFiles(weapons, skills, mode === undefined ? SKILL_KINDS : matchSkillKinds(mode)),
  ].map((file) => ({ ...file, folder: OVERALL_FOLDER }));
}

export async function matchDownload(
  request: CallRequest<"download_all">,
  context: Context,
): Promise<Download> {
  const data = await runCall(
    "match_data",
    { match_ids: request.match_ids, single_match_id: request.single_match_id },
    context,
  );
  const infos = data.match_info;
  const several = infos.length > 1;
  const files = await Promise.all([
    ...infos.map((info) => oneMatch(info, data, several ? `Match ${info.match_id}` : undefined, context)),
    ...(several ? [overall(infos, data, context)] : []),
  ]);
  const ids = infos.map((info) => info.match_id);
  const name = ids.length === 0 ? undefined : `${several ? "Matches" : "Match"} ${ids.join(",")}`;
  return { fileName: zipFileName(name), files: files.flat() };
}

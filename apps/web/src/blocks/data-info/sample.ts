/** What the numbers under a Total or Average tab are of, said beside the tabs (docs/statistics.md). */
import type { AverageBase, OverallView } from "@match-stats/stats";
import { t } from "../../i18n/i18n.ts";

/** What an average divides by: a Data Info scope's base, or (match detail) the games each row played. */
type Per = AverageBase | "game_played";

const AVERAGE_TEXT = {
  game: "sample.averageOf",
  player_game: "sample.averagePerPlayer",
  game_played: "sample.averagePerGamePlayed",
} as const satisfies Record<Per, string>;

export const sampleText = (view: OverallView, per: Per, games: number, playerGames = 0): string =>
  t(view === "total" ? "sample.totalOf" : AVERAGE_TEXT[per], { games, playerGames });

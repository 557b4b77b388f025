/**
 * A match's results (docs/spec.md section 3 "match_results"): each team with its score, in the answer's order,
 * which is the rank order (docs/statistics.md, "Ranks"): one game by placement, not by score.
 */
import { formatNumber } from "@match-stats/stats";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { MatchInfo } from "./match-focus.ts";

type Result = MatchInfo["match_results"][number];

export function MatchResults({ results }: { results: readonly Result[] }) {
  const { t } = useT();
  if (results.length === 0) return <p className="no-data">{t("common.noData")}</p>;
  return (
    <ol className="match-results">
      {results.map((result) => (
        <li key={result.team_id} className="match-result">
          <RouteLink to="teamData" query={{ team_id: result.team_id }} className="match-result-team">
            {result.team_name || "-"}
          </RouteLink>
          <span className="match-result-score">{formatNumber(result.score)}</span>
        </li>
      ))}
    </ol>
  );
}

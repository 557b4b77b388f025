/** The match detail's heading: back, what is shown with its ids, and the match's name or how many are loaded. */
import { BackButton } from "../info/BackButton.tsx";
import type { MatchInfo } from "./match-focus.ts";
import type { MatchQuery } from "./match-query.ts";
import "../info/detail-screen.css";

export function MatchHeader({ query, infos }: { query: MatchQuery; infos: readonly MatchInfo[] }) {
  const [first] = infos;
  const several = infos.length > 1;
  const ids = (infos.length > 0 ? infos.map((info) => info.match_id) : query.matchIds).join(", #");
  return (
    <div className="screen-header detail-header">
      <BackButton />
      <div className="detail-heading">
        <p className="detail-kind">
          {several ? "Matches" : "Match"} <span className="detail-id">#{ids}</span>
        </p>
        <h1>{several ? `${infos.length} matches` : (first?.match_name ?? "Match")}</h1>
      </div>
    </div>
  );
}

/** The match detail's heading: back, what is shown with its ids, and the match's name or how many are loaded. */
import { useT } from "../../i18n/i18n.ts";
import { BackButton } from "../info/BackButton.tsx";
import type { MatchInfo } from "./match-focus.ts";
import type { MatchQuery } from "./match-query.ts";
import "../info/detail-screen.css";

export function MatchHeader({ query, infos }: { query: MatchQuery; infos: readonly MatchInfo[] }) {
  const { t } = useT();
  const [first] = infos;
  const several = infos.length > 1;
  const ids = (infos.length > 0 ? infos.map((info) => info.match_id) : query.matchIds).join(", #");
  return (
    <div className="screen-header detail-header">
      <BackButton />
      <div className="detail-heading">
        <p className="detail-kind">
          {several ? t("match.kind.many") : t("kind.match")} <span className="detail-id">#{ids}</span>
        </p>
        <h1>
          {several ? t("match.count", { count: infos.length }) : (first?.match_name ?? t("kind.match"))}
        </h1>
      </div>
    </div>
  );
}

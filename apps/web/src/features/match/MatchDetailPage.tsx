/**
 * The match detail (docs/spec.md sections 2 and 4 "Match detail"): 1 to 8 matches from the address, a chip per
 * match to focus one or the overall view, the info container, the team and player tables and the points race
 * of their games. Ids that match nothing are named; when none matches, the screen says so.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { downloadAll } from "../../api/calls/download-all.ts";
import { matchDataQuery } from "../../api/calls/match-data.ts";
import { type Loaded, useLoaded } from "../../api/query.ts";
import { useGo } from "../../app/navigation.tsx";
import { PointsRace } from "../../blocks/charts/points-race/PointsRace.tsx";
import { DetailHeader } from "../../blocks/info/DetailHeader.tsx";
import { DetailState } from "../../blocks/info/DetailScreen.tsx";
import { useT } from "../../i18n/i18n.ts";
import { MatchChips } from "./MatchChips.tsx";
import { MatchInfoContainer } from "./MatchInfoContainer.tsx";
import { MatchTables } from "./MatchTables.tsx";
import { type Focus, type MatchAnswer, shownFocus } from "./match-focus.ts";
import { type MatchQuery, readMatchQuery, toRouteQuery, withoutMatch } from "./match-query.ts";
import "./match-detail.css";

export function MatchDetailPage() {
  const query = readMatchQuery(useSearchParams()[0]);
  const request = { match_ids: [...query.matchIds], single_match_id: query.singleMatchId };
  const { t } = useT();
  // The screen of eight matches is a large tree: useLoaded hands it over in a render React can interrupt.
  const answer = useLoaded(matchDataQuery(request));
  const found = answer.data?.match_info ?? [];
  // Until matches are found the heading names those the address asks for, so a link of several reads
  // "Matches" from its first paint instead of "Match" until they arrive.
  const ids = found.length > 0 ? found.map((info) => info.match_id) : query.matchIds;

  return (
    <>
      <DetailHeader
        kind={ids.length > 1 ? t("match.kind.many") : t("kind.match")}
        ids={ids}
        name={found.length > 1 ? t("match.count", { count: found.length }) : found[0]?.match_name}
      />
      {answer.data && answer.data.match_info.length > 0 ? (
        <MatchScreen query={query} answer={answer.data} onRefresh={answer.refetch} />
      ) : (
        <MatchState query={query} answer={answer} />
      )}
    </>
  );
}

interface MatchScreenProps {
  readonly query: MatchQuery;
  readonly answer: MatchAnswer;
  readonly onRefresh: () => void;
}

function MatchScreen({ query, answer, onRefresh }: MatchScreenProps) {
  const go = useGo();
  const { t } = useT();
  const [picked, setPicked] = useState<Focus | null>(null);
  const infos = answer.match_info;
  const focus = shownFocus(picked, infos);
  const missing = query.matchIds.filter((id) => !infos.some((info) => info.match_id === id));
  const allData = () =>
    downloadAll({ match_ids: infos.map((info) => info.match_id), single_match_id: query.singleMatchId });

  return (
    <>
      {missing.length > 0 && (
        <p className="match-missing" role="status">
          {t("match.missing", { ids: missing.join(", ") })}
        </p>
      )}
      <MatchChips
        infos={infos}
        focus={focus}
        onFocus={setPicked}
        onRemove={(matchId) => go("matchDetail", toRouteQuery(withoutMatch(query, matchId)))}
      />
      <MatchInfoContainer infos={infos} focus={focus} allData={allData} />
      <MatchTables answer={answer} focus={focus} allData={allData} onRefresh={onRefresh} />
      <PointsRace scope={{ field: "matches", match_ids: [...query.matchIds] }} />
    </>
  );
}

/** No match to show: still loading, none of the ids found, or a failed load (its toast has said why). */
function MatchState({ query, answer }: { query: MatchQuery; answer: Loaded<MatchAnswer> }) {
  const { t } = useT();
  const ids = query.matchIds.join(", ");
  return (
    <DetailState
      kind={t("kind.match")}
      id={ids}
      loading={answer.loading}
      missing={answer.data !== undefined}
      refetch={answer.refetch}
      notFound={query.matchIds.length > 1 ? t("match.noneFound", { ids }) : undefined}
    />
  );
}

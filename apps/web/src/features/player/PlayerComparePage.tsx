/**
 * Player versus player (`/players/compare`, `ids` one or two players or team-player records, optionally
 * `season_id` or `event_id`): both sides' Data Info Total and Average side by side with the compare bars.
 * With one id the other is picked by name, as the search finds players. Every choice is in the address.
 */
import { compareLines, isLeaderRate, PLAYER_COMPARE } from "@match-stats/stats";
import { useDeferredValue, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { searchQuery } from "../../api/calls/search.ts";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useTitle } from "../../app/use-title.ts";
import { CompareLines } from "../../blocks/compare/CompareLines.tsx";
import { useT } from "../../i18n/i18n.ts";
import { Panel } from "../../ui/Panel.tsx";
import { type CompareContext, type CompareSide, compareSides, readCompareLink } from "./compare-sides.ts";
import "./player-compare.css";

export function PlayerComparePage() {
  const link = readCompareLink(useSearchParams()[0]);
  const context = { seasonId: link.seasonId, eventId: link.eventId };
  return (
    <PlayerCompare
      key={`${link.ids.join(",")}|${link.seasonId ?? ""}|${link.eventId ?? ""}`}
      ids={link.ids}
      context={context}
    />
  );
}

const contextQuery = ({ seasonId, eventId }: CompareContext) => ({ season_id: seasonId, event_id: eventId });

/** The scope in words, by name once known: the search call names the season or event. */
function useScopeName(context: CompareContext): string {
  const { t } = useT();
  const field = context.eventId !== undefined ? "event" : "season";
  const id = context.eventId ?? context.seasonId;
  const found = useLoaded(searchQuery({ search_type: 2, field, param: [String(id ?? 0)], size: 1, page: 1 }));
  if (id === undefined) return t("pvp.career");
  const name =
    field === "event"
      ? found.data?.event_stats?.find((row) => row.event_id === id)?.event_name
      : found.data?.season_stats?.find((row) => row.season_id === id)?.season_name;
  return t("pvp.within", { name: name ?? `${t(`kind.${field}`)} ${id}` });
}

const sideName = (side: CompareSide): string =>
  side.row ? (side.row.player_type === 1 ? side.row.player_name : side.row.name) : side.id;

function PlayerCompare({ ids, context }: { ids: readonly string[]; context: CompareContext }) {
  const { t } = useT();
  const scope = useScopeName(context);
  const sides = useLoaded(compareSides(ids, context));
  const data = sides.data;
  const names = data?.map(sideName) ?? ids;
  useTitle(ids.length === 2 ? t("h2h.titleOf", { a: names[0] ?? "", b: names[1] ?? "" }) : t("pvp.title"));
  const unknown = data?.filter((side) => side.row === null) ?? [];
  const within = context.seasonId !== undefined || context.eventId !== undefined;
  return (
    <div className="pvp-screen">
      <div className="screen-header">
        <h1>{t("pvp.title")}</h1>
        <p className="list-terms-all">{scope}</p>
      </div>
      {unknown.length > 0 && (
        <div className="message-box" role="alert">
          <h2>{t("detail.notFound.title")}</h2>
          {unknown.map((side) => (
            <p key={side.id}>
              {t("detail.notFound.text", {
                kind: t(side.id.includes("_") ? "kind.teamplayer" : "kind.player"),
                id: side.id,
              })}
            </p>
          ))}
        </div>
      )}
      {data && unknown.length === 0 && (
        <>
          <ul className="pvp-sides">
            {data.map((side) => (
              <li key={side.id}>
                <SideName side={side} />
              </li>
            ))}
          </ul>
          {within && (
            <p className="screen-links">
              <RouteLink to="playerCompare" query={{ ids: ids.join(",") }}>
                {t("pvp.careers")}
              </RouteLink>
            </p>
          )}
          {ids.length === 2 && <Lines sides={data} names={[names[0] ?? "", names[1] ?? ""]} scope={scope} />}
        </>
      )}
      {!data && !sides.loading && <p className="no-data">{t("pvp.failed")}</p>}
      {ids.length < 2 && unknown.length === 0 && (
        <PickPlayer ids={ids} name={data?.[0] ? sideName(data[0]) : undefined} context={context} />
      )}
    </div>
  );
}

function SideName({ side }: { side: CompareSide }) {
  const row = side.row;
  if (!row) return null;
  const query =
    row.player_type === 1
      ? { player_id: row.player_id }
      : { player_id: row.player_id, teamplayer_id: row.id };
  return (
    <>
      <RouteLink
        to={row.player_type === 1 ? "playerData" : "teamplayerData"}
        query={query}
        className="pvp-name"
      >
        {sideName(side)}
      </RouteLink>
      {side.team && <span className="pvp-team">{side.team}</span>}
    </>
  );
}

interface LinesProps {
  readonly sides: readonly CompareSide[];
  readonly names: readonly [string, string];
  readonly scope: string;
}

function Lines({ sides, names, scope }: LinesProps) {
  const { t } = useT();
  const [a, b] = sides;
  if (!a || !b) return null;
  const idle = [a, b].filter((side) => side.total === null);
  if (idle.length > 0)
    return (
      <Panel title={t("pvp.stats")}>
        {idle.map((side) => (
          <p key={side.id} className="no-data">
            {t("pvp.noGames", { name: sideName(side), scope })}
          </p>
        ))}
      </Panel>
    );
  return (
    <Panel title={t("pvp.stats")}>
      <CompareLines
        title={t("pvp.total")}
        lines={compareLines(PLAYER_COMPARE.columns, a.total ?? {}, b.total ?? {})}
        names={names}
        emptyText={t("common.noData")}
      />
      <CompareLines
        title={t("pvp.average")}
        lines={compareLines(
          // A rate is a ratio of sums, the same in both views: shown once, with the totals.
          PLAYER_COMPARE.columns.filter((column) => column.key !== "games" && !isLeaderRate(column.key)),
          a.avg ?? {},
          b.avg ?? {},
        )}
        names={names}
        emptyText={t("common.noData")}
      />
    </Panel>
  );
}

/** The least a name must have before players are looked for. */
const MIN_TERM = 2;

/** The other side (or the first), found by name as the search finds players, as it is typed. */
function PickPlayer({
  ids,
  name,
  context,
}: {
  ids: readonly string[];
  name: string | undefined;
  context: CompareContext;
}) {
  const { t } = useT();
  const inputId = useId();
  const [term, setTerm] = useState("");
  const asked = useDeferredValue(term.trim());
  return (
    <Panel title={t("pvp.pick")}>
      {name !== undefined && <p className="pvp-pick-for">{t("pvp.pickFor", { name })}</p>}
      <div className="pvp-pick">
        <label htmlFor={inputId}>{t("pvp.playerName")}</label>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {[...asked].length >= MIN_TERM && <FoundPlayers ids={ids} term={asked} context={context} />}
    </Panel>
  );
}

function FoundPlayers({
  ids,
  term,
  context,
}: {
  ids: readonly string[];
  term: string;
  context: CompareContext;
}) {
  const { t } = useT();
  const found = useLoaded(
    searchQuery({ search_type: 1, field: "player", param: [term], size: 10, page: 1, order_by: "name" }),
  );
  const rows = (found.data?.player_stats ?? []).filter((row) => !ids.includes(row.id));
  if (!found.data) return <p className="no-data">{t("common.loading")}</p>;
  if (rows.length === 0) return <p className="no-data">{t("common.noData")}</p>;
  return (
    <ul className="pvp-found" aria-live="polite">
      {rows.map((row) => (
        <li key={row.id}>
          <RouteLink to="playerCompare" query={{ ids: [...ids, row.id].join(","), ...contextQuery(context) }}>
            {row.name} <span className="pvp-found-id">#{row.id}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

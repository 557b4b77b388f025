/**
 * Head-to-head (`/headtohead`, two team ids in `team_id`; from a team's screen with one, then the opponent
 * is picked): every match both teams played, what each won against the other, and their totals and
 * averages in those matches side by side with the compare bars.
 */
import type { HeadToHeadAnswer, HeadToHeadMatch } from "@match-stats/contract";
import {
  type CsvRow,
  compareLines,
  HEAD_TO_HEAD_COMPARE,
  HEAD_TO_HEAD_MATCHES,
  HEAD_TO_HEAD_RESULTS,
  type OverallView,
  visibleColumns,
  withSideNames,
} from "@match-stats/stats";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { headToHeadQuery } from "../../api/calls/head-to-head.ts";
import { searchQuery } from "../../api/calls/search.ts";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useTitle } from "../../app/use-title.ts";
import { CompareLines } from "../../blocks/compare/CompareLines.tsx";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { NamedListKind } from "../../blocks/drilldown/list-types.ts";
import { useStatsType } from "../../blocks/drilldown/use-stats-type.ts";
import { useT } from "../../i18n/i18n.ts";
import { Panel } from "../../ui/Panel.tsx";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import "./head-to-head.css";
import { readTeamPair } from "./team-pair.ts";

export function HeadToHeadPage() {
  const [a, b] = readTeamPair(useSearchParams()[0]);
  // Other teams are another screen: nothing of the last pair carries over.
  return b === undefined ? <PickOpponent key={a} teamId={a} /> : <HeadToHead key={`${a}-${b}`} a={a} b={b} />;
}

/** The matches' table, its headers naming the two teams. */
const matchRows = (names: readonly [string, string]): NamedListKind<HeadToHeadMatch> => ({
  table: withSideNames(HEAD_TO_HEAD_MATCHES, names),
  key: (row) => String(row.match_id),
  name: (row) => row.match_name,
});

/** The modes the two teams met in: only what those define is compared. */
const modesOf = (answer: HeadToHeadAnswer): number[] => [...new Set(answer.matches.map((m) => m.mode))];

/** An id no team has: said plainly, as every other screen says it, instead of "never played each other". */
function UnknownTeams({ ids }: { ids: readonly number[] }) {
  const { t } = useT();
  return (
    <div className="message-box" role="alert">
      <h2>{t("detail.notFound.title")}</h2>
      {ids.map((id) => (
        <p key={id}>{t("detail.notFound.text", { kind: t("kind.team"), id })}</p>
      ))}
    </div>
  );
}

type Side = HeadToHeadAnswer["team_a"];

function TeamName({ side, className }: { side: Side; className: string }) {
  return (
    <RouteLink to="teamData" query={{ team_id: side.team_id }} className={`h2h-team ${className}`}>
      {side.team_name || `#${side.team_id}`}
    </RouteLink>
  );
}

function HeadToHead({ a, b }: { a: number; b: number }) {
  const { t } = useT();
  const answer = useLoaded(headToHeadQuery({ team_a: a, team_b: b }));
  const data = answer.data;
  const names = data
    ? ([data.team_a.team_name || `#${a}`, data.team_b.team_name || `#${b}`] as const)
    : ([`#${a}`, `#${b}`] as const);
  useTitle(t("h2h.titleOf", { a: names[0], b: names[1] }));
  // The call answers an unknown id with an empty name.
  const unknown = data
    ? [data.team_a, data.team_b].filter((side) => side.team_name === "").map((side) => side.team_id)
    : [];
  return (
    <div className="h2h-screen">
      <div className="screen-header">
        <h1>{t("h2h.title")}</h1>
      </div>
      {data && unknown.length > 0 && <UnknownTeams ids={unknown} />}
      {data && unknown.length === 0 && (
        <>
          <p className="h2h-sides">
            <TeamName side={data.team_a} className="h2h-team-a" />
            <span className="h2h-vs">VS</span>
            <TeamName side={data.team_b} className="h2h-team-b" />
          </p>
          {data.matches.length === 0 ? (
            <Panel title={t("h2h.results")}>
              <p className="no-data h2h-never">{t("h2h.never", { a: names[0], b: names[1] })}</p>
            </Panel>
          ) : (
            <>
              <Results answer={data} names={names} />
              <Totals answer={data} names={names} />
            </>
          )}
        </>
      )}
      {!data && !answer.loading && <p className="no-data">{t("h2h.failed")}</p>}
      {unknown.length === 0 && (
        <DrillList
          of={matchRows(names)}
          context={data && { modes: modesOf(data) }}
          list={{ ...answer, data: data?.matches }}
          open={(row) => ({ to: "matchDetail", query: { match_id: row.match_id } })}
        />
      )}
    </div>
  );
}

function Results({ answer, names }: { answer: HeadToHeadAnswer; names: readonly [string, string] }) {
  const { t } = useT();
  const br = answer.battle_royale;
  const cs = answer.clash_squad;
  const side = (row: CsvRow, other: CsvRow) => [row, other] as const;
  const [brA, brB] = side(
    { above: br.a_above, points: br.a_points },
    { above: br.b_above, points: br.b_points },
  );
  const [csA, csB] = side(
    { series: cs.a_series, drawn: cs.draws, games_won: cs.a_games },
    { series: cs.b_series, drawn: cs.draws, games_won: cs.b_games },
  );
  return (
    <Panel title={t("h2h.results")}>
      {br.games > 0 && (
        <CompareLines
          title={t("h2h.battleRoyale", { games: br.games })}
          lines={compareLines(HEAD_TO_HEAD_RESULTS.battle_royale.columns, brA, brB)}
          names={names}
          emptyText={t("common.noData")}
        />
      )}
      {cs.matches > 0 && (
        <CompareLines
          title={t("h2h.clashSquad", { matches: cs.matches })}
          lines={compareLines(HEAD_TO_HEAD_RESULTS.clash_squad.columns, csA, csB)}
          names={names}
          emptyText={t("common.noData")}
        />
      )}
    </Panel>
  );
}

function Totals({ answer, names }: { answer: HeadToHeadAnswer; names: readonly [string, string] }) {
  const { t } = useT();
  const tabs = useStatsType();
  const idPrefix = useId();
  const pick = (side: Side, view: OverallView) => (view === "total" ? side.total : side.avg);
  return (
    <Panel title={t("h2h.totals")}>
      <Tabs
        label={t("h2h.totals")}
        tabs={tabs.items}
        value={tabs.value}
        onChange={tabs.onChange}
        idPrefix={idPrefix}
      />
      <TabPanel idPrefix={idPrefix} value={tabs.value}>
        <p className="h2h-sample">
          {t("h2h.sample", {
            matches: answer.matches.length,
            a: names[0],
            gamesA: answer.team_a.total.games ?? 0,
            b: names[1],
            gamesB: answer.team_b.total.games ?? 0,
          })}
        </p>
        <CompareLines
          title={t("compare.stats")}
          lines={compareLines(
            visibleColumns(HEAD_TO_HEAD_COMPARE, { modes: modesOf(answer) }),
            pick(answer.team_a, tabs.value),
            pick(answer.team_b, tabs.value),
          )}
          names={names}
          emptyText={t("common.noData")}
        />
      </TabPanel>
    </Panel>
  );
}

/** One team known: find the other by name or id; each team found opens the pair. */
function PickOpponent({ teamId }: { teamId: number }) {
  const { t } = useT();
  const inputId = useId();
  const [term, setTerm] = useState("");
  const [asked, setAsked] = useState("");
  useTitle(t("h2h.title"));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(term.trim());
  };
  return (
    <div className="h2h-screen">
      <div className="screen-header">
        <h1>{t("h2h.title")}</h1>
      </div>
      <Panel title={t("h2h.pick")}>
        <TeamToMeet teamId={teamId} />
        <form className="h2h-pick" onSubmit={submit}>
          <label htmlFor={inputId}>{t("h2h.opponent")}</label>
          <input id={inputId} value={term} onChange={(event) => setTerm(event.target.value)} />
          <button type="submit" className="button button-primary" disabled={term.trim() === ""}>
            {t("search.label")}
          </button>
        </form>
        {asked !== "" && <FoundTeams key={asked} teamId={teamId} term={asked} />}
      </Panel>
    </div>
  );
}

/** The team whose opponent is picked, by name once known. */
function TeamToMeet({ teamId }: { teamId: number }) {
  const { t } = useT();
  const found = useLoaded(
    searchQuery({ search_type: 2, field: "team", param: [String(teamId)], size: 1, page: 1 }),
  );
  const team = found.data?.team_stats?.find((row) => row.id === teamId);
  if (found.data && !team) return <UnknownTeams ids={[teamId]} />;
  return <p className="h2h-sample">{t("h2h.pickFor", { team: team?.name ?? `#${teamId}` })}</p>;
}

function FoundTeams({ teamId, term }: { teamId: number; term: string }) {
  const { t } = useT();
  const found = useLoaded(
    searchQuery({ search_type: 1, field: "team", param: [term], size: 10, page: 1, order_by: "name" }),
  );
  const teams = (found.data?.team_stats ?? []).filter((row) => row.id !== teamId);
  if (found.loading) return <p className="no-data">{t("common.loading")}</p>;
  if (teams.length === 0) return <p className="no-data">{t("common.noData")}</p>;
  return (
    <ul className="h2h-found">
      {teams.map((row) => (
        <li key={row.id}>
          <RouteLink to="headToHead" query={{ team_id: [teamId, row.id] }}>
            {row.name} <span className="h2h-found-id">#{row.id}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

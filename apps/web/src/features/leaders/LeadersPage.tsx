/**
 * /leaders: the full ranking of players or teams by a statistic, in all time, a season or an event, with
 * its mode and minimum of games. Every choice is in the address, so a link shows the same ranking; the
 * table grows a page at a time as it is scrolled, like the result lists.
 */
import { leadersTable, leaderTableRows } from "@match-stats/stats";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";
import { useGo } from "../../app/navigation.tsx";
import { useTitle } from "../../app/use-title.ts";
import { CompareBar } from "../../blocks/compare/CompareBar.tsx";
import { useCompareSelection } from "../../blocks/compare/use-compare-selection.ts";
import { DownloadButton } from "../../blocks/downloads/DownloadButton.tsx";
import { LeaderControls } from "../../blocks/leaders/LeaderControls.tsx";
import { LeadersTable } from "../../blocks/leaders/LeadersTable.tsx";
import { type LeadersState, leadersAddress, readLeaders } from "../../blocks/leaders/leaders-state.ts";
import { useChosenName } from "../../blocks/picker/NamePicker.tsx";
import { useT } from "../../i18n/i18n.ts";
import { Panel } from "../../ui/Panel.tsx";
import { leadersPages } from "./leaders-pages.ts";

/** The infinite-scroll delay of docs/spec.md section 9, as the result lists wait. */
const SCROLL_DELAY_MS = 500;

export function LeadersPage() {
  const state = readLeaders(useSearchParams()[0]);
  const { t, label } = useT();
  const go = useGo();
  const list = useInfiniteQuery(leadersPages(state));
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scrollMemory = useRef(0);
  const table = leadersTable(state.subject, state.stat);
  // Players are compared within the ranking's season or event, teams in head-to-head.
  const compare = useCompareSelection(JSON.stringify(state));
  const comparing = compare.active && state.subject === "player";
  const scoped = state.eventId !== undefined ? "event" : state.seasonId !== undefined ? "season" : undefined;
  const scopeName = useChosenName(scoped ?? "event", state.eventId ?? state.seasonId).data?.name;
  const title = scopeName === undefined ? t("leaders.title") : t("leaders.titleOf", { name: scopeName });
  useTitle(title);
  const change = (next: LeadersState) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    scrollMemory.current = 0;
    go("leaders", leadersAddress(next));
  };
  const { hasNextPage, isFetching, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetching || pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void fetchNextPage();
    }, SCROLL_DELAY_MS);
  }, [hasNextPage, isFetching, fetchNextPage]);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const last = list.data?.pages.at(-1);
  const scope = scoped === undefined ? t("leaders.scope.all") : t(`leaders.${scoped}`);
  return (
    <>
      <div className="screen-header">
        <h1>{title}</h1>
        <p className="list-terms-all">{scope}</p>
      </div>
      <Panel
        title={last ? t("leaders.count", { count: last.total_nums }) : t("list.results")}
        actions={
          <>
            {state.subject === "player" && !comparing && (
              <button type="button" className="button" onClick={compare.enter}>
                {t("pvp.fromLeaders")}
              </button>
            )}
            <DownloadButton
              source={{ table, rows: leaderTableRows(state.stat, rows) }}
              disabled={rows.length === 0}
            />
          </>
        }
      >
        <LeaderControls state={state} onChange={change} full />
        {last && last.min_games > 0 && (
          <p className="leader-sample">{t("leaders.minShown", { count: last.min_games })}</p>
        )}
        {comparing && (
          <CompareBar
            count={compare.keys.length}
            onCancel={compare.cancel}
            onConfirm={() =>
              go("playerCompare", {
                ids: compare.keys.join(","),
                season_id: state.eventId === undefined ? state.seasonId : undefined,
                event_id: state.eventId,
              })
            }
          />
        )}
        <LeadersTable
          picked={comparing ? compare : undefined}
          label={label(table.title)}
          state={state}
          rows={rows}
          load={{
            loading: list.isFetching && !list.isFetchingNextPage,
            error: list.error,
            refetch: () => void list.refetch(),
          }}
          onOrder={(order) => change({ ...state, order })}
          onEndReached={loadMore}
          scrollMemory={scrollMemory}
        />
      </Panel>
    </>
  );
}

/**
 * The top 10 of a season or event page: players or teams by a statistic, the choices kept in the block but the
 * mode family, kept in the address (an event's is its mode's), and "See all" opening /leaders with the same
 * ranking and scope.
 */
import { leadersTable, leaderTableRows, type ModeFamily } from "@match-stats/stats";
import { useState } from "react";
import { leadersQuery } from "../../api/calls/leaders.ts";
import { useLoaded } from "../../api/query.ts";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import { Panel } from "../../ui/Panel.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import { useModeFamily } from "../mode-family/mode-family.ts";
import { LeaderControls } from "./LeaderControls.tsx";
import { LeadersTable } from "./LeadersTable.tsx";
import {
  DEFAULT_LEADERS,
  type LeadersState,
  leaderFamily,
  leadersAddress,
  leadersFields,
} from "./leaders-state.ts";
import { TOP_SIZE } from "./top-size.ts";

type Scope = { readonly seasonId: number } | { readonly eventId: number };

interface LeadersTopProps {
  readonly scope: Scope;
  /** The family shown without a switch: an event's. */
  readonly family?: ModeFamily;
}

export function LeadersTop({ scope, family: fixed }: LeadersTopProps) {
  const { t, label } = useT();
  const [chosen, choose] = useModeFamily();
  const [choices, setChoices] = useState<LeadersState>({ ...DEFAULT_LEADERS, ...scope });
  const state: LeadersState = { ...choices, mode: fixed ?? chosen };
  const setState = (next: LeadersState) => {
    setChoices(next);
    if (fixed === undefined) choose(leaderFamily(next.mode));
  };
  const top = useLoaded(leadersQuery(leadersFields(state, 1, TOP_SIZE)));
  const rows = top.data?.data ?? [];
  const table = leadersTable(state.subject, state.stat);
  return (
    <Panel
      title={t("leaders.top")}
      actions={
        <>
          <RouteLink to="leaders" query={leadersAddress(state)} className="button button-small">
            {t("leaders.seeAll")}
          </RouteLink>
          <DownloadButton
            source={{ table, rows: leaderTableRows(state.stat, rows) }}
            disabled={rows.length === 0}
          />
        </>
      }
    >
      <LeaderControls state={state} onChange={setState} familySwitch={fixed === undefined} />
      {top.data && top.data.min_games > 0 && (
        <p className="leader-sample">{t("leaders.minShown", { count: top.data.min_games })}</p>
      )}
      <LeadersTable label={label(table.title)} state={state} rows={rows} load={top} />
    </Panel>
  );
}

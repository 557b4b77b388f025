/**
 * A leaders ranking as a table of the catalogue (leadersTable): the value column is labelled as its
 * statistic and sorts the whole ranking (on the server), names lead to the player's, team-player's or
 * team's page.
 */
import { type Column, leadersTable, leaderTableRows } from "@match-stats/stats";
import type { ReactNode } from "react";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import { DataTable, type TableLoad } from "../../ui/DataTable.tsx";
import type { Sort } from "../../ui/sort-rows.ts";
import { type LeaderRow, type LeadersState, leaderDestination } from "./leaders-state.ts";

interface LeadersTableProps {
  readonly label: string;
  readonly state: LeadersState;
  readonly rows: readonly LeaderRow[];
  readonly load: TableLoad;
  /** Turns the order round from the value's header; without it the value does not sort. */
  readonly onOrder?: (order: LeadersState["order"]) => void;
  readonly onEndReached?: () => void;
  readonly scrollMemory?: { current: number };
  /** Compare mode: rows are picked by their key (`leaderKey`) instead of opened. */
  readonly picked?: { readonly keys: readonly string[]; readonly toggle: (key: string) => void } | undefined;
}

const rowKey = (row: LeaderRow) => row.teamplayer_id ?? `${row.player_id ?? ""}-${row.team_id ?? ""}`;

/** A player's row as player versus player names it: its record within a season or event, else the player. */
export const leaderKey = (row: LeaderRow): string => row.teamplayer_id ?? String(row.player_id ?? "");

function nameCell(column: Column, row: LeaderRow): ReactNode | undefined {
  const target = leaderDestination(column, row);
  const name = row[column.key as "player_name" | "team_name"];
  return target && name !== null ? <RouteLink {...target}>{name}</RouteLink> : undefined;
}

export function LeadersTable({
  label,
  state,
  rows,
  load,
  onOrder,
  onEndReached,
  scrollMemory,
  picked,
}: LeadersTableProps) {
  const { t } = useT();
  const table = leadersTable(state.subject, state.stat);
  const columns = table.columns.map((c) => (c.key === state.stat && onOrder ? { ...c, sortable: true } : c));
  const sort: Sort = { key: state.stat, descending: state.order === "desc" };
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={leaderTableRows(state.stat, rows)}
      rowKey={rowKey}
      sort={onOrder ? sort : null}
      // The ranking has one order, by its value: a click turns it round.
      onSort={onOrder && (() => onOrder(state.order === "desc" ? "asc" : "desc"))}
      renderCell={picked ? undefined : nameCell}
      hideEmptyColumns
      selection={
        picked && {
          isSelected: (row: LeaderRow) => picked.keys.includes(leaderKey(row)),
          onToggle: (row: LeaderRow) => picked.toggle(leaderKey(row)),
        }
      }
      load={load}
      emptyText={t("modes.none.leaders", { family: t(`modes.name.${state.mode}`) })}
      {...(onEndReached ? { onEndReached } : {})}
      {...(scrollMemory ? { scrollMemory } : {})}
    />
  );
}

/**
 * A list of a drill-down screen (team-players, seasons, events, matches): sorted in the browser by its
 * sortable columns, refreshed (which clears the sort) and downloaded as shown; View opens the row's screen.
 */
import {
  type Column,
  type ColumnContext,
  type CsvRow,
  OPERATION_KEY,
  visibleColumns,
} from "@match-stats/stats";
import { type ReactNode, useState } from "react";
import type { Loaded } from "../../api/use-call.ts";
import { RouteLink } from "../../app/navigation.tsx";
import type { RouteQuery } from "../../app/query-ids.ts";
import type { RouteName } from "../../app/route-table.ts";
import { useT } from "../../i18n/i18n.ts";
import { DataTable, type Sort } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { sortRows } from "../event/sort-rows.ts";
import type { ListKind } from "./drill-lists.ts";
import { TableActions } from "./TableActions.tsx";

interface DrillListProps<Row extends CsvRow> {
  readonly of: ListKind<Row>;
  readonly list: Loaded<readonly Row[]>;
  /** The screen a row's View opens. */
  readonly open: (row: Row) => { readonly to: RouteName; readonly query: RouteQuery };
  readonly context?: ColumnContext;
  /** More actions on the title line, before refresh and download. */
  readonly actions?: ReactNode;
}

export function DrillList<Row extends CsvRow>({ of, list, open, context, actions }: DrillListProps<Row>) {
  const { t, label } = useT();
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = sortRows(list.data ?? [], sort);
  const { table } = of;
  const title = label(table.title);

  const renderCell = (column: Column, row: Row) => {
    if (column.key !== OPERATION_KEY) return undefined;
    const target = open(row);
    return (
      <RouteLink
        to={target.to}
        query={target.query}
        className="link-button"
        aria-label={t("common.viewNamed", { name: of.name(row) })}
      >
        {t("common.view")}
      </RouteLink>
    );
  };

  return (
    <Panel
      title={title}
      actions={
        <>
          {actions}
          <TableActions
            title={title}
            onRefresh={() => {
              setSort(null);
              list.reload();
            }}
            source={{ table, rows, context }}
          />
        </>
      }
    >
      <DataTable
        label={title}
        columns={visibleColumns(table, context)}
        rows={rows}
        rowKey={of.key}
        sort={sort}
        onSort={setSort}
        renderCell={renderCell}
        loading={list.loading}
      />
    </Panel>
  );
}

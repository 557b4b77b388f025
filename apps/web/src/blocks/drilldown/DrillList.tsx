/**
 * A table of a drill-down screen (docs/spec.md section 2 "Team drill-down", "Player drill-down"): its catalogue table
 * in a panel, sorted in the browser by the sortable columns, View on each row that leads somewhere, refresh
 * (which also clears the sort), the download of the rows in the order shown, and tabs above the table when
 * it has them.
 */
import { type Column, type ColumnContext, type CsvRow, visibleColumns } from "@match-stats/stats";
import { type ReactNode, useId, useState } from "react";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { RefreshButton } from "../../ui/RefreshButton.tsx";
import { type Sort, sortRows } from "../../ui/sort-rows.ts";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import type { Destination } from "../info/destination.ts";
import { viewCell } from "../info/ViewLink.tsx";
import { type DownloadExtra, withExtra } from "./download-extra.ts";
import "./drill-list.css";
import type { ListKind, ListRows, ListTabs, NamedListKind } from "./list-types.ts";

/** The rows' View links: `open` says where a row's leads (undefined leaves the row without one). */
type RowViews<Row> =
  | { readonly of: ListKind<Row>; readonly open?: undefined }
  | { readonly of: NamedListKind<Row>; readonly open: (row: Row) => Destination | undefined };

type DrillListProps<Row extends CsvRow, T extends string> = RowViews<Row> & {
  /** The panel's title when it is not the table's (a panel whose tabs show several tables). */
  readonly title?: string;
  readonly list: ListRows<Row>;
  readonly context?: ColumnContext;
  readonly extra?: DownloadExtra | undefined;
  readonly tabs?: ListTabs<T>;
  /** More buttons on the title line, before refresh and download. */
  readonly actions?: ReactNode;
  /** Choices above the tabs and the table (the records' mode family). */
  readonly controls?: ReactNode;
  /** What an empty table says, where "No Data" would not say why. */
  readonly emptyText?: string;
  /** A cell's content when it is more than its text (a name linking to its screen); the View links aside. */
  readonly cell?: (column: Column, row: Row) => ReactNode | undefined;
  readonly className?: string;
};

/** The View link of each row, where the list has them, and the list's own cells. */
function rowViews<Row>(
  views: RowViews<Row>,
  cell: ((column: Column, row: Row) => ReactNode | undefined) | undefined,
) {
  if (!views.open) return cell;
  const { of, open } = views;
  const view = viewCell((row: Row) => {
    const destination = open(row);
    return destination && { ...destination, name: of.name(row) };
  });
  return (column: Column, row: Row) => cell?.(column, row) ?? view(column, row);
}

export function DrillList<Row extends CsvRow, T extends string = string>(props: DrillListProps<Row, T>) {
  const { list, context, tabs } = props;
  const { table } = props.of;
  const { refetch } = list;
  const { label } = useT();
  const [sort, setSort] = useState<Sort | null>(null);
  const idPrefix = useId();
  const title = props.title ?? label(table.title);
  const rows = sortRows(list.data ?? [], sort, table.columns);

  const rowsTable = (
    <div className={props.className}>
      <DataTable
        label={label(table.title)}
        columns={visibleColumns(table, context)}
        rows={rows}
        rowKey={props.of.key}
        sort={sort}
        onSort={setSort}
        renderCell={rowViews(props, props.cell)}
        load={list}
        {...(props.emptyText === undefined ? {} : { emptyText: props.emptyText })}
      />
    </div>
  );

  return (
    <Panel
      title={title}
      actions={
        <>
          {props.actions}
          {refetch && (
            <RefreshButton
              name={title}
              onRefresh={() => {
                setSort(null);
                refetch();
              }}
            />
          )}
          <DownloadButton
            source={withExtra({ table, rows, context }, props.extra)}
            disabled={rows.length === 0}
          />
        </>
      }
    >
      {props.controls}
      {tabs ? (
        <div className="drill-list-tabs">
          <Tabs
            label={title}
            tabs={tabs.items}
            value={tabs.value}
            onChange={tabs.onChange}
            idPrefix={idPrefix}
          />
          <TabPanel idPrefix={idPrefix} value={tabs.value}>
            {rowsTable}
          </TabPanel>
        </div>
      ) : (
        rowsTable
      )}
    </Panel>
  );
}

/**
 * A table of a drill-down screen (SPEC section 2 "Team drill-down"): its catalogue table in a panel, sorted
 * in the browser by the sortable columns, View on each row, refresh (which also clears the sort), the
 * download of the rows in the order shown, and tabs above the table when it has them. Team and
 * team-player screens alike can use it.
 */
import {
  type Column,
  type ColumnContext,
  type CsvRow,
  OPERATION_KEY,
  type Table,
  visibleColumns,
} from "@match-stats/stats";
import { type ReactNode, useId, useState } from "react";
import { RouteLink } from "../../app/navigation.tsx";
import { useT } from "../../i18n/i18n.ts";
import { DataTable, type Sort } from "../../ui/DataTable.tsx";
import { IconButton } from "../../ui/IconButton.tsx";
import { RefreshIcon } from "../../ui/icons.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { type TabItem, TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import { sortRows } from "../event/sort-rows.ts";
import type { ViewTarget } from "../lists/ListScreen.tsx";
import { type DownloadExtra, withExtra } from "./download-extra.ts";

/** Tabs above the table (Total and Average, the skill kinds): the owner shows the rows of the tab chosen. */
interface ListTabs<T extends string> {
  readonly items: readonly TabItem<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

interface DrillDownListProps<Row extends CsvRow, T extends string = string> {
  readonly table: Table;
  /** The panel's title when it is not the table's (a panel whose tabs show several tables). */
  readonly title?: string;
  readonly rows: readonly Row[] | undefined;
  readonly loading?: boolean;
  /** Loads the rows again; absent when they came with the screen's record (no refresh then). */
  readonly reload?: () => void;
  readonly rowKey: (row: Row, index: number) => string;
  /** Where a row's View leads; undefined leaves the row without one. */
  readonly view?: (row: Row) => ViewTarget | undefined;
  readonly context?: ColumnContext;
  readonly extra?: DownloadExtra;
  readonly tabs?: ListTabs<T>;
  /** More buttons on the title line. */
  readonly actions?: ReactNode;
  readonly className?: string;
}

export function DrillDownList<Row extends CsvRow, T extends string = string>(
  props: DrillDownListProps<Row, T>,
) {
  const { table, reload, view, context, tabs } = props;
  const { t, label } = useT();
  const [sort, setSort] = useState<Sort | null>(null);
  const idPrefix = useId();
  const title = props.title ?? label(table.title);
  const rows = sortRows(props.rows ?? [], sort);

  const renderCell = (column: Column, row: Row) => {
    const target = column.key === OPERATION_KEY ? view?.(row) : undefined;
    return (
      target && (
        <RouteLink
          to={target.to}
          query={target.query}
          className="link-button"
          aria-label={t("common.viewNamed", { name: target.name })}
        >
          {t("common.view")}
        </RouteLink>
      )
    );
  };

  const rowsTable = (
    <div className={props.className}>
      <DataTable
        label={label(table.title)}
        columns={visibleColumns(table, context)}
        rows={rows}
        rowKey={props.rowKey}
        sort={sort}
        onSort={setSort}
        renderCell={renderCell}
        loading={props.loading}
      />
    </div>
  );

  return (
    <Panel
      title={title}
      actions={
        <>
          {props.actions}
          {reload && (
            <IconButton
              label={t("common.refreshNamed", { name: title })}
              onClick={() => {
                setSort(null);
                reload();
              }}
            >
              <RefreshIcon />
            </IconButton>
          )}
          <DownloadButton
            source={withExtra({ table, rows, context }, props.extra)}
            disabled={rows.length === 0}
          />
        </>
      }
    >
      {tabs ? (
        <div className="drill-down-tabs">
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

/**
 * The table every screen uses (docs/spec.md section 9): columns from the catalogue, at most 540 px high with 54 px
 * rows, a sticky header, sortable headers where the catalogue marks them, `-` for missing values, and only
 * the rows in view rendered, so ten thousand rows paint as fast as ten.
 */
import {
  type Column,
  type CsvRow,
  cellText,
  columnLabel,
  columnsWithValues,
  OPERATION_KEY,
  phoneOrder,
  sortsDescendingFirst,
} from "@match-stats/stats";
import { type KeyboardEvent, type ReactNode, type UIEvent, useLayoutEffect, useRef, useState } from "react";
import { t, useT } from "../i18n/i18n.ts";
import { useClickBlock } from "./click-block.ts";
import "./data-table.css";
import { SortIcon } from "./icons.tsx";
import { nextSort, type Sort } from "./sort-rows.ts";
import { usePhone } from "./use-phone.ts";

export const ROW_HEIGHT = 54;
export const TABLE_MAX_HEIGHT = 540;
/** Rows rendered beyond the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN = 8;
/** How close to the end (in rows) counts as reaching it, for infinite scroll. */
const END_THRESHOLD_ROWS = 2;

/**
 * The row actions (View, weapon, skill) stay pinned at the right edge, however far the table scrolls; the
 * columns that lead on a phone keep their names short there.
 */
const pinnedClass = (column: Column) =>
  column.key === OPERATION_KEY ? "cell-pinned-end" : column.leadsOnPhone ? "cell-leads" : undefined;

/** Names longer than this may wrap to a second line on a desktop (data-table.css). */
const WRAP_CHARS = 28;

const cellClass = (column: Column, text: string): string =>
  [
    `cell-${column.format}`,
    pinnedClass(column),
    column.format === "text" && text.length > WRAP_CHARS ? "cell-wrap" : undefined,
  ]
    .filter(Boolean)
    .join(" ");

const reachedEnd = (element: HTMLElement) =>
  element.scrollTop + element.clientHeight >= element.scrollHeight - END_THRESHOLD_ROWS * ROW_HEIGHT;

export interface DataTableProps<Row extends CsvRow> {
  /** Names the table for screen readers. */
  readonly label: string;
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string;
  readonly sort?: Sort | null;
  /** The order the rows are in without a sort (a list's id, descending): its header shows the arrow. */
  readonly defaultSort?: Sort;
  readonly onSort?: (sort: Sort | null) => void;
  /** A cell's content when it is more than its text (links, row actions); undefined for the default. */
  readonly renderCell?: (column: Column, row: Row) => ReactNode | undefined;
  /** Called when the visitor scrolls near the last row, or when the rows do not fill the table. */
  readonly onEndReached?: () => void;
  /** How the rows are being loaded, where a call loads them: a `Loaded`, or the parts of one a list has. */
  readonly load?: TableLoad;
  readonly emptyText?: string;
  /** Keeps the scroll position between mounts (a dialog reopening at the same row). */
  readonly scrollMemory?: { current: number };
  /** Leaves out the columns missing in every row (a ranking's, whose scope may not fill them). */
  readonly hideEmptyColumns?: boolean;
  /** Rows the visitor picks (the match detail's compare mode): by click, or Enter or Space on a focused row. */
  readonly selection?: RowSelection<Row>;
}

/**
 * The state of the call a table's rows come from. Without rows, the table says which it is instead of
 * "No Data": still loading, or failed, so a failed load never reads as an empty list.
 */
export interface TableLoad {
  /** The first rows are still coming. */
  readonly loading?: boolean | undefined;
  /** The call failed (its toast has said why). */
  readonly error?: unknown;
  /** Sends the call again: the failed table's retry. */
  readonly refetch?: (() => void) | undefined;
}

interface RowSelection<Row> {
  readonly isSelected: (row: Row) => boolean;
  readonly onToggle: (row: Row) => void;
}

/** What a row needs to be picked by mouse and keyboard, and to say whether it is picked. */
const selectableRow = <Row,>(selection: RowSelection<Row>, row: Row) => ({
  "aria-selected": selection.isSelected(row),
  className: "is-selectable",
  tabIndex: 0,
  onClick: () => selection.onToggle(row),
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    selection.onToggle(row);
  },
});

export function DataTable<Row extends CsvRow>(props: DataTableProps<Row>) {
  const { rows, sort = null, defaultSort, onSort, renderCell, onEndReached, scrollMemory } = props;
  const { label } = useT();
  const phone = usePhone();
  const shown = props.hideEmptyColumns ? columnsWithValues(props.columns, rows) : props.columns;
  // A phone shows a ranking's place, name and deciding number first; the other columns scroll after them.
  const columns = phone ? phoneOrder(shown) : shown;
  const scroller = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(scrollMemory?.current ?? 0);
  // Whether the rows were ever scrolled: until then there is no scroll position to read back.
  const scrolled = useRef(false);

  // Reading a position or size makes the browser lay out the page there and then: a page mounting a dozen
  // tables laid itself out a dozen times (most of the season page's script time on a phone). So a
  // table reads only what can have moved: a position it restores or was scrolled to, and for a list that
  // loads more, whether its rows fill it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (scrollMemory && element.scrollTop !== scrollMemory.current) element.scrollTop = scrollMemory.current;
    // Fewer rows may have moved the scroll position (a list started again): render from where it is now.
    if (scrollMemory || scrolled.current) setScrollTop(element.scrollTop);
    // Rows that do not fill the table cannot be scrolled to their end: ask for more straight away.
    if (onEndReached && rows.length > 0 && element.scrollHeight <= element.clientHeight) onEndReached();
  }, [rows.length, onEndReached, scrollMemory]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    scrolled.current = true;
    setScrollTop(element.scrollTop);
    if (scrollMemory) scrollMemory.current = element.scrollTop;
    if (onEndReached && reachedEnd(element)) onEndReached();
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  // The table is never taller than TABLE_MAX_HEIGHT; a shorter one holds all its rows anyway.
  const last = Math.min(rows.length, Math.ceil((scrollTop + TABLE_MAX_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const above = first * ROW_HEIGHT;
  const below = (rows.length - last) * ROW_HEIGHT;

  return (
    <section
      className="data-table"
      ref={scroller}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={props.label}
    >
      <table
        aria-rowcount={rows.length + 1}
        // Rows that can be picked make the table a grid, the role whose rows carry aria-selected.
        {...(props.selection && { role: "grid", "aria-multiselectable": true })}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sort={sort}
                defaultSort={defaultSort}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {above > 0 && <tr className="data-table-spacer" style={{ height: above }} />}
          {rows.slice(first, last).map((row, offset) => {
            const index = first + offset;
            return (
              <tr
                key={props.rowKey(row, index)}
                aria-rowindex={index + 2}
                {...(props.selection && selectableRow(props.selection, row))}
              >
                {columns.map((column) => {
                  const text = cellText(column, row, label);
                  return (
                    <td key={column.key} className={cellClass(column, text)}>
                      {renderCell?.(column, row) ?? text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {below > 0 && <tr className="data-table-spacer" style={{ height: below }} />}
          {rows.length === 0 && (
            <tr className="data-table-empty">
              <td colSpan={columns.length}>
                <span className="data-table-empty-text">
                  <EmptyText load={props.load} label={props.label} emptyText={props.emptyText} />
                </span>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

interface EmptyTextProps {
  readonly load: TableLoad | undefined;
  readonly label: string;
  readonly emptyText: string | undefined;
}

/** What a table without rows says: loading, could not be loaded (with a retry), or that it has none. */
function EmptyText({ load, label, emptyText }: EmptyTextProps) {
  const retry = useClickBlock(() => load?.refetch?.());
  if (load?.loading) return t("common.loading");
  if (!load?.error) return emptyText ?? t("common.noData");
  return (
    <span className="data-table-failed">
      {t("table.failed", { name: label })}
      {load.refetch && (
        <button type="button" className="button button-small" onClick={retry}>
          {t("common.tryAgain")}
        </button>
      )}
    </span>
  );
}

interface HeaderCellProps {
  readonly column: Column;
  readonly sort: Sort | null;
  readonly defaultSort: Sort | undefined;
  readonly onSort: ((sort: Sort | null) => void) | undefined;
}

function HeaderCell({ column, sort, defaultSort, onSort }: HeaderCellProps) {
  const { label } = useT();
  if (!column.sortable || !onSort)
    return (
      <th scope="col" className={pinnedClass(column)}>
        {columnLabel(column, label)}
      </th>
    );
  const shown = sort ?? defaultSort;
  const active = shown?.key === column.key;
  const direction = active ? (shown.descending ? "descending" : "ascending") : "none";
  return (
    <th scope="col" aria-sort={direction} className={pinnedClass(column)}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(nextSort(sort, column.key, defaultSort, sortsDescendingFirst(column)))}
      >
        {columnLabel(column, label)}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

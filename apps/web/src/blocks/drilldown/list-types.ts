/** What a drill-down list is given: its tabs, its rows as loaded, its catalogue table and row keys. */
import type { Table } from "@match-stats/stats";
import type { TableLoad } from "../../ui/DataTable.tsx";
import type { TabItem } from "../../ui/Tabs.tsx";

/** Tabs above the table (Total and Average, the skill kinds): the owner shows the rows of the tab chosen. */
export interface ListTabs<T extends string> {
  readonly items: readonly TabItem<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/**
 * The rows as a load gives them, with how the load went; without `refetch` (rows that came with the screen's
 * record) no refresh.
 */
export interface ListRows<Row> extends TableLoad {
  readonly data: readonly Row[] | undefined;
}

/** A list's catalogue table, and how its rows are keyed. */
export interface ListKind<Row> {
  readonly table: Table;
  readonly key: (row: Row, index: number) => string;
}

/** A list whose rows have View links: what a row is called, for its link's spoken label. */
export interface NamedListKind<Row> extends ListKind<Row> {
  readonly name: (row: Row) => string;
}

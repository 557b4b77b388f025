/** What a download writes, shared by the download button, its dialog and the screens that build extra columns. */
import type { ColumnContext, CsvRow, Table } from "@match-stats/stats";

/** A table's rows, read through the catalogue for the rows' mode and view. */
export interface DownloadSource {
  readonly table: Table;
  /** The rows shown. */
  readonly rows: readonly CsvRow[];
  readonly context?: ColumnContext;
  /** For a list loaded a page at a time: the whole list, which the file holds. */
  readonly whole?: WholeList;
}

/** A list the table holds only part of: the download fetches every row first. */
export interface WholeList {
  /** Rows in the whole list (the search's `total_nums`). */
  readonly total: number;
  /** Every row in the order shown; `progress` hears the rows fetched so far; no page is asked once `signal` aborts. */
  readonly fetch: (progress: (fetched: number) => void, signal: AbortSignal) => Promise<readonly CsvRow[]>;
}

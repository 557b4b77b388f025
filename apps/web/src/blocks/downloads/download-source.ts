/** What a download writes, shared by the download button, its dialog and the screens that build extra columns. */
import type { ColumnContext, CsvRow, Table } from "@match-stats/stats";

/** A table's rows, read through the catalogue for the rows' mode and view. */
export interface DownloadSource {
  readonly table: Table;
  readonly rows: readonly CsvRow[];
  readonly context?: ColumnContext;
}

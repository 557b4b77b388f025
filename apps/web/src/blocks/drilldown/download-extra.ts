/**
 * Columns a download offers beyond its table's own, with one value for every row (the team match detail's
 * team, season, event and match: docs/spec.md section 2 "Team match detail").
 */
import { type Column, type CsvRow, withExtraColumns } from "@match-stats/stats";
import type { DownloadSource } from "../downloads/download-source.ts";

export interface DownloadExtra {
  readonly columns: readonly Column[];
  readonly values: CsvRow;
}

export const withExtra = (source: DownloadSource, extra: DownloadExtra | undefined): DownloadSource =>
  extra
    ? {
        ...source,
        table: withExtraColumns(source.table, extra.columns),
        rows: source.rows.map((row) => ({ ...row, ...extra.values })),
      }
    : source;

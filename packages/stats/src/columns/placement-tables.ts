/**
 * The placement spread's data as a table (docs/statistics.md "Placement spread"): how many games the team
 * finished in each place, the histogram's bars; the rows are the answer's `counts`.
 */
import { column, type Table } from "./column.ts";

export const PLACEMENT_COUNTS: Table = {
  id: "placement_counts",
  title: "Placement Counts",
  columns: [column("placement", "Placement", "integer"), column("count", "Games", "integer")],
};

/** The event page sorts its match list in the browser (SPEC section 2 "Event page"). */
import { type CsvRow, isMissing } from "@match-stats/stats";
import type { Sort } from "../../ui/DataTable.tsx";

/** Rows in the order asked for; missing values last either way; no sort keeps the list's own order. */
export function sortRows<Row extends CsvRow>(rows: readonly Row[], sort: Sort | null): readonly Row[] {
  if (!sort) return rows;
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (isMissing(x) || isMissing(y)) return Number(isMissing(x)) - Number(isMissing(y));
    if (typeof x === "number" && typeof y === "number") return (x - y) * direction;
    return String(x).localeCompare(String(y)) * direction;
  });
}

/** The records table of a season or event page's zip (issue 16): every record's places, named by record. */
import { RECORD_LIST, recordLabel } from "@match-stats/stats";
import type { Context } from "../handler.ts";
import { runCall } from "./run-call.ts";
import type { TableFile } from "./zip-tables.ts";

export async function recordFiles(
  scope: { field: "season"; season_id: number } | { field: "event"; event_id: number },
  context: Context,
): Promise<TableFile[]> {
  const { records } = await runCall("records", scope, context);
  return [
    { table: RECORD_LIST, rows: records.map((row) => ({ ...row, record_name: recordLabel(row.record) })) },
  ];
}

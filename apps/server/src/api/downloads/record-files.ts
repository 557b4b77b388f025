/**
 * The records tables of a season or event page's zip: every record's places, named by record, one
 * file per mode family the scope has records of.
 */
import { MODE_FAMILY_IDS, RECORD_LIST, recordLabel } from "@match-stats/stats";
import type { Context } from "../handler.ts";
import { familyFiles } from "./family-files.ts";
import { runCall } from "./run-call.ts";
import type { TableFile } from "./zip-tables.ts";

export async function recordFiles(
  scope: { field: "season"; season_id: number } | { field: "event"; event_id: number },
  context: Context,
): Promise<TableFile[]> {
  return familyFiles(
    await Promise.all(
      MODE_FAMILY_IDS.map(async (mode) => {
        const { records } = await runCall("records", { ...scope, mode }, context);
        return {
          mode,
          table: RECORD_LIST,
          rows: records.map((row) => ({ ...row, record_name: recordLabel(row.record) })),
        };
      }),
    ),
  );
}

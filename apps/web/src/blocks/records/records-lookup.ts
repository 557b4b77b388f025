/** A scope's records as the records block shows them: a lookup its block and the routes' loaders share. */
import type { CallRequestInput, RecordRow } from "@match-stats/contract";
import { recordLabel } from "@match-stats/stats";
import { recordsQuery } from "../../api/calls/records.ts";
import { lookup } from "../../api/query.ts";

/** A record's place with its record's name, the Record column of the table and its CSV. */
export type RecordLine = RecordRow & { readonly record_name: string };

/** A scope's records, one list per record. */
export const recordsOf = (scope: CallRequestInput<"records">) =>
  lookup(recordsQuery(scope), (answer) =>
    answer.records.map((row): RecordLine => ({ ...row, record_name: recordLabel(row.record) })),
  );

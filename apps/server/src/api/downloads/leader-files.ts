/**
 * The leaders tables of a season's or event's zip: the ranking its page's block opens with (players and
 * teams by total kills), up to a page of the call, as leadersTable writes it on screen and in the browser,
 * one file per mode family the scope has games of (docs/statistics.md "Mode families").
 */

import { LEADERS_MAX_SIZE } from "@match-stats/contract";
import { LEADER_SUBJECTS, leadersTable, leaderTableRows, MODE_FAMILY_IDS } from "@match-stats/stats";
import type { Context } from "../handler.ts";
import { familyFiles } from "./family-files.ts";
import { runCall } from "./run-call.ts";
import type { TableFile } from "./zip-tables.ts";

const STAT = "kills";

export const leaderFiles = async (
  scope: { readonly season_id?: number; readonly event_id?: number },
  context: Context,
): Promise<TableFile[]> =>
  familyFiles(
    await Promise.all(
      MODE_FAMILY_IDS.flatMap((mode) =>
        LEADER_SUBJECTS.map(async (subject) => ({
          mode,
          table: leadersTable(subject, STAT),
          rows: leaderTableRows(
            STAT,
            (
              await runCall(
                "leaders",
                { subject, stat: STAT, size: LEADERS_MAX_SIZE, mode, ...scope },
                context,
              )
            ).data,
          ),
        })),
      ),
    ),
  );

/**
 * A zip's tables kept per mode family (records, leaders: docs/statistics.md "Mode families"): each family's
 * file named after its table and family, `Records Clash Squad.csv`, and a family without rows left out.
 */
import { MODE_FAMILIES, type ModeFamily } from "@match-stats/stats";
import type { TableFile } from "./zip-tables.ts";

export const familyFiles = (files: readonly (TableFile & { readonly mode: ModeFamily })[]): TableFile[] =>
  files
    .filter((file) => file.rows.length > 0)
    .map(({ mode, ...file }) => ({
      ...file,
      table: { ...file.table, title: `${file.table.title} ${MODE_FAMILIES[mode].name}` },
    }));

/** Writes ingest files to a temporary folder for a test. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function writeFiles(files: Record<string, unknown>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-ingest-"));
  return Object.entries(files).map(([name, content]) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
    return path;
  });
}

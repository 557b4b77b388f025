/**
 * A zip of CSV files streamed as it is written: each table's CSV is produced and appended only once the
 * previous entry has gone into the archive, so a slow client holds back the work instead of memory.
 */
import { once } from "node:events";
import {
  type CsvRow,
  csvFileName,
  type DownloadOptions,
  safeFileName,
  type Table,
  tableToCsv,
} from "@match-stats/stats";
import { ZipArchive } from "archiver";

export interface TableFile {
  readonly table: Table;
  readonly rows: readonly CsvRow[];
  /** The game mode and overall view the columns follow. */
  readonly options?: DownloadOptions;
  /** A folder inside the zip, for downloads of several matches. */
  readonly folder?: string;
}

/** A download's zip: its file name and its tables in order. */
export interface Download {
  readonly fileName: string;
  readonly files: readonly TableFile[];
}

/** The download's name when nothing better is known (docs/spec.md section 1). */
const DEFAULT_ZIP_NAME = "All Data.zip";

export const zipFileName = (name: string | undefined): string =>
  name === undefined ? DEFAULT_ZIP_NAME : `${safeFileName(name)}.zip`;

const entryName = (file: TableFile): string =>
  (file.folder === undefined ? "" : `${safeFileName(file.folder)}/`) + csvFileName(file.table.title);

export function zipTables(files: readonly TableFile[]): NodeJS.ReadableStream {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // The reply destroys the stream when the client goes away; stop producing then.
  const gone = new AbortController();
  archive.once("close", () => gone.abort());
  const produce = async () => {
    for (const file of files) {
      const appended = once(archive, "entry", { signal: gone.signal });
      archive.append(tableToCsv(file.table, file.rows, file.options), { name: entryName(file) });
      await appended;
    }
    await archive.finalize();
  };
  produce().catch((error: unknown) => {
    if (!gone.signal.aborted) archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}

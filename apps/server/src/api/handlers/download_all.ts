/** download_all: every table of 1 to 8 matches (or one game of a match), as a streamed zip of CSV files. */

import { matchDownload } from "../downloads/match-files.ts";
import { zipTables } from "../downloads/zip-tables.ts";
import type { FileHandler } from "../handler.ts";

export const downloadAll: FileHandler<"download_all"> = async (request, context) => {
  const { fileName, files } = await matchDownload(request, context);
  return { fileName, stream: zipTables(files) };
};

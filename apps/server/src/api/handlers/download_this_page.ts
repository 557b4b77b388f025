/** download_this_page: every table of a season, event, player, team-player or team page, as a streamed zip. */

import { pageDownload } from "../downloads/page-files.ts";
import { zipTables } from "../downloads/zip-tables.ts";
import type { FileHandler } from "../handler.ts";

export const downloadThisPage: FileHandler<"download_this_page"> = async (request, context) => {
  const { fileName, files } = await pageDownload(request, context);
  return { fileName, stream: zipTables(files) };
};

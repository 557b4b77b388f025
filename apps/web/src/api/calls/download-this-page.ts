import type { CallRequestInput } from "@match-stats/contract";
import { api, type SavedFile } from "../client.ts";
import { oneShot } from "../query.ts";

/** Every table of a season, event, player or team page, as a zip named by the answer. */
export const downloadThisPage = (fields: CallRequestInput<"download_this_page">): Promise<SavedFile> =>
  oneShot(() => api.file("download_this_page", fields));

import type { CallRequestInput } from "@match-stats/contract";
import { api, type SavedFile } from "../client.ts";

/** Every table of the loaded matches, as a zip named by the answer. */
export const downloadAll = (fields: CallRequestInput<"download_all">): Promise<SavedFile> =>
  api.file("download_all", fields);

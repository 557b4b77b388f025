import type { CallRequestInput } from "@match-stats/contract";
import { api, type SavedFile } from "../client.ts";
import { oneShot } from "../query.ts";

/** Every table of the loaded matches, as a zip named by the answer. */
export const downloadAll = (fields: CallRequestInput<"download_all">): Promise<SavedFile> =>
  oneShot(() => api.file("download_all", fields));

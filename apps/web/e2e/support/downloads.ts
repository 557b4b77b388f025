/** Catching a file the page saves: its suggested name and bytes. */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";

export interface SavedDownload {
  readonly name: string;
  readonly bytes: Buffer;
}

export async function saved(page: Page, action: () => Promise<void>): Promise<SavedDownload> {
  const [download] = await Promise.all([page.waitForEvent("download"), action()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** The file the download dialog's Download button saves. */
export const savedFromDialog = (page: Page, dialog: Locator): Promise<SavedDownload> =>
  saved(page, () => dialog.getByRole("button", { name: "Download", exact: true }).click());

/** Hands a file to the browser's downloads, named as given. */

/**
 * How long the file's address lives after the click: revoking it at once can cancel the download in some
 * browsers, which read the blob after the click returns.
 */
const REVOKE_AFTER_MS = 30_000;

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Text is written as UTF-8; a BOM at its start stays in the file. */
export function saveText(text: string, name: string, type: string): void {
  saveFile(new Blob([text], { type }), name);
}

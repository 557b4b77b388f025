/** What the server hands the page besides the app: the CSRF cookie, the signing key and the data's time. */
import { DEV_SIGNING_SECRET } from "@match-stats/contract/signing";

/** The `csrftoken` cookie every page load sets (docs/contract.md); empty when missing. */
export function csrfToken(): string {
  for (const part of document.cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === "csrftoken") return decodeURIComponent(value.join("="));
  }
  return "";
}

/** The server writes its signing secret into the page it serves, so both sides sign alike. */
export function signingSecret(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="signing-key"]')?.content || DEV_SIGNING_SECRET;
}

/** When the data was last loaded (unix seconds), as the server wrote it into the page; null when it did not. */
export function dataUpdatedAt(): number | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="data-updated-at"]')?.content;
  return content ? Number(content) : null;
}

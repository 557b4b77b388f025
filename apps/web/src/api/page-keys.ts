/** What the server hands the page besides the app: the CSRF cookie and the signing key. */
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

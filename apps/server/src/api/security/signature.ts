/** Checks the body signature and timestamp window of docs/contract.md, in constant time. */
import { createHmac, timingSafeEqual } from "node:crypto";
import { canonicalParts, FIELD_NAME, SIGNATURE_WINDOW_SECONDS } from "@match-stats/contract";
import { ApiError, invalid } from "../../answers/errors.ts";

const TIMESTAMP_PART = "timestamp=";

/**
 * Checks a body's signature and answers the canonical text of its fields other than `timestamp` (and
 * `signature`): what the answer depends on, so the response cache keys on it without canonicalising the
 * body a second time. The signature is the contract's, computed with node:crypto: the same canonical text
 * and HMAC as the client's Web Crypto version, without its per-request key import and thread-pool round trip.
 */
export function checkSignature(path: string, body: unknown, secret: string, now = Date.now() / 1000): string {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError("INVALID_BODY", "body: must be a JSON object");
  }
  const fields = body as Record<string, unknown>;
  const badName = Object.keys(fields).find((key) => !FIELD_NAME.test(key));
  if (badName !== undefined)
    throw invalid(JSON.stringify(badName.slice(0, 40)), "a field name holds only a-z, 0-9 and _");
  const given = fields.signature;
  if (typeof given !== "string") throw new ApiError("BAD_SIGNATURE", "The request signature is missing");
  if (typeof fields.timestamp !== "number" || !Number.isInteger(fields.timestamp)) {
    throw new ApiError("BAD_SIGNATURE", "timestamp: must be an integer of unix seconds");
  }
  const parts = canonicalParts(fields);
  const expected = Buffer.from(
    createHmac("sha256", secret)
      .update(`${path}\n${parts.join("&")}`)
      .digest("hex"),
  );
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new ApiError("BAD_SIGNATURE");
  if (Math.abs(now - fields.timestamp) > SIGNATURE_WINDOW_SECONDS) throw new ApiError("STALE_REQUEST");
  return parts.filter((part) => !part.startsWith(TIMESTAMP_PART)).join("&");
}

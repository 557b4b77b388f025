/**
 * The document's `info.description`: how to call the API (CSRF, signature, envelope, limits), in the small
 * markdown subset the docs page renders (headings, paragraphs, lists, code blocks, inline code). The facts
 * come from docs/contract.md and from the constants the server itself runs with.
 */
import {
  API_PREFIX,
  DEV_SIGNING_SECRET,
  ERRORS,
  errorCode,
  SIGNATURE_WINDOW_SECONDS,
} from "@match-stats/contract";
import { DEFAULT_CALL_TIME_LIMIT_MS, readConfig } from "../../config.ts";
import { BODY_LIMIT_BYTES } from "../routes.ts";

/** The fixed timestamp the examples are signed at: a worked example of the signature, not a live request. */
export const EXAMPLE_TIMESTAMP = 1_700_000_000;

const defaults = readConfig({});

const errorLines = Object.entries(ERRORS).map(
  ([name, error]) =>
    `- \`${errorCode(name as keyof typeof ERRORS)}\` (HTTP ${error.http}): ${error.msg}${
      name === "INVALID_BODY" ? "; `msg` names the field and the reason" : ""
    }`,
);

export const OVERVIEW = `The read-only statistics of a battle-royale mobile game's esports matches (mode 1, battle royale) and of its clash-squad modes (15 and 27): seasons, events, matches (each of one or more games, "single matches"), teams, players and team-players (a player in one team, id \`<player_id>_<n>\`).

## Calling

Every call is \`POST ${API_PREFIX}<call>\` with a JSON body (\`Content-Type: application/json\`, at most ${BODY_LIMIT_BYTES} bytes). Unknown fields are refused. The answer comes within ${DEFAULT_CALL_TIME_LIMIT_MS / 1000} seconds (by default) or is the error \`TIMEOUT\`.

## CSRF

Load a page of the site first (\`GET /\`, or this documentation at \`GET /api/docs\`): it sets the cookie \`csrftoken\` (\`SameSite=Lax\`, \`Path=/\`, readable by script), a random value signed by the server. Every POST sends that cookie and the same value in the header \`X-CSRFToken\`. A POST whose \`Origin\` or \`Sec-Fetch-Site\` header says it came from another site is refused with \`CSRF_FAILED\` (HTTP 403).

## Request signature

Every body carries \`timestamp\` (integer unix seconds) and \`signature\`:

\`\`\`
canonical = every body field except "signature", keys sorted ascending,
            each written  key + "=" + JSON.stringify(value),  joined with "&"
message   = the request path (for example "${API_PREFIX}search") + "\\n" + canonical
signature = lowercase hex HMAC-SHA256(key = SIGNING_SECRET, message, UTF-8)
\`\`\`

The server refuses a missing or wrong signature (\`BAD_SIGNATURE\`) and a timestamp more than ${SIGNATURE_WINDOW_SECONDS} seconds from its own clock (\`STALE_REQUEST\`), both HTTP 403. The secret is the server's \`SIGNING_SECRET\`; the development default is \`${DEV_SIGNING_SECRET}\`. The web app signs with the same secret: a secret that ships to browsers deters casual scraping, it is not authentication.

The example request of each call is signed with the development secret at timestamp ${EXAMPLE_TIMESTAMP}, so it shows the algorithm's exact output; a real request uses the current time.

## Envelope

Every JSON answer is \`{"status", "code", "msg", "data"}\`:

- success: HTTP 200, \`{"status": "success", "code": 0, "msg": "", "data": {...}}\`, \`data\` as each call describes
- an error to show: \`status\` \`"error"\` or \`"toast"\`, \`code\` a stable string, \`msg\` the text for the user, \`data\` \`{}\`

The error codes:

${errorLines.join("\n")}

The two downloads answer a zip of CSV files (\`application/zip\`) with its file name in \`Content-Disposition\`.

## Rate limit

At most \`RATE_LIMIT_PER_MINUTE\` requests a minute per client address (default ${defaults.rateLimitPerMinute}; \`0\` turns the limit off); beyond it the answer is \`RATE_LIMITED\` (HTTP 429).

## Caching

JSON answers of 1 KB or more are compressed when \`Accept-Encoding\` allows it (brotli, else gzip; \`Vary: Accept-Encoding\`), and carry an \`ETag\`, one per coding; a request with \`If-None-Match\` naming the current one is answered \`304 Not Modified\`. Answers change only when new match data is loaded. Downloads (zips) are never content-encoded. The analytics call stores what it is sent, so it is never cached and carries no \`ETag\`.

## Values

A missing value is \`null\` (the site shows \`-\`). Rates are ratios (0.25 is 25%). Times are unix seconds (UTC). Lists of ids and of uids are arrays. Averages are per game played (a season's or event's Data Info: per player per game).`;

/**
 * POST /api/match_stats/<call>: rate limit, CSRF, signature, the response cache (ETag and content coding),
 * validation against the contract schema, time limit, then the call's handler. Every answer is the envelope.
 */
import { API_PREFIX, type CallName, ENDPOINTS, failure, success } from "@match-stats/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { negotiateEncoding } from "../answers/encoding.ts";
import { ApiError } from "../answers/errors.ts";
import type { Config } from "../config.ts";
import { readDataVersion } from "../db/data-version.ts";
import { isStatementTimeout, isUnavailableError } from "../db/faults.ts";
import type { DbHealth } from "../db/health.ts";
import { type Representation, ResponseCache } from "./cache.ts";
import type { Context, FileHandler, JsonHandler } from "./handler.ts";
import {
  answerIsKept,
  FILE_HANDLERS,
  type FileCall,
  JSON_HANDLERS,
  type JsonCall,
} from "./handlers/index.ts";
import { keptAnswerer, withinLimits } from "./kept-answer.ts";
import { checkCsrf } from "./security/csrf.ts";
import { parseJsonBody } from "./security/json-body.ts";
import { registerRateLimit } from "./security/rate-limit.ts";
import { checkSignature } from "./security/signature.ts";
import { validated } from "./validation.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;
const JSON_TYPE = "application/json; charset=utf-8";

/** Maps what Fastify itself refuses (addresses, body parsing) and what the database throws to our envelope. */
function fromFastify(error: FastifyError, health: DbHealth): ApiError {
  if (error instanceof ApiError) return error;
  // The statement outlived the call's limit (PostgreSQL's statement_timeout): the call's own TIMEOUT.
  if (isStatementTimeout(error)) return new ApiError("TIMEOUT");
  if (isUnavailableError(error)) {
    health.suspect();
    return new ApiError("SERVICE_UNAVAILABLE");
  }
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return new ApiError("NOT_FOUND");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ApiError("BODY_TOO_LARGE", `body: larger than ${BODY_LIMIT_BYTES} bytes`);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ApiError("UNSUPPORTED_MEDIA_TYPE");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new ApiError("INVALID_BODY", "body: empty");
  }
  if (error instanceof SyntaxError || error.statusCode === 400)
    return new ApiError("INVALID_BODY", "body: not valid JSON");
  return new ApiError("INTERNAL");
}

/**
 * The client closed its connection before its request had all arrived (it went away mid-body, or missed
 * REQUEST_TIMEOUT_MS): the body's read failed with the socket's ECONNRESET, which is no database's.
 */
const clientWentAway = (error: FastifyError, request: FastifyRequest): boolean =>
  !request.raw.complete && (error.code === "ECONNRESET" || request.raw.destroyed);

/**
 * Every error of the server, API or not, answers the envelope. A 500 is logged with its cause and stack; the
 * expected 503s without: TIMEOUT one line per call, SERVICE_UNAVAILABLE counted for the health monitor's
 * line when the database is back (docs/architecture.md, "Faults"); a client gone mid-request at debug.
 */
export const errorAnswerer =
  (health: DbHealth) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    // The path without its query: a page's query may carry a session's access token.
    const where = { method: request.method, path: request.url.split("?")[0] };
    if (clientWentAway(error, request)) {
      request.log.debug(where, "client went away before its request had arrived");
      return reply.code(400).send();
    }
    const mapped = fromFastify(error, health);
    if (mapped.errorName === "SERVICE_UNAVAILABLE") health.answeredUnavailable();
    else if (mapped.errorName === "TIMEOUT") request.log.warn(where, "answered 503 TIMEOUT");
    else if (mapped.http >= 500)
      request.log.error({ err: error, ...where }, `answered ${mapped.http} ${mapped.errorName}`);
    // The health probe runs four times a second and the analytics buffer is written each second: a retry
    // after one second meets their latest word. The rate limit's own 429 has set the header already.
    if (
      mapped.errorName === "SERVICE_UNAVAILABLE" ||
      (mapped.errorName === "RATE_LIMITED" && !reply.hasHeader("retry-after"))
    )
      reply.header("retry-after", "1");
    return reply
      .code(mapped.http)
      .header("cache-control", "no-store")
      .send(failure(mapped.errorName, mapped.message));
  };

/** Registers the API's routes. */
export async function registerApi(
  app: FastifyInstance,
  context: Context,
  config: Config,
  health: DbHealth,
): Promise<void> {
  const cache = new ResponseCache();
  cache.setVersion(await readDataVersion(context.db));
  const answerKept = keptAnswerer(cache, context, config, health);
  // The health probe reads the data version a few times a second: an ingest drops the cache.
  const stopVersions = health.onVersion((version) => cache.setVersion(version));
  app.addHook("onClose", async () => stopVersions());

  await app.register(
    async (api) => {
      // JSON only: anything else is refused with 415 rather than parsed as text.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser("application/json", { parseAs: "string" }, (_request, text, done) => {
        try {
          done(null, parseJsonBody(text as string));
        } catch (error) {
          done(error as ApiError);
        }
      });
      await registerRateLimit(api, config);
      api.addHook("onRequest", (request, _reply, done) => {
        done(refusal(request, config.signingSecret));
      });
      api.post("/:call", async (request, reply) => {
        const call = callOf(request) as CallName;
        const key = `${call}\n${checkSignature(`${API_PREFIX}${call}`, request.body, config.signingSecret)}`;
        if (answerIsKept(call)) {
          const encoding = negotiateEncoding(request.headers["accept-encoding"]);
          return send(request, reply, answerKept(call, request.body, key, encoding));
        }
        if (!health.available) throw new ApiError("SERVICE_UNAVAILABLE");
        const fields = validated(call, request.body);

        const file = FILE_HANDLERS[call as FileCall] as FileHandler<FileCall> | undefined;
        if (file) {
          const zip = await withinLimits(file(fields as never, context), health, config.callTimeLimitMs);
          // Zips are compressed already: no content coding on top.
          return reply
            .header("content-type", "application/zip")
            .header("content-disposition", contentDisposition(zip.fileName))
            .header("cache-control", "no-store")
            .send(zip.stream);
        }
        // What is left are the calls that store what they are sent: they reach their handler every time.
        const handler = JSON_HANDLERS[call as JsonCall] as JsonHandler<JsonCall>;
        const data: unknown = await withinLimits(
          handler(fields as never, context),
          health,
          config.callTimeLimitMs,
        );
        return reply
          .header("cache-control", "no-store")
          .header("content-type", JSON_TYPE)
          .send(JSON.stringify(success(data)));
      });
      // Other paths under /api/match_stats/ (and other methods) reach onRequest and answer there.
      api.all("/*", async () => {
        throw new ApiError("NOT_FOUND");
      });
    },
    { prefix: API_PREFIX.slice(0, -1) },
  );
}

/** Why a request is refused before its body is read, if it is. */
function refusal(request: FastifyRequest, secret: string): ApiError | undefined {
  if (request.method !== "POST") return new ApiError("METHOD_NOT_ALLOWED");
  // Own keys only: `constructor` or `__proto__` are no calls.
  if (!Object.hasOwn(ENDPOINTS, callOf(request)))
    return new ApiError("NOT_FOUND", `Unknown call: ${callOf(request)}`);
  try {
    checkCsrf(request.headers, secret, request.protocol);
  } catch (error) {
    return error as ApiError;
  }
  return undefined;
}

/** An answer in the coding the client prefers, or 304 when it holds these bytes already. */
async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Representation | Promise<Representation>,
) {
  const representation = await answer;
  reply.headers(representation.headers);
  if (request.headers["if-none-match"] === representation.etag) return reply.code(304).send();
  return reply.send(representation.body);
}

const callOf = (request: FastifyRequest): string => request.url.slice(API_PREFIX.length).split("?")[0] ?? "";

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

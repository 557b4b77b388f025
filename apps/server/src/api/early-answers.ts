/**
 * The answers of calls the cache keeps, from node:http before Fastify sees the request: Fastify's routing,
 * hooks, body stream and reply were a large share of a hit's cost and of a computed answer's
 * (docs/performance.md, "Stop 33", "Stop 36" and "Stop 38"). A request here passes the same checks as on the
 * API's route, with the same code (CSRF, the body's parse, the signature, the rate limit), is answered by
 * the same `keptAnswerer` and carries the same headers. Everything else (a refusal, an answer that failed,
 * a call that is never kept, a body it does not take) goes on to Fastify with what was learned of it handed
 * over (`hand-over.ts`), so every error is answered by the one path that answers errors, and a request is
 * counted and computed once.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { API_PREFIX, type CallName, ENDPOINTS } from "@match-stats/contract";
import { negotiateEncoding } from "../answers/encoding.ts";
import { requestId } from "../log.ts";
import type { Representation } from "./cache.ts";
import { type HandOver, handedOver } from "./hand-over.ts";
import { answerIsKept } from "./handlers/index.ts";
import type { KeptAnswerer } from "./kept-answer.ts";
import { clientProtocol, type Trust } from "./security/client-address.ts";
import { checkCsrf } from "./security/csrf.ts";
import type { SecurityHeaders } from "./security/headers.ts";
import { parseJsonBody } from "./security/json-body.ts";
import type { RateLimiter } from "./security/rate-limit.ts";
import { checkSignature } from "./security/signature.ts";

/** A listener in front of another: answers a request itself or hands it to `next`. */
export type EarlyListener = (
  request: IncomingMessage,
  response: ServerResponse,
  next: RequestListener,
) => void;

export interface EarlyAnswersOptions {
  readonly answerKept: KeptAnswerer;
  readonly limiter: RateLimiter | undefined;
  readonly signingSecret: string;
  readonly trust: Trust;
  readonly securityHeaders: SecurityHeaders;
  readonly bodyLimitBytes: number;
}

/** A request listener that answers the kept calls it can and hands every other request to `next` (Fastify's). */
export function earlyAnswers(options: EarlyAnswersOptions): EarlyListener {
  return (request, response, next) => {
    const call = keptCall(request);
    if (call === undefined || !bodyIsTaken(request, options.bodyLimitBytes)) {
      next(request, response);
      return;
    }
    readBody(request, (body) => {
      // The client went away mid-body: there is no one to answer.
      if (body === undefined) return;
      const handOver: HandOver = { body };
      answer(request, response, call, handOver, options).then(
        (answered) => answered || goOn(),
        () => response.headersSent || goOn(),
      );
      function goOn(): void {
        handedOver.set(request, handOver);
        next(request, response);
      }
    });
  };
}

/** The call of a POST to a call whose answers the cache keeps, else undefined. */
function keptCall(request: IncomingMessage): CallName | undefined {
  const url = request.url;
  if (request.method !== "POST" || url === undefined || !url.startsWith(API_PREFIX)) return undefined;
  const call = url.slice(API_PREFIX.length);
  return Object.hasOwn(ENDPOINTS, call) && answerIsKept(call as CallName) ? (call as CallName) : undefined;
}

/** A JSON body of a stated length within the limit: what Fastify's parser takes as well. */
function bodyIsTaken(request: IncomingMessage, limit: number): boolean {
  const type = request.headers["content-type"];
  const length = request.headers["content-length"];
  return (
    (type === "application/json" || type?.startsWith("application/json;") === true) &&
    length !== undefined &&
    /^\d{1,7}$/.test(length) &&
    Number(length) <= limit
  );
}

function readBody(request: IncomingMessage, done: (body: Buffer | undefined) => void): void {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.once("end", () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  request.once("error", () => done(undefined));
}

/** Answers the request when every check lets it through and its answer was found; false to hand it on. */
async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  call: CallName,
  handOver: HandOver,
  options: EarlyAnswersOptions,
): Promise<boolean> {
  checkCsrf(request.headers, options.signingSecret, clientProtocol(request, options.trust));
  handOver.fields = parseJsonBody(handOver.body.toString("utf8"));
  handOver.key = `${call}\n${checkSignature(`${API_PREFIX}${call}`, handOver.fields, options.signingSecret)}`;
  const verdict = options.limiter && (await options.limiter(request));
  handOver.verdict = verdict;
  if (verdict?.exceeded) return false;
  let representation: Representation;
  try {
    representation = await options.answerKept(
      call,
      handOver.fields,
      handOver.key,
      negotiateEncoding(request.headers["accept-encoding"]),
    );
  } catch (error) {
    handOver.failure = error;
    return false;
  }
  const headers = {
    "x-request-id": requestId(request),
    ...options.securityHeaders(clientProtocol(request, options.trust)),
    ...verdict?.headers,
    ...representation.headers,
  };
  if (request.headers["if-none-match"] === representation.etag) {
    response.writeHead(304, headers).end();
    return true;
  }
  response
    .writeHead(200, { ...headers, "content-length": representation.body.length })
    .end(representation.body);
  return true;
}

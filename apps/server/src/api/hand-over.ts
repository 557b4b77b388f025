/**
 * What the early path (`early-answers.ts`) learned of a request before it handed it to Fastify: the body it
 * has read off the socket already, the body's fields once parsed, its cache key once its signature held,
 * the rate limit's verdict once it counted the request, and what the answer failed with once it had begun
 * to compute it. Nothing is parsed, verified, counted or computed twice.
 */
import type { IncomingMessage } from "node:http";
import type { RateVerdict } from "./security/rate-limit.ts";

export interface HandOver {
  readonly body: Buffer;
  fields?: unknown;
  /** The call and the canonical text of its fields: set only once the signature was found good. */
  key?: string;
  verdict?: RateVerdict;
  /** Set only after every check before the answer held: the route answers it as its own error. */
  failure?: unknown;
}

export const handedOver = new WeakMap<IncomingMessage, HandOver>();

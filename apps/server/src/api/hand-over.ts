/**
 * What the early path (`early-hits.ts`) learned of a request before it handed it to Fastify: the body it
 * has read off the socket already, the body's fields once parsed, its cache key once its signature held,
 * and the rate limit's verdict once it counted the request. A miss is not parsed and verified twice.
 */
import type { IncomingMessage } from "node:http";
import type { RateVerdict } from "./security/rate-limit.ts";

export interface HandOver {
  readonly body: Buffer;
  fields?: unknown;
  /** The call and the canonical text of its fields: set only once the signature was found good. */
  key?: string;
  verdict?: RateVerdict;
}

export const handedOver = new WeakMap<IncomingMessage, HandOver>();

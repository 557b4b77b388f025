/**
 * What the early path (`early-hits.ts`) learned of a request before it handed it to Fastify: the body it
 * has read off the socket already, and the rate limit's verdict once it counted the request.
 */
import type { IncomingMessage } from "node:http";
import type { RateVerdict } from "./security/rate-limit.ts";

export interface HandOver {
  readonly body: Buffer;
  verdict?: RateVerdict;
}

export const handedOver = new WeakMap<IncomingMessage, HandOver>();

/**
 * The client's address and protocol as Fastify reads them behind TRUST_PROXY hops, for the code that answers
 * a request before Fastify sees it (`api/early-answers.ts`) and the rate limit that both share.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";

/** Which hops to believe: the nearest `hops` proxies, or none. (Fastify reads a bare number as "none".) */
export type Trust = false | ((address: string, hop: number) => boolean);

export const trustOf = (hops: number): Trust => hops > 0 && ((_address, hop) => hop < hops);

/** Fastify's `request.ip`: the address the farthest trusted proxy saw, else the socket's. */
export const clientAddress = (request: IncomingMessage, trust: Trust): string =>
  trust ? proxyAddr(request, trust) : (request.socket.remoteAddress ?? "");

/** Fastify's `request.protocol`: a trusted proxy's last X-Forwarded-Proto entry, else the socket's. */
export function clientProtocol(request: IncomingMessage, trust: Trust): string {
  const forwarded = request.headers["x-forwarded-proto"];
  const peer = request.socket.remoteAddress;
  if (trust && typeof forwarded === "string" && forwarded !== "" && peer !== undefined && trust(peer, 0))
    return forwarded.slice(forwarded.lastIndexOf(",") + 1).trim();
  return (request.socket as Partial<TLSSocket>).encrypted ? "https" : "http";
}

/**
 * A shutdown that finishes what it started. Until it begins, every request is counted until its answer has
 * been handed to the system (a zip streamed to a slow reader included). From its first moment the server
 * still listens, but `/healthz` answers 503 (a load balancer stops sending) and every new API call the 503
 * envelope with Retry-After (a client tries again, elsewhere); other requests are served, each answer closing
 * its connection. Once nothing is in flight, or the drain's bound has passed, the server may close: closing
 * earlier destroys a connection whose answer is still being written.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PREFIX, ERRORS, failure } from "@match-stats/contract";

/** How many answers were still in flight when the drain ended (0: every one was sent). */
export type DrainEnd = number;

export class Drain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private settled: (() => void) | undefined;

  /** True when the drain has begun. */
  get active(): boolean {
    return this.draining;
  }

  /**
   * For the server's request listener, first: counts the request, or answers it itself during the drain
   * (true: nothing else must answer it).
   */
  refuses(
    request: IncomingMessage,
    response: ServerResponse,
    headers: (request: IncomingMessage) => Readonly<Record<string, string>>,
  ): boolean {
    if (this.draining) {
      response.setHeader("connection", "close");
      const path = (request.url ?? "").split("?", 1)[0] ?? "";
      if (path === "/healthz" || path.startsWith(API_PREFIX)) {
        const body =
          path === "/healthz"
            ? JSON.stringify({ status: "unavailable" })
            : JSON.stringify(failure("SERVICE_UNAVAILABLE"));
        response
          .writeHead(ERRORS.SERVICE_UNAVAILABLE.http, {
            ...headers(request),
            "content-type": "application/json; charset=utf-8",
            "cache-control": "no-store",
            "retry-after": "1",
          })
          .end(body);
        return true;
      }
    }
    this.inFlight.add(response);
    response.once("close", () => {
      this.inFlight.delete(response);
      if (this.inFlight.size === 0) this.settled?.();
    });
    return false;
  }

  /** Begins the drain: resolves once no answer is in flight, or after `boundMs` with how many still are. */
  begin(boundMs: number): Promise<DrainEnd> {
    this.draining = true;
    // An answer not begun yet closes its connection too: a client would otherwise send its next call on
    // a connection the server is about to close, and meet a reset instead of the 503.
    for (const response of this.inFlight)
      if (!response.headersSent) response.setHeader("connection", "close");
    if (this.inFlight.size === 0) return Promise.resolve(0);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.inFlight.size), boundMs);
      this.settled = () => {
        clearTimeout(timer);
        resolve(0);
      };
    });
  }
}

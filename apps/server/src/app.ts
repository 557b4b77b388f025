/** The HTTP server: health, the API, the generated logos, and the built web app with history routing. */
import { createServer, type IncomingMessage } from "node:http";
import fastifyStatic from "@fastify/static";
import { API_PREFIX, failure } from "@match-stats/contract";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { DestinationStream } from "pino";
import { AnalyticsWriter } from "./analytics/writer.ts";
import { registerDocs } from "./api/docs/routes.ts";
import { BODY_LIMIT_BYTES, errorAnswerer, registerApi } from "./api/routes.ts";
import { clientProtocol, trustOf } from "./api/security/client-address.ts";
import { capConnections } from "./api/security/connection-cap.ts";
import { setTokenCookie } from "./api/security/csrf.ts";
import { addSecurityHeaders, securityHeadersFor } from "./api/security/headers.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import { readDataUpdatedAt } from "./db/data-version.ts";
import { DbHealth } from "./db/health.ts";
import { Drain } from "./drain.ts";
import { createLogger, requestId } from "./log.ts";
import { registerLogos } from "./logos/routes.ts";
import { webAssets, webIsBuilt, webPage } from "./web-build.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** The shutdown's drain (serve.ts begins it on SIGTERM); one that never begins by default. */
  drain?: Drain;
}

export async function buildApp({
  db,
  config,
  logStream,
  drain = new Drain(),
}: AppOptions): Promise<FastifyInstance> {
  const log = createLogger(config.logLevel, logStream);
  const health = new DbHealth(db, {}, log);
  await health.start();
  const answerError = errorAnswerer(health);
  const trust = trustOf(config.trustProxyHops);
  const securityHeaders = securityHeadersFor(config.logoHosts);
  // What the drain's own 503s carry, as every answer does.
  const drainHeaders = (request: IncomingMessage) => ({
    "x-request-id": requestId(request),
    ...securityHeaders(clientProtocol(request, trust)),
  });
  const app = Fastify({
    // Fastify's own HTTP/1.1 server, with the drain in front of its handler.
    serverFactory: (handler) => {
      const server = createServer(
        {
          // A request is given REQUEST_TIMEOUT_MS from its first byte, its headers HEADERS_TIMEOUT_MS (a
          // connection that sends nothing too), then closed with a 408: a client that trickles its bytes
          // cannot hold a connection for ever. Node checks them this often (30 s by default).
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: config.headersTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 4)),
          keepAliveTimeout: config.keepAliveTimeoutMs,
        },
        (request, response) => {
          if (drain.refuses(request, response, drainHeaders)) return;
          handler(request, response);
        },
      );
      // Behind trusted proxies every connection comes from one of them: the cap would cap the site.
      if (config.trustProxyHops === 0) capConnections(server, config.connectionsPerAddress);
      return server;
    },
    loggerInstance: log,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
    // Behind TRUST_PROXY proxies the client address is the one the farthest trusted proxy saw: entries of
    // X-Forwarded-For beyond those hops are the client's own writing. (Fastify reads a bare number of
    // hops as "trust none", hence the function.)
    trustProxy: trust,
    bodyLimit: BODY_LIMIT_BYTES,
    // A malformed address answers the envelope too, not Fastify's own JSON.
    frameworkErrors: answerError,
  });
  app.setErrorHandler(answerError);
  // Hooks on every request take `done` rather than being async: no promise per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  addSecurityHeaders(app, securityHeaders);

  app.addHook("onClose", async () => health.stop());
  // Within the probe's time-out (600 ms) always: 200 when the database answers a trivial query, else 503.
  app.get("/healthz", async (_request, reply) => {
    const state = await health.check();
    reply.header("cache-control", "no-store");
    if (state.up) return { status: "ok", data_version: state.dataVersion };
    return reply.code(503).send({ status: "unavailable" });
  });
  const analytics = new AnalyticsWriter(db, {
    retentionDays: config.analyticsRetentionDays,
    capacity: config.analyticsBufferEvents,
    log: app.log,
  });
  // After the requests in flight: whatever they buffered is written before the database closes.
  app.addHook("onClose", () => analytics.close());
  await registerApi(app, { db: db.kysely, engine: db.engine, analytics }, config, health);
  registerDocs(app, config);
  registerLogos(app);

  const hasWeb = webIsBuilt(config.webDist);
  // The page says when the data was last loaded: read once per data version, never per page load.
  const dataUpdatedAt = () => readDataUpdatedAt(db.kysely).catch(() => null);
  let page = hasWeb
    ? webPage(config.webDist, config.signingSecret, await dataUpdatedAt())
    : () => ({ html: "", screen: false });
  if (hasWeb) {
    const stopWatching = health.onVersion(() => {
      void dataUpdatedAt().then((at) => {
        page = webPage(config.webDist, config.signingSecret, at);
      });
    });
    app.addHook("onClose", async () => stopWatching());
  }
  const assets = webAssets(config.webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Built assets carry a content hash in their name: they never change under the same name.
      setHeaders: (reply, path) => {
        if (path.startsWith(assets)) reply.header("cache-control", IMMUTABLE);
      },
    });
  }
  // History routing: every other GET is a screen of the web app, and a page load issues the CSRF cookie.
  app.setNotFoundHandler((request, reply) => {
    // A method Fastify routes nowhere (PROPFIND, ...) on a call's path: the API's own 405, as for a GET.
    if (request.url.startsWith(API_PREFIX)) return reply.code(405).send(failure("METHOD_NOT_ALLOWED"));
    if (request.method !== "GET" || request.url.startsWith("/api/") || !hasWeb) {
      return reply.code(404).send(failure("NOT_FOUND"));
    }
    setTokenCookie(request, reply, config.signingSecret);
    const served = page(request.url.split("?", 1)[0] ?? "/");
    // A path that is no screen still gets the app, which says so, but with the status a crawler reads.
    return reply
      .code(served.screen ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(served.html);
  });
  return app;
}

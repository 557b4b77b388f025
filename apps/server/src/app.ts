/** The HTTP server: health, the API, the generated logos, and the built web app with history routing. */
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { registerDocs } from "./api/docs/routes.ts";
import { registerApi } from "./api/routes.ts";
import { setTokenCookie } from "./api/security/csrf.ts";
import { addSecurityHeaders } from "./api/security/headers.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import { readDataVersion } from "./db/data-version.ts";
import { registerLogos } from "./logos/routes.ts";
import { WEB_ASSETS, WEB_DIST, webIsBuilt, webPage } from "./web-build.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
}

export async function buildApp({ db, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Behind a load balancer the client address comes from X-Forwarded-For (README "Scale-out").
    trustProxy: process.env.TRUST_PROXY === "1",
  });
  addSecurityHeaders(app, config.logoHosts);

  app.get("/healthz", async () => ({ status: "ok", data_version: await readDataVersion(db.kysely) }));
  await registerApi(app, { db: db.kysely, engine: db.engine }, config);
  registerDocs(app, config);
  registerLogos(app);

  const hasWeb = webIsBuilt();
  const page = hasWeb ? webPage(config.signingSecret) : "";
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Built assets carry a content hash in their name: they never change under the same name.
      setHeaders: (reply, path) => {
        if (path.startsWith(WEB_ASSETS)) reply.header("cache-control", IMMUTABLE);
      },
    });
  }
  // History routing: every other GET is a screen of the web app, and a page load issues the CSRF cookie.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api/") || !hasWeb) {
      return reply.code(404).send({ status: "error", code: "NOT_FOUND", msg: "Not found", data: {} });
    }
    setTokenCookie(request, reply, config.signingSecret);
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
  });
  return app;
}

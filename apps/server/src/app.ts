/** The HTTP server: health, the API (apps/server/src/api) and the built web app. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { type Config, REPO_ROOT } from "./config.ts";
import type { Db } from "./db/connect.ts";
import { readDataVersion } from "./db/data-version.ts";

export const WEB_DIST = join(REPO_ROOT, "apps/web/dist");

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
}

export async function buildApp({ db, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, disableRequestLogging: true });

  app.get("/healthz", async () => ({ status: "ok", data_version: await readDataVersion(db.kysely) }));

  if (existsSync(join(WEB_DIST, "index.html"))) {
    await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false });
    // History routing: every other GET is a screen of the web app.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === "GET" && !request.url.startsWith("/api/")) return reply.sendFile("index.html");
      return reply.code(404).send({ status: "error", code: "NOT_FOUND", msg: "Not found", data: {} });
    });
  }
  return app;
}

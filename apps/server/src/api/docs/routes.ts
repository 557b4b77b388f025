/**
 * GET /api/openapi.json (the OpenAPI document) and GET /api/docs (the page rendering it, with its script
 * and stylesheet). The page is a page load like the web app's, so it issues the CSRF cookie "Try it" needs.
 */
import { readFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { openApiDocument } from "../openapi/document.ts";
import { setTokenCookie } from "../security/csrf.ts";
import { DOCS_SCRIPT, DOCS_SIGNING, DOCS_STYLESHEET, renderDocsPage } from "./page.ts";

const ASSET_CACHE = "public, max-age=300";

const asset = (file: string): Buffer => readFileSync(new URL(file, import.meta.url));

export function registerDocs(app: FastifyInstance, config: Config): void {
  const script = asset("./docs.js");
  const stylesheet = asset("./docs.css");
  // The page signs with the very module the web app uses: its types stripped (on first use), nothing copied.
  let signing: string | undefined;
  const signingModule = () =>
    (signing ??= stripTypeScriptTypes(
      readFileSync(new URL("./signing.ts", import.meta.resolve("@match-stats/contract")), "utf8"),
    ));
  // The secret is shown only when it is the published development one.
  const secret = config.signingSecretSet ? "" : config.signingSecret;
  let page: Promise<string> | undefined;

  app.get("/api/openapi.json", async (_request, reply) =>
    reply.header("cache-control", ASSET_CACHE).send(await openApiDocument()),
  );
  app.get("/api/docs", async (request, reply) => {
    page ??= openApiDocument().then((document) => renderDocsPage(document, { secret }));
    setTokenCookie(request, reply, config.signingSecret);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(await page);
  });
  app.get(DOCS_SCRIPT, async (_request, reply) =>
    reply.header("cache-control", ASSET_CACHE).type("text/javascript; charset=utf-8").send(script),
  );
  app.get(DOCS_SIGNING, async (_request, reply) =>
    reply.header("cache-control", ASSET_CACHE).type("text/javascript; charset=utf-8").send(signingModule()),
  );
  app.get(DOCS_STYLESHEET, async (_request, reply) =>
    reply.header("cache-control", ASSET_CACHE).type("text/css; charset=utf-8").send(stylesheet),
  );
}

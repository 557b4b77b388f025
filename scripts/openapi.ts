/**
 * `node scripts/openapi.ts`: writes the OpenAPI document the server serves at GET /api/openapi.json to
 * .tmp/openapi.json, built in-process, for the third-party linters of `npm run lint:openapi` (part of `npm test`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { openApiDocument } from "@match-stats/server/api/openapi/document";

const target = ".tmp/openapi.json";
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);

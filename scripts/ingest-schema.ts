/**
 * `node scripts/ingest-schema.ts`: writes docs/ingest-format.schema.json, the JSON Schema of the ingest
 * format generated from the zod schemas (apps/server/src/ingest/json-schema.ts). Run it after changing
 * apps/server/src/ingest/format.ts; a test fails while the file is out of date.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ingestJsonSchemaText, SCHEMA_FILE } from "@match-stats/server/ingest/json-schema";

const target = fileURLToPath(new URL(`../${SCHEMA_FILE}`, import.meta.url));
writeFileSync(target, ingestJsonSchemaText());
console.log(`wrote ${SCHEMA_FILE}`);

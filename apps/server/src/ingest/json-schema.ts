/**
 * The JSON Schema of the ingest format (docs/ingest-format.schema.json), generated from the zod schemas in
 * format.ts so that the two cannot drift apart: `node scripts/ingest-schema.ts` writes the file and
 * apps/server/test/ingest/schema-file.test.ts fails when it is out of date.
 *
 * The JSON Schema checks the shape of one file only. Trimming of names and every rule of check-file.ts and
 * check-references.ts (cross-record and cross-file rules) are not expressible in it: the ingest is the judge.
 */
import { type CounterField, PLAYER_COUNTERS, TEAM_COUNTERS, WEAPON_COUNTERS } from "@match-stats/stats";
import { z } from "zod";
import { FORMAT_VERSION, ingestFileSchema } from "./format.ts";

/** Where the generated file lives, relative to the repository root. */
export const SCHEMA_FILE = "docs/ingest-format.schema.json";

export const SCHEMA_ID = `urn:match-stats:ingest-format:v${FORMAT_VERSION}`;

type JsonSchema = z.core.JSONSchema.JSONSchema;

const TIME_FIELDS = new Set(["start_date", "end_date", "start_time", "end_time", "created_at"]);

/** The object schema at `steps` below `root`: each step is a property name, `[]` stepping into array items. */
function at(root: JsonSchema, steps: readonly string[]): JsonSchema {
  let node = root;
  for (const step of steps) {
    const next = step === "[]" ? node.items : node.properties?.[step];
    if (typeof next !== "object" || next === null || Array.isArray(next)) {
      throw new Error(`ingest JSON Schema: no object schema at ${steps.join(".")} (format.ts changed?)`);
    }
    node = next;
  }
  return node;
}

function describeCounters(root: JsonSchema, steps: readonly string[], fields: readonly CounterField[]): void {
  const properties = at(root, steps).properties ?? {};
  for (const field of fields) {
    const property = properties[field.key];
    if (typeof property !== "object") throw new Error(`ingest JSON Schema: no counter ${field.key}`);
    property.description = field.description;
  }
}

/** Every property named like a timestamp, anywhere in the schema, says it is unix seconds. */
function describeTimes(node: JsonSchema): void {
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    if (typeof property !== "object") continue;
    if (TIME_FIELDS.has(key)) property.description = "Unix time in whole seconds (UTC).";
    describeTimes(property);
  }
  if (typeof node.items === "object" && !Array.isArray(node.items)) describeTimes(node.items);
}

/** The JSON Schema (draft 2020-12) of one ingest file, as accepted on input (the arrays may be left out). */
export function ingestJsonSchema(): JsonSchema {
  const generated = z.toJSONSchema(ingestFileSchema, { io: "input", target: "draft-2020-12" });
  const schema: JsonSchema = {
    $schema: generated.$schema,
    $id: SCHEMA_ID,
    title: `Match stats ingest file, format version ${FORMAT_VERSION}`,
    description:
      "One ingest file. Generated from apps/server/src/ingest/format.ts by `node scripts/ingest-schema.ts`; " +
      "do not edit. It checks the shape of a single file only: the cross-record and cross-file rules " +
      "(docs/ingest-format.md, 'Validation rules') are enforced by the ingest itself.",
    ...generated,
  };
  const player = ["matches", "[]", "games", "[]", "players", "[]"];
  describeCounters(schema, player, PLAYER_COUNTERS);
  describeCounters(schema, [...player, "weapons", "[]"], WEAPON_COUNTERS);
  describeCounters(schema, ["matches", "[]", "games", "[]", "teams", "[]"], TEAM_COUNTERS);
  describeTimes(schema);
  return schema;
}

/** The file's exact text: 2-space indentation and a trailing newline. */
export const ingestJsonSchemaText = (): string => `${JSON.stringify(ingestJsonSchema(), null, 2)}\n`;

/**
 * Zod schemas turned into OpenAPI 3.1 component schemas (JSON Schema 2020-12). Every schema named with
 * `.meta({ id })` in the contract (SeasonRow, MatchInfo, ErrorEnvelope...) becomes a component of its own
 * that the others point to, so a row shape is described once however many calls answer it.
 */
import { z } from "zod";
import { describeStatFields } from "./stat-fields.ts";

export type JsonSchema = z.core.JSONSchema.JSONSchema;
export type Ref = JsonSchema & { $ref: string };

export const COMPONENT_PREFIX = "#/components/schemas/";
const DEFS_PREFIX = "#/$defs/";

/** Bounds zod writes on every `z.int()`: they say nothing a reader needs. */
const isSafeIntegerBound = (key: string, value: unknown): boolean =>
  (key === "minimum" && value === Number.MIN_SAFE_INTEGER) ||
  (key === "maximum" && value === Number.MAX_SAFE_INTEGER);

/** A copy with `$defs` references pointed at components and the safe-integer bounds left out. */
function retarget(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retarget);
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isSafeIntegerBound(key, value)) continue;
    copy[key] =
      key === "$ref" && typeof value === "string" && value.startsWith(DEFS_PREFIX)
        ? COMPONENT_PREFIX + value.slice(DEFS_PREFIX.length)
        : retarget(value);
  }
  return copy;
}

export class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * Adds `schema` as the component `name` (unless the schema names itself with an id) and answers a
   * reference to it. `io` "input" describes what a client may send (defaults make fields optional),
   * "output" what the server answers.
   */
  add(name: string, schema: z.ZodType, io: "input" | "output"): Ref {
    const {
      $schema: _dialect,
      $defs = {},
      ...root
    } = z.toJSONSchema(schema, { io, target: "draft-2020-12" });
    for (const [id, def] of Object.entries($defs)) this.put(id, def);
    if (typeof root.$ref === "string" && Object.keys(root).length === 1) {
      return { $ref: COMPONENT_PREFIX + root.$ref.slice(DEFS_PREFIX.length) };
    }
    this.put(name, root);
    return { $ref: COMPONENT_PREFIX + name };
  }

  private put(name: string, schema: JsonSchema): void {
    const component = retarget(schema) as JsonSchema;
    describeStatFields(name, component);
    const existing = this.schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(component)) {
      throw new Error(`OpenAPI: two different schemas are named ${name}`);
    }
    this.schemas[name] = component;
  }
}

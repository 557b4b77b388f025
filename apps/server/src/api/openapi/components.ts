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

/**
 * A copy with `$defs` references pointed at components. In answers the safe-integer bounds are left out;
 * in requests they stay, since the server refuses a number beyond them.
 */
function retarget(node: unknown, io: "input" | "output"): unknown {
  if (Array.isArray(node)) return node.map((item) => retarget(item, io));
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (io === "output" && isSafeIntegerBound(key, value)) continue;
    copy[key] =
      key === "$ref" && typeof value === "string" && value.startsWith(DEFS_PREFIX)
        ? COMPONENT_PREFIX + value.slice(DEFS_PREFIX.length)
        : retarget(value, io);
  }
  return copy;
}

/** The property every schema `refs` points to holds as a constant, and each one's value: a discriminator. */
function discriminatorOf(refs: readonly string[], schemas: Record<string, JsonSchema>) {
  const constants = refs.map((ref) => {
    const properties = schemas[ref.slice(COMPONENT_PREFIX.length)]?.properties ?? {};
    return new Map(
      Object.entries(properties).flatMap(([key, property]) =>
        typeof property === "object" && typeof property.const === "string" ? [[key, property.const]] : [],
      ),
    );
  });
  const name = [...(constants[0]?.keys() ?? [])].find((key) => constants.every((each) => each.has(key)));
  if (name === undefined) return undefined;
  const mapping = Object.fromEntries(refs.map((ref, i) => [constants[i]?.get(name), ref]));
  return { propertyName: name, mapping };
}

/**
 * Adds the OpenAPI `discriminator` to every `oneOf` of references whose schemas share a constant property
 * (zod's discriminated unions: `field`, an event's `name`), so tools pick the shape by that property.
 */
function addDiscriminators(node: unknown, schemas: Record<string, JsonSchema>): void {
  if (typeof node !== "object" || node === null) return;
  for (const value of Object.values(node)) addDiscriminators(value, schemas);
  const { oneOf } = node as JsonSchema;
  const refs = oneOf?.map((branch) => (typeof branch === "object" ? branch.$ref : undefined));
  if (!refs?.every((ref) => ref?.startsWith(COMPONENT_PREFIX))) return;
  const discriminator = discriminatorOf(refs as string[], schemas);
  if (discriminator) Object.assign(node, { discriminator });
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
    for (const [id, def] of Object.entries($defs)) this.put(id, def, io);
    if (typeof root.$ref === "string" && Object.keys(root).length === 1) {
      return { $ref: COMPONENT_PREFIX + root.$ref.slice(DEFS_PREFIX.length) };
    }
    this.put(name, root, io);
    return { $ref: COMPONENT_PREFIX + name };
  }

  /** Every component, with the discriminators of its unions. */
  finished(): Record<string, JsonSchema> {
    addDiscriminators(this.schemas, this.schemas);
    return this.schemas;
  }

  private put(name: string, schema: JsonSchema, io: "input" | "output"): void {
    const component = retarget(schema, io) as JsonSchema;
    describeStatFields(name, component);
    const existing = this.schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(component)) {
      throw new Error(`OpenAPI: two different schemas are named ${name}`);
    }
    this.schemas[name] = component;
  }
}

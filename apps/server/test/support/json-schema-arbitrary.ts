/**
 * Values a client reading the OpenAPI document may send: fast-check arbitraries for the JSON Schema keywords
 * the request schemas use. A keyword it does not know fails loudly instead of being ignored. Combinations it
 * cannot build directly (a `oneOf` whose branches overlap, an `anyOf` or `allOf` beside `properties`) are
 * left to the caller, who keeps only what the document's own validator (ajv) accepts.
 */
import fc from "fast-check";
import type { z } from "zod";

export type JsonSchema = z.core.JSONSchema.JSONSchema;

const ANNOTATIONS = ["description", "title", "default", "examples", "discriminator"];
const GENERATED = [
  "$ref",
  "type",
  "const",
  "enum",
  "anyOf",
  "oneOf",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "pattern",
  "minLength",
  "maxLength",
];
/** Rules beside a `type` that only the caller's validation applies. */
const FILTERED = ["allOf"];
const KNOWN = new Set([...ANNOTATIONS, ...GENERATED, ...FILTERED]);

/** Letters, digits, spaces, other scripts, and what tells code points from UTF-16 units (emoji). */
const TEXT_UNITS = fc.constantFrom("a", "Z", "7", " ", "_", "-", "ส", "م", "名", "é", "😀", "👍🏽");
const INT32 = 2 ** 31;

function integers(min = -INT32, max = INT32 - 1): fc.Arbitrary<number> {
  const inner = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32 - 1) });
  // The bounds themselves: where a rule written twice most often disagrees.
  return fc.oneof(inner, fc.constantFrom(min, max));
}

/** Strings of a pattern; for what fast-check cannot build from (Unicode properties), text that matches it. */
function matching(pattern: string, text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, "u");
  try {
    const arbitrary = fc.stringMatching(regex);
    fc.sample(arbitrary, 1);
    return arbitrary;
  } catch {
    return text.filter((value) => regex.test(value));
  }
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const text = unpatterned(schema);
  return schema.pattern === undefined ? text : matching(schema.pattern, text);
}

function unpatterned(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 30;
  const any = fc.string({ unit: TEXT_UNITS, minLength, maxLength: Math.min(maxLength, 30) });
  if (schema.maxLength === undefined) return any;
  // Exactly as long as allowed, in code points, some of them outside the Basic Multilingual Plane.
  const longest = fc.string({ unit: fc.constantFrom("a", "😀", " "), minLength: maxLength, maxLength });
  return fc.oneof(any, longest);
}

function arrays(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown[]> {
  const item = arbitraryOf((schema.items ?? {}) as JsonSchema, resolve);
  const minLength = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? 8;
  const some = fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(maxItems, 8)) });
  return maxItems <= 100
    ? fc.oneof(some, fc.array(item, { minLength: maxItems, maxLength: maxItems }))
    : some;
}

function objects(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, resolve)])),
    { requiredKeys: (schema.required ?? []) as string[] },
  );
  if (schema.additionalProperties === false) return known;
  // An open object: fields beyond those described may come too.
  const extra = fc.dictionary(
    fc.stringMatching(/^[a-z][a-z_]{0,8}$/).filter((key) => !(key in properties)),
    fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null)),
    { maxKeys: 2 },
  );
  return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }));
}

type Resolve = (ref: string) => JsonSchema;

export function arbitraryOf(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`no generator for the keyword(s) ${unknown.join(", ")}`);
  if (schema.$ref !== undefined) return arbitraryOf(resolve(schema.$ref), resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches !== undefined && schema.type === undefined) {
    return fc.oneof(...branches.map((branch) => arbitraryOf(branch as JsonSchema, resolve)));
  }
  switch (schema.type) {
    // No request field takes a fraction: a "number" is a literal's type, or a count like an integer's.
    case "integer":
    case "number":
      return integers(schema.minimum, schema.maximum);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return strings(schema);
    case "array":
      return arrays(schema, resolve);
    case "object":
      return objects(schema, resolve);
    default:
      throw new Error(`no generator for ${JSON.stringify(schema).slice(0, 200)}`);
  }
}

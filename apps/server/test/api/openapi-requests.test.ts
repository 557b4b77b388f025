/**
 * The request schemas the document serves say exactly what the server accepts: a body valid by the
 * document passes the call's own zod schema, and a body the document refuses is refused too. Bodies are
 * generated from the served schemas, then changed one field at a time to values near every rule's edge.
 */
import { API_PREFIX, CALL_NAMES, type CallName, ENDPOINTS } from "@match-stats/contract";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../src/api/openapi/document.ts";
import { describeIssues } from "../../src/api/validation.ts";
import { arbitraryOf, type JsonSchema } from "../support/json-schema-arbitrary.ts";

const DOCUMENT_ID = "https://match-stats.test/openapi.json";
const RUNS = 200;

/** Values at or just beyond the edges of the request rules, of every JSON type. */
const EDGES: unknown[] = [
  -2,
  -1,
  0,
  1,
  2,
  8,
  9,
  50,
  51,
  100,
  101,
  1000,
  1001,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1.5,
  "1",
  "",
  " ",
  "x".repeat(101),
  "😀".repeat(100),
  "😀".repeat(101),
  "a\u0000b",
  "-id",
  "id desc",
  "1000001_1",
  "1000001_01",
  "season",
  "team_season",
  "page_view",
  null,
  true,
  false,
  [],
  [1],
  [-1],
  ["a"],
  {},
];

const DOCUMENT = await openApiDocument();
const resolve = (ref: string): JsonSchema => {
  const schema = DOCUMENT.components.schemas[ref.split("/").pop() ?? ""];
  if (!schema) throw new Error(`no schema ${ref}`);
  return schema;
};
const requestSchema = (call: CallName): JsonSchema =>
  DOCUMENT.paths[`${API_PREFIX}${call}`]!.post.requestBody.content["application/json"].schema;

/**
 * Every shape of every call's body: one per value of `field` for the calls whose body is a union on it
 * (each value needs its own ids), else the call's one shape.
 */
const SHAPES: [CallName, string, JsonSchema][] = CALL_NAMES.flatMap((call) => {
  const root = requestSchema(call);
  const branches = (resolve(root.$ref ?? "").oneOf ?? []) as JsonSchema[];
  if (branches.length === 0) return [[call, "its one shape", root] as [CallName, string, JsonSchema]];
  return branches.map((branch): [CallName, string, JsonSchema] => {
    const field = resolve(branch.$ref ?? "").properties?.field;
    const value = typeof field === "object" ? String(field.const) : "?";
    return [call, `field ${value}`, branch];
  });
});

describe("the served request schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...DOCUMENT, $id: DOCUMENT_ID });
  const validator = (call: CallName): ValidateFunction =>
    ajv.getSchema(`${DOCUMENT_ID}${requestSchema(call).$ref ?? ""}`) ??
    ajv.compile({ $ref: `${DOCUMENT_ID}${requestSchema(call).$ref ?? ""}` });
  /** Bodies of one shape the document says are valid. */
  const validBodies = (call: CallName, shape: JsonSchema) => {
    const validate = validator(call);
    return arbitraryOf(shape, resolve).filter((body) => validate(body));
  };
  /** Every field the shape names, and one it does not. */
  const fieldsOf = (shape: JsonSchema): string[] => {
    const collect = (schema: JsonSchema): string[] => {
      const own = schema.$ref ? collect(resolve(schema.$ref)) : Object.keys(schema.properties ?? {});
      return [
        ...own,
        ...(schema.oneOf ?? schema.anyOf ?? []).flatMap((branch) => collect(branch as JsonSchema)),
      ];
    };
    return [...new Set([...collect(shape), "extra"])];
  };
  const accepted = (call: CallName, body: unknown) => ENDPOINTS[call].request.safeParse(body);

  it.each(SHAPES)("%s, %s: the server accepts every body the document allows", (call, _shape, shape) => {
    fc.assert(
      fc.property(validBodies(call, shape), (body) => {
        const result = accepted(call, body);
        expect(result.success, result.error && describeIssues(result.error.issues)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(SHAPES)("%s, %s: the server refuses every body the document refuses", (call, _shape, shape) => {
    const validate = validator(call);
    const changed = fc
      .tuple(
        validBodies(call, shape),
        fc.constantFrom(...fieldsOf(shape)),
        fc.option(fc.constantFrom(...EDGES)),
      )
      .map(([body, key, value]) => {
        const { [key]: _old, ...rest } = body as Record<string, unknown>;
        return value === null ? rest : { ...rest, [key]: value };
      });
    fc.assert(
      fc.property(changed, (body) => {
        const result = accepted(call, body);
        const reason = result.error ? describeIssues(result.error.issues) : "accepted";
        expect(result.success, `${JSON.stringify(body)}: ${reason}`).toBe(validate(body));
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses, as the server does, a teammate_list of field team_match without a match id", () => {
    const body = { field: "team_match", team_id: 100001, timestamp: 1, signature: "0".repeat(64) };
    expect(validator("teammate_list")(body)).toBe(false);
    expect(accepted("teammate_list", body).success).toBe(false);
  });
});

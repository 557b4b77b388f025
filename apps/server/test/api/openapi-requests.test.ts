/**
 * The request schemas the document serves say exactly what the server accepts: a body valid by the
 * document passes the call's own zod schema, and a body the document refuses is refused too. Bodies are
 * generated from the served schemas, then changed one field at a time to values near every rule's edge.
 */
import { API_PREFIX, CALL_NAMES, type CallName, ENDPOINTS } from "@match-stats/contract";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type OpenApiDocument, openApiDocument } from "../../src/api/openapi/document.ts";
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

describe("the served request schemas", () => {
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const resolve = (ref: string): JsonSchema => {
    const schema = document.components.schemas[ref.split("/").pop() ?? ""];
    if (!schema) throw new Error(`no schema ${ref}`);
    return schema;
  };
  const requestSchema = (call: CallName): JsonSchema =>
    document.paths[`${API_PREFIX}${call}`]!.post.requestBody.content["application/json"].schema;
  const validator = (call: CallName): ValidateFunction => {
    const validate = ajv.compile({ $ref: `${DOCUMENT_ID}${requestSchema(call).$ref ?? ""}` });
    return validate;
  };
  /** Bodies the document says are valid. */
  const validBodies = (call: CallName) => {
    const validate = validator(call);
    return arbitraryOf(requestSchema(call), resolve).filter((body) => validate(body));
  };
  /** Every field any shape of the call's body names. */
  const fieldsOf = (call: CallName): string[] => {
    const collect = (schema: JsonSchema): string[] => {
      const own = schema.$ref ? collect(resolve(schema.$ref)) : Object.keys(schema.properties ?? {});
      return [
        ...own,
        ...(schema.oneOf ?? schema.anyOf ?? []).flatMap((branch) => collect(branch as JsonSchema)),
      ];
    };
    return [...new Set([...collect(requestSchema(call)), "extra"])];
  };
  const accepted = (call: CallName, body: unknown) => ENDPOINTS[call].request.safeParse(body);

  beforeAll(async () => {
    document = await openApiDocument();
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  });

  it.each(CALL_NAMES)("%s: the server accepts every body the document allows", (call) => {
    fc.assert(
      fc.property(validBodies(call), (body) => {
        const result = accepted(call, body);
        expect(result.success, result.error && describeIssues(result.error.issues)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(CALL_NAMES)("%s: the server refuses every body the document refuses", (call) => {
    const validate = validator(call);
    const changed = fc
      .tuple(validBodies(call), fc.constantFrom(...fieldsOf(call)), fc.option(fc.constantFrom(...EDGES)))
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
});

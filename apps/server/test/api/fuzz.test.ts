/**
 * No request body, however malformed, makes a call fail: for each call, generated bodies
 * (right and wrong types, extreme numbers, long text in many scripts, nesting, missing and extra fields,
 * prototype keys, field names with `=` and `&`, bodies nested thousands deep, non-objects, broken JSON), most
 * signed so they reach validation, are answered without a 5xx and always with the envelope (or, for a
 * download, a zip); call names that are members of every object answer 404. Validation does not depend on
 * the engine, so this runs on SQLite only, over one keep-alive connection.
 */
import { Agent, request } from "node:http";
import {
  API_PREFIX,
  CALL_NAMES,
  type CallName,
  DEV_SIGNING_SECRET,
  ENDPOINTS,
  ERRORS,
  errorCode,
  signature,
} from "@match-stats/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ApiServer, startApiServer } from "../support/api-server.ts";

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Bodies a call is sent: `npm run test:quick` sends a fifth of them, the full run all. */
const RUNS = Number(process.env.MATCH_STATS_FUZZ_RUNS ?? 1000);
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);
const FILE_CALLS: ReadonlySet<CallName> = new Set(["download_all", "download_this_page"]);
const ERROR_OF_CODE = new Map(
  Object.keys(ERRORS).map((name) => [errorCode(name as keyof typeof ERRORS), name]),
);

// --- values --------------------------------------------------------------------------------------------

const SAMPLES = [
  "cup",
  "Ünïcödé",
  "名前チーム",
  "Русская команда",
  "فريق عربي",
  "קבוצה",
  "हिन्दी",
  "ทีมไทย",
  "한국어",
  "😀👍🏽👨‍👩‍👧",
  "e\u0301",
  "\u200b\u200d\u202e",
  "%",
  "_",
  "\\",
  "'; DROP TABLE teams; --",
  "\u0000",
  "\ud800",
  "-id",
  "1000001_1",
];
const text = fc.oneof(
  fc.constantFrom(...SAMPLES),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...SAMPLES), minLength: 100, maxLength: 800 }),
);
/** The demo data set's first ids of each kind: ids just above them find real rows. */
const DEMO_IDS = [1001, 10001, 100001, 1000001, 10000001, 100000001];
const integers = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DEMO_IDS).chain((id) => fc.integer({ min: id, max: id + 40 })) },
  fc.constantFrom(0, -1, -2, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.integer({ min: -5, max: 120 }),
);
const numbers = fc.oneof(
  integers,
  fc.constantFrom(1e308, -1e308, 5e-324, 0.5, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const teamPlayerIds = fc.oneof(
  fc.constant("1000001_1"),
  fc
    .tuple(fc.integer({ min: -3, max: 3_000_000 }), fc.integer({ min: -2, max: 12 }))
    .map(([p, n]) => `${p}_${n}`),
);
const scalar = fc.oneof(numbers, text, fc.boolean(), fc.constant(null));

function valueArbitrary(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...keys), text);
  return fc.letrec<{ value: unknown; list: unknown[]; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof({ depthSize: "small" }, scalar, tie("list"), tie("object")),
    list: fc.array(tie("value"), { maxLength: 5 }),
    object: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
  })).value;
}

/** Strings of a field's pattern, where fast-check can generate them (not every regex feature). */
function matching(pattern: string): fc.Arbitrary<string> {
  try {
    const arbitrary = fc.stringMatching(new RegExp(pattern, "u"));
    fc.sample(arbitrary, 1);
    return arbitrary;
  } catch {
    return text;
  }
}

/** Values of the type a field's schema asks for (not always within its limits). */
function rightType(schema: JsonSchema, any: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => rightType(branch as JsonSchema, any)));
  switch (schema.type) {
    case "integer":
      // A small range (a count, a page size) is hit on purpose too, not only by chance.
      return schema.maximum !== undefined && schema.maximum <= 100_000
        ? fc.oneof(integers, fc.integer({ min: schema.minimum ?? -5, max: schema.maximum }))
        : integers;
    case "number":
      return numbers;
    case "boolean":
      return fc.boolean();
    case "string":
      return schema.pattern
        ? fc.oneof({ weight: 3, arbitrary: matching(schema.pattern) }, teamPlayerIds, text)
        : text;
    case "array": {
      const item = rightType((schema.items ?? {}) as JsonSchema, any);
      const minLength = Math.min(schema.minItems ?? 0, 12);
      // Short lists too: a list of objects passes only when every one of them does.
      return fc.oneof(
        fc.array(item, { minLength, maxLength: Math.max(minLength, 2) }),
        fc.array(item, { minLength, maxLength: 12 }),
      );
    }
    case "object":
      return schema.properties
        ? fc.record(
            Object.fromEntries(
              Object.entries(schema.properties).map(([key, value]) => [
                key,
                rightType(value as JsonSchema, any),
              ]),
            ),
          )
        : any;
    default:
      return any;
  }
}

// --- requests ------------------------------------------------------------------------------------------

type Signing = "signed" | "unsigned" | "wrong-signature" | "stale";
interface FuzzRequest {
  /** A body object to sign and send, or the exact text to send. */
  body: Record<string, unknown> | string;
  signing: Signing;
  contentType: string | undefined;
}

const RAW_TEXTS = [
  "",
  " ",
  "{",
  "nul",
  "[1,2",
  '{"a":1}garbage',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '{"timestamp":1e999999,"signature":"x"}',
  "\ufeff{}",
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  `{"param":["${"x".repeat(70_000)}"]}`,
];

function requestArbitrary(call: CallName): fc.Arbitrary<FuzzRequest> {
  // An empty registry: shapes named for the OpenAPI document are spelled out in place, not referenced.
  const schema = z.toJSONSchema(ENDPOINTS[call].request, { io: "input", metadata: z.registry() });
  // A body with one shape per `field` lists its fields in each shape: a field's values are any shape's.
  const shapes = [schema, ...((schema.oneOf ?? []) as JsonSchema[])];
  const properties = Object.fromEntries(
    Object.entries(
      Object.groupBy(
        shapes.flatMap((shape) => Object.entries(shape.properties ?? {})),
        ([key]) => key,
      ),
    )
      .filter(([key]) => key !== "timestamp" && key !== "signature")
      .map(([key, entries = []]) => [key, { anyOf: entries.map(([, value]) => value) }]),
  ) as Record<string, JsonSchema>;
  const keys = Object.keys(properties);
  const example: Record<string, unknown> = ENDPOINTS[call].example;
  const any = valueArbitrary(keys);
  const field = (key: string) =>
    fc.oneof({ weight: 4, arbitrary: rightType(properties[key] ?? {}, any) }, { weight: 1, arbitrary: any });

  const fromFields = fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), {
    requiredKeys: [],
  });
  const oneChanged = fc
    .constantFrom(...keys)
    .chain((key) => field(key).map((value) => ({ ...example, [key]: value })));
  const someMissing = fc
    .subarray(Object.keys(example))
    .map((kept) => Object.fromEntries(kept.map((key) => [key, example[key]])));
  const extraKeys = fc.dictionary(
    fc.oneof(
      text,
      fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty"),
      // Names that would make the canonical text ambiguous, or are only nearly a field's.
      fc.constantFrom("a=1&b", 'field="team"&size', "Size", "page ", "", "search-type"),
    ),
    any,
    { minKeys: 1, maxKeys: 3 },
  );
  const withExtra = fc
    .tuple(fc.oneof(fromFields, oneChanged), extraKeys)
    .map(([body, extra]) => ({ ...body, ...extra }));
  const objects = fc.oneof(
    { weight: 3, arbitrary: fromFields },
    { weight: 5, arbitrary: oneChanged },
    { weight: 1, arbitrary: someMissing },
    { weight: 1, arbitrary: withExtra },
  );
  const raw = fc.oneof(
    fc.constantFrom(...RAW_TEXTS),
    fc
      .jsonValue()
      .filter((v) => typeof v !== "object" || v === null || Array.isArray(v))
      .map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 60 }),
    fc
      .tuple(any, fc.constantFrom(...keys))
      .map(([v, key]) => `{"__proto__":${JSON.stringify(v)},"${key}":1}`),
    // A field nested past any stack, with the two signed fields in place so it would reach the signature.
    fc
      .tuple(fc.constantFrom(...keys), fc.integer({ min: 33, max: 9000 }), fc.constantFrom("[", '{"a":'))
      .map(([key, depth, open]) => {
        const close = open === "[" ? "]" : "}";
        const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
        return `{"${key}":${nested},"timestamp":${Math.floor(Date.now() / 1000)},"signature":"${"0".repeat(64)}"}`;
      }),
  );
  const signing = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Signing>("signed") },
    { weight: 1, arbitrary: fc.constantFrom<Signing>("unsigned", "wrong-signature", "stale") },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8") },
    { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", undefined) },
  );
  return fc.oneof(
    { weight: 9, arbitrary: fc.record({ body: objects, signing, contentType }) },
    {
      weight: 1,
      arbitrary: fc.record({ body: raw, signing: fc.constant<Signing>("unsigned"), contentType }),
    },
  );
}

async function bodyText(call: string, { body, signing }: FuzzRequest): Promise<string> {
  if (typeof body === "string") return body;
  if (signing === "unsigned") return JSON.stringify(body);
  const now = Math.floor(Date.now() / 1000);
  const signed = { ...body, timestamp: signing === "stale" ? now - 3600 : now };
  const mac = await signature(`${API_PREFIX}${call}`, signed, DEV_SIGNING_SECRET);
  return JSON.stringify({
    ...signed,
    signature: signing === "wrong-signature" ? mac.replace(/^./, (c) => (c === "0" ? "1" : "0")) : mac,
  });
}

// --- the check -----------------------------------------------------------------------------------------

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checkAnswer(call: CallName, answer: Answer): void {
  expect(answer.status, "no 5xx").toBeLessThan(500);
  if (answer.type === "application/zip") {
    expect(FILE_CALLS.has(call), "only downloads answer a file").toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.body.subarray(0, 2).toString()).toBe("PK");
    return;
  }
  expect(answer.type).toMatch(/^application\/json/);
  const envelope: unknown = JSON.parse(answer.body.toString());
  if (!isPlainObject(envelope)) throw new Error(`not an envelope: ${answer.body.toString().slice(0, 200)}`);
  expect(Object.keys(envelope).sort()).toEqual(["code", "data", "msg", "status"]);
  expect(isPlainObject(envelope.data)).toBe(true);
  if (envelope.status === "success") {
    expect(answer.status).toBe(200);
    expect(envelope.code).toBe(0);
    expect(envelope.msg).toBe("");
    return;
  }
  expect(["error", "toast"]).toContain(envelope.status);
  expect(typeof envelope.msg === "string" && envelope.msg !== "").toBe(true);
  expect(envelope.data).toEqual({});
  const name = ERROR_OF_CODE.get(String(envelope.code));
  if (!name) throw new Error(`unknown error code ${String(envelope.code)}`);
  expect(answer.status, `HTTP status of ${name}`).toBe(ERRORS[name as keyof typeof ERRORS].http);
}

describe("every call, fuzzed with generated bodies (sqlite)", () => {
  let server: ApiServer;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    server = await startApiServer("sqlite");
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  const send = (call: string, text: string, contentType: string | undefined): Promise<Answer> => {
    const token = server.client.csrfToken;
    const headers: Record<string, string> = { cookie: `csrftoken=${token}`, "x-csrftoken": token };
    if (contentType) headers["content-type"] = contentType;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${server.url}${API_PREFIX}${call}`,
        { method: "POST", agent, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              type: incoming.headers["content-type"] ?? "",
              body: Buffer.concat(chunks),
            }),
          );
          incoming.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(text);
    });
  };

  it.each(CALL_NAMES)(
    `%s answers ${RUNS} generated bodies with the envelope and never a 5xx`,
    async (call) => {
      let reached = 0;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(call), async (generated) => {
          const answer = await send(call, await bodyText(call, generated), generated.contentType);
          checkAnswer(call, answer);
          if (answer.status === 200) reached++;
        }),
        { numRuns: RUNS },
      );
      // The generator must keep producing bodies that pass validation, or it only tests the validator.
      expect(reached).toBeGreaterThan(RUNS / 20);
    },
  );

  it("answers 404 NOT_FOUND to call names that are members of every object, signed or not", async () => {
    const names = fc.constantFrom(...PROTOTYPE_KEYS, "__proto__", "prototype");
    await fc.assert(
      fc.asyncProperty(names, requestArbitrary("search"), async (name, generated) => {
        const answer = await send(name, await bodyText(name, generated), generated.contentType);
        expect(answer.status).toBe(404);
        expect(JSON.parse(answer.body.toString())).toMatchObject({ status: "error", code: "NOT_FOUND" });
      }),
      { numRuns: RUNS / 4 },
    );
  });

  it("leaves Object.prototype untouched (the server runs in this process)", () => {
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(PROTOTYPE_KEYS);
  });
});

/**
 * The API's published contract holds: GET /api/openapi.json describes every call, each call's own example
 * answers what the document says it answers, and GET /api/docs renders it under the site's CSP.
 */
import { readFileSync } from "node:fs";
import { API_PREFIX, CALL_NAMES, type CallName, DEV_SIGNING_SECRET, signature } from "@match-stats/contract";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Response as DocumentedResponse,
  OpenApiDocument,
  Operation,
} from "../../src/api/openapi/document.ts";
import { securityHeaders } from "../../src/api/security/headers.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";

const DOCUMENT_ID = "https://match-stats.test/openapi.json";

/** A JSON pointer segment (RFC 6901). */
const segment = (key: string): string => key.replaceAll("~", "~0").replaceAll("/", "~1");

const withoutSignedFields = (value: unknown): Record<string, unknown> => {
  const { timestamp: _t, signature: _s, ...fields } = value as Record<string, unknown>;
  return fields;
};

/** The calls docs/spec.md section 7 lists by path. */
const SPEC_CALLS = (
  readFileSync(new URL("../../../../docs/spec.md", import.meta.url), "utf8").match(
    /^All calls are POST .*? Paths: ([^.]+)\./m,
  )?.[1] ?? ""
)
  .split(", ")
  .map((path) => path.replace(/ \(.*\)$/, ""));

describe.each(ENGINES)("the OpenAPI document on %s", (engine) => {
  let server: ApiServer;
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const operation = (call: CallName): Operation => {
    const item = document.paths[`${API_PREFIX}${call}`];
    if (!item) throw new Error(`the document has no path for ${call}`);
    return item.post;
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    document = (await response.json()) as OpenApiDocument;
    // Response schemas point into components: the whole document is the root their $refs resolve in.
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  });
  afterAll(async () => server.close());

  it("is OpenAPI 3 with a POST for each call of the endpoint table, the spec's calls among them", () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(Object.keys(document.paths).sort()).toEqual(CALL_NAMES.map((c) => `${API_PREFIX}${c}`).sort());
    expect(SPEC_CALLS).toHaveLength(18);
    expect(CALL_NAMES).toEqual(expect.arrayContaining([...SPEC_CALLS, "analytics_events"]));
    for (const call of CALL_NAMES) {
      const { summary, description, tags, requestBody, responses } = operation(call);
      expect(summary).not.toBe("");
      expect(description).not.toBe("");
      expect(document.tags.map((tag) => tag.name)).toContain(tags[0]);
      expect(requestBody.content["application/json"].examples?.demo).toBeDefined();
      expect(Object.keys(responses)).toEqual(
        expect.arrayContaining(["200", "400", "403", "404", "429", "500"]),
      );
    }
    expect(document.security).toEqual([{ CsrfHeader: [], CsrfCookie: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      CsrfHeader: { type: "apiKey", in: "header", name: "X-CSRFToken" },
      CsrfCookie: { type: "apiKey", in: "cookie", name: "csrftoken" },
    });
    expect(document.info.description).toMatch(/HMAC-SHA256/);
    expect(document.info.description).toMatch(/X-CSRFToken/);
    expect(document.info.description).toMatch(/RATE_LIMIT_PER_MINUTE/);
  });

  it("describes every request with its signed fields, as required, in each shape by field", () => {
    const component = (ref: unknown) => document.components.schemas[String(ref).split("/").pop() ?? ""];
    for (const call of CALL_NAMES) {
      const schema = component(operation(call).requestBody.content["application/json"].schema.$ref);
      const shapes = schema?.oneOf?.map((shape) => component((shape as { $ref: string }).$ref)) ?? [schema];
      for (const shape of shapes) {
        expect(shape?.required, call).toEqual(expect.arrayContaining(["timestamp", "signature"]));
      }
    }
  });

  it("requires the ids each field needs, with a discriminator on field", () => {
    const schema = document.components.schemas.ScopeRequest;
    expect(schema?.discriminator).toEqual({
      propertyName: "field",
      mapping: expect.objectContaining({ team_season: "#/components/schemas/TeamSeasonScopeRequest" }),
    });
    expect(document.components.schemas.TeamSeasonScopeRequest?.required).toEqual(
      expect.arrayContaining(["field", "team_id", "season_id"]),
    );
    expect(document.components.schemas.SeasonSearchRequest?.properties?.size).toMatchObject({
      anyOf: [{ const: -1 }, { type: "integer", minimum: 1, maximum: 100 }],
    });
  });

  it("signs each example correctly with the development secret", async () => {
    for (const call of CALL_NAMES) {
      const path = `${API_PREFIX}${call}`;
      const example = operation(call).requestBody.content["application/json"].examples?.demo?.value;
      const { signature: given, ...signed } = example as Record<string, unknown>;
      expect(given, call).toBe(await signature(path, signed, DEV_SIGNING_SECRET));
    }
  });

  it.each(CALL_NAMES)("answers the example of %s as the document describes", async (call) => {
    const example = operation(call).requestBody.content["application/json"].examples?.demo?.value;
    const response = await server.client.post(call, withoutSignedFields(example));
    // The success answer is spelled out in each operation, never a reference.
    const content = (operation(call).responses[200] as DocumentedResponse).content ?? {};
    expect(response.status).toBe(200);
    if (content["application/zip"]) {
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.zip"/);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
      return;
    }
    const pointer = [
      "paths",
      `${API_PREFIX}${call}`,
      "post",
      "responses",
      "200",
      "content",
      "application/json",
    ]
      .map(segment)
      .join("/");
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}/schema`);
    if (!validate) throw new Error(`no success schema for ${call}`);
    const answer: unknown = await response.json();
    expect(validate(answer), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    expect(answer).toMatchObject({ status: "success" });
  });

  it("documents every error answer with the error envelope", () => {
    const errorEnvelope = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/ErrorEnvelope`);
    for (const [status, response] of Object.entries(document.components.responses)) {
      const examples = Object.values(response.content?.["application/json"]?.examples ?? {});
      expect(examples.length, status).toBeGreaterThan(0);
      for (const example of examples) expect(errorEnvelope?.(example.value), status).toBe(true);
    }
  });

  describe("GET /api/docs", () => {
    let response: Response;
    let html: string;
    beforeAll(async () => {
      response = await fetch(`${server.url}/api/docs`);
      html = await response.text();
    });

    it("answers HTML under the site's Content-Security-Policy, with no inline script or style", () => {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toBe(
        securityHeaders([])["content-security-policy"],
      );
      expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/ src="\/[^"]+"/)]);
      expect(html).not.toMatch(/<script\b[^>]*>[^<]/);
      expect(html).not.toMatch(/<style\b|\sstyle=/);
    });

    it("loads its one script and one stylesheet from the server", async () => {
      const script = /<script\b[^>]* src="([^"]+)"/.exec(html)?.[1];
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(stylesheets).toHaveLength(1);
      for (const [path, type] of [
        [script, /^text\/javascript/],
        [stylesheets[0], /^text\/css/],
      ] as const) {
        const asset = await fetch(`${server.url}${path}`);
        expect(asset.status, path).toBe(200);
        expect(asset.headers.get("content-type"), path).toMatch(type);
        expect((await asset.text()).length, path).toBeGreaterThan(100);
      }
    });

    it("shows every call with its request and answer fields and a Try it form", () => {
      for (const call of CALL_NAMES) {
        const start = html.indexOf(`id="call-${call}"`);
        expect(start, call).toBeGreaterThan(0);
        const section = html.slice(start, html.indexOf("</section>", start));
        expect(section).toContain("<h3>Request fields</h3>");
        expect(section).toContain("<code>signature</code>");
        expect(section).toContain(`<form class="try" data-path="${API_PREFIX}${call}">`);
      }
    });

    it("says where one of several ids is required, as for teammate_list's team_match", () => {
      const start = html.indexOf('id="call-teammate_list"');
      const section = html.slice(start, html.indexOf("</section>", start));
      const shape = section.slice(section.indexOf("field: &quot;team_match&quot;"));
      const required = (field: string) =>
        new RegExp(`<code>${field}</code></td><td>[^]*?</td><td>([^<]*)</td>`).exec(shape)?.[1];
      expect([required("team_id"), required("match_id"), required("single_match_id")]).toEqual([
        "yes",
        "one of match_id, single_match_id",
        "one of match_id, single_match_id",
      ]);
    });

    it("sets a csrftoken cookie that a signed POST is accepted with", async () => {
      const token = /csrftoken=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
      expect(token).toBeDefined();
      const path = `${API_PREFIX}search`;
      const body = { param: [], search_type: 1, field: "season", timestamp: Math.floor(Date.now() / 1000) };
      const answer = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `csrftoken=${token}`,
          "x-csrftoken": `${token}`,
        },
        body: JSON.stringify({ ...body, signature: await signature(path, body, DEV_SIGNING_SECRET) }),
      });
      expect(answer.status).not.toBe(403);
    });

    it("prefills the development secret only while the server runs with it", async () => {
      const prefilled = (page: string) => /<input id="secret"[^>]* value="([^"]*)"/.exec(page)?.[1];
      expect(prefilled(html)).toBe(DEV_SIGNING_SECRET);
      const other = await startApiServer(engine, { SIGNING_SECRET: "a-real-secret" });
      try {
        const page = await (await fetch(`${other.url}/api/docs`)).text();
        expect(prefilled(page)).toBe("");
        expect(page).not.toContain("a-real-secret");
      } finally {
        await other.close();
      }
    });
  });
});

describe("the docs page's script", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer("sqlite");
  });
  afterAll(async () => server.close());

  it("signs with the contract's own signing module, served as JavaScript", async () => {
    const script = await (await fetch(`${server.url}/api/docs/docs.js`)).text();
    expect(script).toContain('import { signBody } from "./signing.js"');
    const response = await fetch(`${server.url}/api/docs/signing.js`);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    const source = await response.text();
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(source)}`
    )) as typeof import("@match-stats/contract");
    const path = `${API_PREFIX}search`;
    const fields = { param: ["Ünïcödé 名前 😀", 'quote " and \\'], field: "player", a: { nested: [1, 2.5] } };
    const { signature: given, ...signed } = await module.signBody(path, fields, "some secret", 1_700_000_000);
    expect(given).toBe(await signature(path, signed, "some secret"));
  });
});

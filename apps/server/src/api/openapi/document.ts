/**
 * The OpenAPI 3.1 document of the API (GET /api/openapi.json), generated from the ENDPOINTS table of the
 * contract: every call's summary, description, request and answer schemas, errors and a signed example.
 */
import {
  API_PREFIX,
  CALL_NAMES,
  type CallName,
  DEV_SIGNING_SECRET,
  ENDPOINTS,
  ERRORS,
  type ErrorName,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  isWriteCall,
  signature,
} from "@match-stats/contract";
import { z } from "zod";
import { Components, type JsonSchema, type Ref } from "./components.ts";
import { EXAMPLE_TIMESTAMP, OVERVIEW } from "./overview.ts";

export interface Example {
  summary?: string;
  description?: string;
  value: unknown;
}
export interface MediaType {
  schema: JsonSchema | Ref;
  examples?: Record<string, Example>;
}
export interface Header {
  description: string;
  schema: JsonSchema;
}
export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}
export interface Parameter {
  name: string;
  in: "header" | "cookie";
  required: boolean;
  description: string;
  schema: JsonSchema;
}
export interface Operation {
  operationId: CallName;
  summary: string;
  description: string;
  parameters: Ref[];
  requestBody: { required: true; content: { "application/json": MediaType } };
  responses: Record<string, Response | Ref>;
}
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, { post: Operation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    parameters: Record<string, Parameter>;
  };
}

/** Calls whose success can also be the error envelope with code `no data` (HTTP 200): see their description. */
const NO_DATA_CALLS: ReadonlySet<CallName> = new Set(["weapon"]);

const JSON_TYPE = "application/json";
const ZIP_TYPE = "application/zip";

/** `match_data` -> `MatchData`: the component names of a call's request and answer. */
const pascal = (call: string): string =>
  call.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

const ERROR_PREFIX = "Error";
const errorResponseName = (http: number): string => `${ERROR_PREFIX}${http}`;

/** The error answers a POST can get, one response per HTTP status, each listing its codes. */
function errorResponses(errorRef: Ref): Record<string, Response> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const [name, error] of Object.entries(ERRORS) as [ErrorName, (typeof ERRORS)[ErrorName]][]) {
    // 405 answers other methods only, and NO_DATA is a 200 of the calls in NO_DATA_CALLS.
    if (error.http < 400 || name === "METHOD_NOT_ALLOWED") continue;
    byStatus.set(error.http, [...(byStatus.get(error.http) ?? []), name]);
  }
  const responses: Record<string, Response> = {};
  for (const [http, names] of byStatus) {
    const examples = Object.fromEntries(names.map((name) => [name, { value: failure(name) }]));
    responses[errorResponseName(http)] = {
      description: names.map((name) => `${failure(name).code}: ${ERRORS[name].msg}`).join(". "),
      content: { [JSON_TYPE]: { schema: errorRef, examples } },
    };
  }
  return responses;
}

const PARAMETERS: Record<string, Parameter> = {
  CsrfHeader: {
    name: "X-CSRFToken",
    in: "header",
    required: true,
    description: "The value of the csrftoken cookie.",
    schema: { type: "string" },
  },
  CsrfCookie: {
    name: "csrftoken",
    in: "cookie",
    required: true,
    description: "Set by any GET of a page (GET / or GET /api/docs); signed by the server.",
    schema: { type: "string" },
  },
};

/** The success envelope around a call's `data`, its constant fields taken from the contract's envelope. */
function successSchema(data: Ref): JsonSchema {
  const { $schema: _dialect, ...envelope } = z.toJSONSchema(envelopeSchema(z.null()), { io: "output" });
  return { ...envelope, properties: { ...envelope.properties, data } };
}

async function signedExample(call: CallName): Promise<Example> {
  const fields = { ...ENDPOINTS[call].example, timestamp: EXAMPLE_TIMESTAMP };
  return {
    summary: "On the demo data set",
    description: `Signed with the development secret at timestamp ${EXAMPLE_TIMESTAMP}: send the current time and sign again.`,
    value: { ...fields, signature: await signature(`${API_PREFIX}${call}`, fields, DEV_SIGNING_SECRET) },
  };
}

function successResponse(call: CallName, components: Components, errorRef: Ref): Response {
  const endpoint = ENDPOINTS[call];
  if (endpoint.response === "file") {
    return {
      description: "A zip of CSV files (UTF-8 with a byte-order mark, `-` for a missing value).",
      headers: {
        "Content-Disposition": {
          description: "attachment, with the file name (an ASCII fallback and the UTF-8 name, RFC 6266).",
          schema: { type: "string" },
        },
      },
      content: { [ZIP_TYPE]: { schema: { type: "string", contentMediaType: ZIP_TYPE } } },
    };
  }
  const success = successSchema(components.add(`${pascal(call)}Response`, endpoint.response, "output"));
  const content = {
    [JSON_TYPE]: { schema: NO_DATA_CALLS.has(call) ? { oneOf: [success, errorRef] } : success },
  };
  if (isWriteCall(call)) return { description: "The answer (never cached, no ETag).", content };
  return {
    description: NO_DATA_CALLS.has(call)
      ? "The answer, or the error envelope with code `no data` when there is nothing to show."
      : "The answer.",
    headers: {
      ETag: {
        description: "Send it back in If-None-Match to get 304 while the data is unchanged.",
        schema: { type: "string" },
      },
    },
    content,
  };
}

/** Everything a call's operation is built from that all calls share. */
interface Shared {
  components: Components;
  errorRef: Ref;
  errors: Record<string, Response>;
}

async function operation(call: CallName, { components, errorRef, errors }: Shared): Promise<Operation> {
  const endpoint = ENDPOINTS[call];
  const responses: Record<string, Response | Ref> = { 200: successResponse(call, components, errorRef) };
  if (endpoint.response !== "file" && !isWriteCall(call)) {
    responses[304] = { description: "Not modified: If-None-Match named the current ETag." };
  }
  for (const name of Object.keys(errors)) {
    responses[name.slice(ERROR_PREFIX.length)] = { $ref: `#/components/responses/${name}` };
  }
  return {
    operationId: call,
    summary: endpoint.summary,
    description: endpoint.description,
    parameters: Object.keys(PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` })),
    requestBody: {
      required: true,
      content: {
        [JSON_TYPE]: {
          schema: components.add(`${pascal(call)}Request`, endpoint.request, "input"),
          examples: { demo: await signedExample(call) },
        },
      },
    },
    responses,
  };
}

async function build(): Promise<OpenApiDocument> {
  const components = new Components();
  const errorRef = components.add("ErrorEnvelope", errorEnvelopeSchema, "output");
  const shared: Shared = { components, errorRef, errors: errorResponses(errorRef) };
  const paths: OpenApiDocument["paths"] = {};
  for (const call of CALL_NAMES) {
    paths[`${API_PREFIX}${call}`] = { post: await operation(call, shared) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Match Stats API", version: "1.0.0", description: OVERVIEW },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components.schemas,
      responses: shared.errors,
      parameters: PARAMETERS,
    },
  };
}

let cached: Promise<OpenApiDocument> | undefined;

/** The document, built once: it depends on the contract only, which does not change while running. */
export const openApiDocument = (): Promise<OpenApiDocument> => {
  cached ??= build();
  return cached;
};

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
  pascalCase,
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
export interface SecurityScheme {
  type: "apiKey";
  name: string;
  in: "header" | "cookie";
  description: string;
}
export interface Tag {
  name: string;
  description: string;
}
export interface Operation {
  operationId: CallName;
  tags: [string];
  summary: string;
  description: string;
  requestBody: { required: true; content: { "application/json": MediaType } };
  responses: Record<string, Response | Ref>;
}
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: {
    title: string;
    version: string;
    description: string;
    contact: { name: string };
    license: { name: string; identifier: string };
  };
  servers: { url: string }[];
  tags: Tag[];
  security: Record<string, []>[];
  paths: Record<string, { post: Operation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}

/** Calls whose success can also be the error envelope with code `no data` (HTTP 200): see their description. */
const NO_DATA_CALLS: ReadonlySet<CallName> = new Set(["weapon"]);

const JSON_TYPE = "application/json";
const ZIP_TYPE = "application/zip";

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

/**
 * The CSRF pair every POST sends (both together). The third requirement, the body's `signature` and
 * `timestamp`, has no OpenAPI scheme (an API key is never in the body): the request schemas require both
 * fields and the overview's "Request signature" gives the algorithm.
 */
const SECURITY_SCHEMES: Record<string, SecurityScheme> = {
  CsrfHeader: {
    type: "apiKey",
    name: "X-CSRFToken",
    in: "header",
    description:
      "The value of the csrftoken cookie. The body is signed too: see Request signature in the overview.",
  },
  CsrfCookie: {
    type: "apiKey",
    name: "csrftoken",
    in: "cookie",
    description: "Set by any GET of a page (GET / or GET /api/docs); signed by the server.",
  },
};

/** The calls grouped as the site's screens use them. */
const TAGS = {
  Search: "Seasons, events, matches, teams and players by id or name.",
  Matches: "One or more matches: their games, tables, weapons and skills.",
  Teams: "A team's seasons, events, matches and players.",
  Players: "A player's seasons, events and matches in a team, and their tables.",
  Statistics: "Totals, averages, weapons and skills of a scope, and the lists of the drill-down screens.",
  Downloads: "Zips of CSV files of some matches or of a page.",
  Analytics: "What the web app reports about its own use.",
} as const;

const TAG_OF: Record<CallName, keyof typeof TAGS> = {
  search: "Search",
  match_data: "Matches",
  match_info: "Matches",
  weapon: "Matches",
  skill: "Matches",
  team_season: "Teams",
  team_event: "Teams",
  team_match: "Teams",
  teammate_list: "Teams",
  player_season: "Players",
  player_event: "Players",
  player_match: "Players",
  player_list: "Players",
  player_data: "Players",
  data_info: "Statistics",
  info_list: "Statistics",
  download_all: "Downloads",
  download_this_page: "Downloads",
  analytics_events: "Analytics",
  standings: "Statistics",
  leaders: "Statistics",
  records: "Statistics",
  head_to_head: "Teams",
  points_race: "Statistics",
  form: "Statistics",
  placement_spread: "Statistics",
  weapon_meta: "Statistics",
  history: "Teams",
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
  const success = successSchema(components.add(`${pascalCase(call)}Response`, endpoint.response, "output"));
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
    tags: [TAG_OF[call]],
    summary: endpoint.summary,
    description: endpoint.description,
    requestBody: {
      required: true,
      content: {
        [JSON_TYPE]: {
          schema: components.add(`${pascalCase(call)}Request`, endpoint.request, "input"),
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
    info: {
      title: "Match Stats API",
      version: "1.0.0",
      description: OVERVIEW,
      contact: { name: "The operators of this Match Stats server" },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    security: [{ CsrfHeader: [], CsrfCookie: [] }],
    paths,
    components: {
      schemas: components.finished(),
      responses: shared.errors,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let cached: Promise<OpenApiDocument> | undefined;

/** The document, built once: it depends on the contract only, which does not change while running. */
export const openApiDocument = (): Promise<OpenApiDocument> => {
  cached ??= build();
  return cached;
};

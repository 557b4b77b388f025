/**
 * The API documentation page (GET /api/docs), rendered on the server from the OpenAPI document. Plain HTML
 * with one stylesheet and one script (the Content-Security-Policy allows no inline script or style); the
 * script signs and posts each call's example ("Try it").
 */
import { API_PREFIX } from "@match-stats/contract";
import { COMPONENT_PREFIX, type JsonSchema, type Ref } from "../openapi/components.ts";
import type { MediaType, OpenApiDocument, Operation, Response } from "../openapi/document.ts";
import { escapeHtml, inline, markdown } from "./markdown.ts";
import { fieldsTable, schemaAnchor } from "./schema-table.ts";

export const DOCS_SCRIPT = "/api/docs/docs.js";
export const DOCS_STYLESHEET = "/api/docs/docs.css";
/** The contract's signing module, which the page's script imports. */
export const DOCS_SIGNING = "/api/docs/signing.js";

export interface PageOptions {
  /** Prefilled in the secret field: the development secret when the server runs with it, else nothing. */
  secret: string;
}

const isRef = (value: object): value is Ref => "$ref" in value;

const callAnchor = (call: string): string => `call-${call}`;

function resolve(document: OpenApiDocument, schema: JsonSchema | Ref): JsonSchema {
  if (!isRef(schema)) return schema;
  const target = document.components.schemas[schema.$ref.slice(COMPONENT_PREFIX.length)];
  if (!target) throw new Error(`OpenAPI: no component for ${schema.$ref}`);
  return target;
}

/** The `data` schema of a success envelope (the first branch when an error envelope may answer too). */
function dataSchema(document: OpenApiDocument, media: MediaType): JsonSchema | undefined {
  const envelope = resolve(document, media.schema);
  const success = envelope.oneOf?.[0] ?? envelope;
  if (typeof success !== "object") return undefined;
  const data = success.properties?.data;
  return typeof data === "object" ? resolve(document, data) : undefined;
}

function answerHtml(document: OpenApiDocument, response: Response): string {
  const content = response.content ?? {};
  const json = content["application/json"];
  const data = json && dataSchema(document, json);
  const zip = Object.keys(content).find((type) => type !== "application/json");
  const parts = [`<p>${inline(response.description)}</p>`];
  if (data) parts.push("<p>The success envelope's <code>data</code>:</p>", fieldsTable(data, "Always"));
  if (zip) parts.push(`<p>Content type <code>${escapeHtml(zip)}</code>.</p>`);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    parts.push(`<p>Header <code>${escapeHtml(name)}</code>: ${inline(header.description)}</p>`);
  }
  return parts.join("\n");
}

function errorsHtml(document: OpenApiDocument, operation: Operation): string {
  const items = Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => {
      const resolved = isRef(response)
        ? document.components.responses[response.$ref.split("/").pop() ?? ""]
        : response;
      return `<li><strong>${escapeHtml(status)}</strong> ${inline(resolved?.description ?? "")}</li>`;
    });
  return `<ul class="errors">${items.join("")}</ul>`;
}

/** A request's fields; a body with one shape per `field` as one table per shape. */
function requestHtml(document: OpenApiDocument, schema: JsonSchema | Ref): string {
  const resolved = resolve(document, schema);
  const key = (resolved.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!resolved.oneOf || key === undefined) return fieldsTable(resolved, "Required");
  return resolved.oneOf
    .map((branch) => resolve(document, branch as JsonSchema))
    .map((shape) => {
      const value = shape.properties?.[key];
      const name = typeof value === "object" ? JSON.stringify(value.const) : "";
      return `<h4><code>${escapeHtml(`${key}: ${name}`)}</code></h4>\n${fieldsTable(shape, "Required")}`;
    })
    .join("\n");
}

function tryHtml(path: string, example: Record<string, unknown>): string {
  const { timestamp: _t, signature: _s, ...fields } = example;
  const text = JSON.stringify(fields, null, 2);
  return `<form class="try" data-path="${escapeHtml(path)}">
<label>Fields (the timestamp and signature are added when sent)
<textarea name="fields" rows="${Math.min(12, text.split("\n").length + 1)}" spellcheck="false">${escapeHtml(text)}</textarea></label>
<p><button type="submit">Try it</button> <span class="status" aria-live="polite"></span></p>
<div class="result" hidden>
<details><summary>Signed body sent</summary><pre class="sent"></pre></details>
<pre class="answer"></pre>
<p class="file" hidden><a class="download" download>Save the file</a></p>
</div>
</form>`;
}

function callHtml(document: OpenApiDocument, path: string, operation: Operation): string {
  const call = path.slice(API_PREFIX.length);
  const body = operation.requestBody.content["application/json"];
  const example = body.examples?.demo;
  const success = operation.responses[200];
  return `<section class="call" id="${callAnchor(call)}">
<h2><span class="method">POST</span> <code>${escapeHtml(path)}</code></h2>
<p class="summary">${inline(operation.summary)}</p>
<p>${inline(operation.description)}</p>
<h3>Request fields</h3>
${requestHtml(document, body.schema)}
<h3>Answer</h3>
${success && !isRef(success) ? answerHtml(document, success) : ""}
<h3>Errors</h3>
${errorsHtml(document, operation)}
<h3>Example</h3>
${example ? tryHtml(path, example.value as Record<string, unknown>) : ""}
${
  example
    ? `<details><summary>${inline(example.description ?? "The example, signed")}</summary><pre>${escapeHtml(
        JSON.stringify(example.value, null, 2),
      )}</pre></details>`
    : ""
}
</section>`;
}

/** Shared schemas: every component but the calls' own request and answer schemas, shown with their call. */
const isShared = (name: string): boolean => !/(Request|Response)$/.test(name);

export function renderDocsPage(document: OpenApiDocument, { secret }: PageOptions): string {
  const calls = Object.entries(document.paths);
  const shared = Object.entries(document.components.schemas)
    .filter(([name]) => isShared(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const toc = calls
    .map(([path]) => {
      const call = path.slice(API_PREFIX.length);
      return `<li><a href="#${callAnchor(call)}">${escapeHtml(call)}</a></li>`;
    })
    .join("");
  const schemaToc = shared
    .map(([name]) => `<li><a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a></li>`)
    .join("");
  const schemas = shared
    .map(
      ([name, schema]) => `<section class="schema" id="${schemaAnchor(name)}">
<h3>${escapeHtml(name)}</h3>
${schema.description ? `<p>${inline(schema.description)}</p>` : ""}
${fieldsTable(schema, "Always")}
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET}">
<script type="module" src="${DOCS_SCRIPT}"></script>
</head>
<body>
<header class="top">
<h1>${escapeHtml(document.info.title)} <span class="version">${escapeHtml(document.info.version)}</span></h1>
<p>OpenAPI ${escapeHtml(document.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a></p>
</header>
<div class="layout">
<nav class="toc" aria-label="Contents">
<h2><a href="#overview">Overview</a></h2>
<h2>Calls</h2>
<ul>${toc}</ul>
<h2><a href="#schemas">Schemas</a></h2>
<ul>${schemaToc}</ul>
</nav>
<main>
<section id="overview" class="overview">
${markdown(document.info.description)}
</section>
<section class="secret">
<label for="secret">Signing secret used by “Try it”</label>
<input id="secret" type="text" autocomplete="off" spellcheck="false" value="${escapeHtml(secret)}" placeholder="The server's SIGNING_SECRET">
<p class="hint">“Try it” signs the request in this page and posts it with the <code>csrftoken</code> cookie this page set. It needs the server's secret: the field holds the development secret only when the server runs with it.</p>
</section>
${calls.map(([path, item]) => callHtml(document, path, item.post)).join("\n")}
<section id="schemas">
<h2>Schemas</h2>
${schemas}
</section>
</main>
</div>
</body>
</html>
`;
}

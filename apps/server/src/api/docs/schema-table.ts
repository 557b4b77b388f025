/**
 * A schema of the OpenAPI document as an HTML table of its fields: name, type (linking to shared schemas),
 * whether it is always there, and what it means with its rules. Inline objects are spelled out as
 * `parent.child` and `list[].child` rows, so a call's whole answer reads in one table.
 */
import { COMPONENT_PREFIX, type JsonSchema } from "../openapi/components.ts";
import { escapeHtml, inline } from "./markdown.ts";

type Node = JsonSchema | boolean;

export const schemaAnchor = (name: string): string => `schema-${name}`;

const literal = (value: unknown): string => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

const isInlineObject = (node: Node | undefined): node is JsonSchema =>
  typeof node === "object" && node.properties !== undefined;

const itemsOf = (node: JsonSchema): Node | undefined =>
  Array.isArray(node.items) ? undefined : (node.items as Node | undefined);

/** The type of a value, as readable HTML. */
export function typeHtml(node: Node | undefined): string {
  if (node === undefined || node === true) return "any";
  if (node === false) return "nothing";
  if (node.$ref) {
    const name = node.$ref.slice(COMPONENT_PREFIX.length);
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (node.const !== undefined) return literal(node.const);
  if (node.enum) return node.enum.map(literal).join(" | ");
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return branches.map(typeHtml).join(" | ");
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length === 0) return "any";
  return types
    .map((type) => {
      if (type !== "array") return type;
      const item = typeHtml(itemsOf(node));
      return `array of ${item.includes(" | ") ? `(${item})` : item}`;
    })
    .join(" | ");
}

const range = (low: unknown, high: unknown, unit = ""): string | undefined => {
  if (low !== undefined && high !== undefined) return `${low} to ${high}${unit}`;
  if (low !== undefined) return `at least ${low}${unit}`;
  if (high !== undefined) return `at most ${high}${unit}`;
  return undefined;
};

/** Limits a value must keep, in words: "1 to 8 items", "matches `…`". */
function rules(node: Node | undefined): string[] {
  if (typeof node !== "object") return [];
  const found = [
    range(node.minimum, node.maximum),
    range(node.minItems, node.maxItems, " items"),
    range(node.minLength, node.maxLength, " characters"),
    node.pattern === undefined ? undefined : `matches \`${node.pattern}\``,
  ].filter((rule) => rule !== undefined);
  const items = node.type === "array" ? rules(itemsOf(node)) : [];
  if (items.length) found.push(`each ${items.join(", ")}`);
  return found;
}

function descriptionHtml(node: Node | undefined): string {
  if (typeof node !== "object") return "";
  const text = node.description ?? "";
  const parts = [inline(/[^.!?]$/.test(text) ? `${text}.` : text)];
  const limits = rules(node);
  if (limits.length) parts.push(`<span class="rules">${inline(`${limits.join("; ")}.`)}</span>`);
  if (node.default !== undefined)
    parts.push(`<span class="default">Default ${literal(node.default)}.</span>`);
  return parts.filter(Boolean).join(" ");
}

/**
 * The fields of which one at least is required, each with the group it belongs to: an `allOf` part whose
 * `anyOf` branches each require one (teammate_list's team_match needs match_id or single_match_id).
 */
function oneOfRequired(schema: JsonSchema): Map<string, string> {
  const groups = new Map<string, string>();
  for (const part of schema.allOf ?? []) {
    if (typeof part !== "object") continue;
    const keys = (part.anyOf ?? []).flatMap((branch) =>
      typeof branch === "object" ? (branch.required ?? []) : [],
    );
    for (const key of keys) groups.set(key, `one of ${keys.join(", ")}`);
  }
  return groups;
}

function rows(schema: JsonSchema, prefix: string): string[] {
  const required = new Set(schema.required ?? []);
  const either = oneOfRequired(schema);
  const out: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    out.push(
      `<tr><td><code>${escapeHtml(path)}</code></td><td>${typeHtml(property)}</td>` +
        `<td>${required.has(name) ? "yes" : escapeHtml(either.get(name) ?? "no")}</td><td>${descriptionHtml(property)}</td></tr>`,
    );
    if (isInlineObject(property)) out.push(...rows(property, `${path}.`));
    if (typeof property === "object" && isInlineObject(itemsOf(property))) {
      out.push(...rows(itemsOf(property) as JsonSchema, `${path}[].`));
    }
  }
  return out;
}

/** The fields of an object schema as a table; a schema without fields as its type. */
export function fieldsTable(schema: JsonSchema, requiredLabel: string): string {
  if (!schema.properties) return `<p>${typeHtml(schema)}</p>`;
  return (
    `<table class="fields"><thead><tr><th>Field</th><th>Type</th><th>${escapeHtml(requiredLabel)}</th>` +
    `<th>Description</th></tr></thead><tbody>${rows(schema, "").join("")}</tbody></table>`
  );
}

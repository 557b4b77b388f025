/**
 * The repository speaks of the product only: docs, comments and test names say what a thing is and does, never
 * how it was made (work items, their stops, working sessions, commit hashes); the history is git's. And a
 * pointer into a doc ("docs/performance.md, \"Compression\"" or a link's #anchor) names a heading it has.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Verbatim copies of the shared spec and contract (test/spec.test.ts), and the registry's lock file. */
const NOT_OURS = new Set(["package-lock.json", "docs/spec.md", "docs/contract.md"]);

const TEXT = /\.(ts|tsx|js|cjs|md|json|css|html|yaml|svg)$|^\.ci\/run$/;

const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((path) => TEXT.test(path) && !NOT_OURS.has(path))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));

/** A phrase may run over a comment's line break: "issue\n * 16". */
const GAP = String.raw`(?:\s+(?:\*\s+|//\s+)?|-)`;
const HISTORY: [string, RegExp][] = [
  ["a work item", new RegExp(String.raw`\bissues?${GAP}\d+`, "gi")],
  ["a stop of the work", new RegExp(String.raw`\bstops?${GAP}\d+`, "gi")],
  [
    "a working session",
    new RegExp(String.raw`\bsessions?${GAP}\d+|\b(?:this|last|next|previous)${GAP}session\b`, "gi"),
  ],
  ["a commit hash", /\((?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\)|\bcommit [0-9a-f]{7,40}\b/g],
];

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

describe("the repository's words", () => {
  it("name no work item, stop, session or commit", () => {
    const found = files.flatMap(({ path, text }) =>
      HISTORY.flatMap(([what, pattern]) =>
        [...text.matchAll(pattern)].map(
          (match) => `${path}:${lineOf(text, match.index)}: ${what}: ${match[0].replace(/\s+/g, " ")}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it("point into docs at headings they have", () => {
    const docs = new Map(
      files
        .filter(({ path }) => path.startsWith("docs/"))
        .map(({ path, text }) => [path.slice(5), headings(text)]),
    );
    const broken = files.flatMap(({ path, text }) => {
      const cited = [
        ...[...text.matchAll(/\(((?:\.\.\/)*(?:docs\/)?([\w-]+\.md))#([\w-]+)\)/g)].map((m) => ({
          at: m.index,
          doc: m[2] ?? "",
          heading: m[3] ?? "",
          byAnchor: true,
        })),
        ...[...text.matchAll(/docs\/([\w-]+\.md),((?:\s+(?:\*\s+|\/\/\s+)?"[^"]+",?)+)/g)].flatMap((m) =>
          [...(m[2] ?? "").matchAll(/"([^"]+)"/g)].map((q) => ({
            at: m.index,
            doc: m[1] ?? "",
            heading: q[1] ?? "",
            byAnchor: false,
          })),
        ),
      ];
      return cited
        .filter(({ doc }) => docs.has(doc))
        .filter(({ doc, heading, byAnchor }) => {
          const known = docs.get(doc) ?? [];
          return !known.some((title) => (byAnchor ? anchor(title) === heading : title.startsWith(heading)));
        })
        .map(({ at, doc, heading }) => `${path}:${lineOf(text, at)}: ${doc} has no heading "${heading}"`);
    });
    expect(broken).toEqual([]);
  });
});

function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, title = ""]) => title.trim());
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

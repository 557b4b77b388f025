/**
 * The product specification and the contract live in the repository (docs/spec.md, docs/contract.md), and
 * comments cite the spec as "docs/spec.md section N": every such citation must name a section it has.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SPEC = readFileSync(join(ROOT, "docs/spec.md"), "utf8");

/** Folders that hold no source of ours: dependencies, builds, generated and scratch files. */
const NOT_SOURCE = new Set(["node_modules", "dist", "data", ".git", ".tmp", "test-results", "coverage"]);
const TEXT = /\.(ts|tsx|md|json|css|html)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

const files = [...sourceFiles(ROOT)].map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, "utf8"),
}));

/** A citation may run over a comment's line break: "docs/spec.md\n * section 8". */
const BREAK = String.raw`\s+(?:\*\s+|//\s+)?`;
const CITATION = new RegExp(
  String.raw`docs/spec\.md${BREAK}sections?${BREAK}(\d+(?:(?:,${BREAK}|${BREAK}and${BREAK})\d+)*)`,
  "g",
);

describe("docs/spec.md", () => {
  const sections = new Set([...SPEC.matchAll(/^## (\d+)\./gm)].map(([, n]) => n));

  it("names every section a comment or document cites", () => {
    const cited = files.flatMap(({ path, text }) =>
      [...text.matchAll(CITATION)].flatMap(([, numbers]) =>
        (numbers ?? "").match(/\d+/g)!.map((n) => ({ path, section: n })),
      ),
    );
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ section }) => !sections.has(section))).toEqual([]);
  });

  // The verbatim contract cites the spec by its own name.
  const EXEMPT = ["docs/contract.md"];
  it("is cited by its path, never as SPEC section N", () => {
    const old = files.filter(
      ({ path, text }) =>
        !EXEMPT.some((e) => path.startsWith(e)) && /\bSPEC(\s+(\*\s+)?sections?)?\s+\d/.test(text),
    );
    expect(old.map(({ path }) => path)).toEqual([]);
  });
});

// The specification is maintained in ../shared, which CI and the developers' machines have beside the
// repository; a clone on its own has only the copy, and follows it.
describe.each([
  ["docs/spec.md", "SPEC.md"],
  ["docs/contract.md", "CONTRACT.md"],
])("%s", (copy, original) => {
  const shared = join(ROOT, "../shared", original);
  it.runIf(existsSync(shared))(`is ../shared/${original} word for word`, () => {
    expect(readFileSync(join(ROOT, copy), "utf8")).toBe(readFileSync(shared, "utf8"));
  });
});

/**
 * The documents say what the code does (checked the way datasette checks its docs): every counter has its
 * row in docs/ingest-format.md and both its JSON examples are valid ingest files, every configuration
 * variable is in the README's table, every error code in docs/api.md with its HTTP status.
 */
import { readFileSync } from "node:fs";
import { ERRORS, type ErrorName, errorCode } from "@match-stats/contract";
import { PLAYER_COUNTERS, TEAM_COUNTERS, WEAPON_COUNTERS } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../src/config.ts";
import { ingestFileSchema } from "../src/ingest/format.ts";
import { ingestFiles } from "../src/ingest/ingest.ts";
import { openTestDb } from "./support/databases.ts";
import { writeFiles } from "./support/files.ts";

const read = (path: string): string => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

/** The text under a heading, up to the next heading. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, i) => i > start && line.startsWith("#"));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/** The cells of each table row, the header row included. */
const tableRows = (markdown: string): string[][] =>
  markdown
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .map((line) => line.slice(2, -2).split(" | "));

/** Table rows by their first cell, without its backticks. */
const rowsByKey = (markdown: string): Map<string, string[]> =>
  new Map(tableRows(markdown).map((cells) => [cells[0]!.replaceAll("`", ""), cells]));

describe("docs/ingest-format.md", () => {
  const doc = read("docs/ingest-format.md");

  describe("Player result", () => {
    const text = section(doc, "### Player result");
    const rows = rowsByKey(text);

    it.each(PLAYER_COUNTERS.map((c) => [c.key, c] as const))("has a row for %s", (key, counter) => {
      const [, label, , meaning, teamRow, acrossGames] = rows.get(key) ?? [];
      expect({ label, meaning, teamRow, acrossGames }).toEqual({
        label: counter.label,
        meaning: counter.description,
        teamRow: counter.acrossTeam,
        acrossGames: counter.acrossGames,
      });
    });

    it("counts the counters right and lists no other", () => {
      expect(text).toContain(`the ${PLAYER_COUNTERS.length} counters below`);
      const counterRows = [...rows].filter(([, cells]) => cells.length === 6 && cells[1] !== "site label");
      expect(counterRows.map(([key]) => key)).toEqual(PLAYER_COUNTERS.map((c) => c.key));
    });
  });

  describe.each([
    ["### Team result", TEAM_COUNTERS],
    ["### Weapon result", WEAPON_COUNTERS],
  ])("%s", (heading, counters) => {
    const rows = rowsByKey(section(doc, heading));
    it.each(counters.map((c) => [c.key, c] as const))("has a row for %s", (key, counter) => {
      expect(rows.get(key)?.[2]).toBe(counter.description);
    });
  });

  const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => JSON.parse(json!));

  it("has two JSON examples, each a valid ingest file", () => {
    expect(examples).toHaveLength(2);
    for (const example of examples) expect(ingestFileSchema.safeParse(example).error).toBeUndefined();
  });

  it("has a complete example that loads as it is, with its logo host listed", async () => {
    const { db, close } = await openTestDb("sqlite");
    try {
      const result = await ingestFiles(db, writeFiles({ "example.json": examples.at(-1) }), {
        logoHosts: ["example.com"],
      });
      expect(result.ok ? [] : result.problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("README.md, Configuration", () => {
  const rows = rowsByKey(section(read("README.md"), "## Configuration"));

  it.each(CONFIG_VARIABLES)("has a row for %s", (variable) => {
    expect(rows.has(variable)).toBe(true);
  });

  it("lists no variable the server does not read, beyond those of the tests", () => {
    const others = [...rows].filter(([name]) => name !== "variable" && !CONFIG_VARIABLES.includes(name));
    expect(others.filter(([, [, , meaning]]) => !meaning?.startsWith("tests"))).toEqual([]);
  });
});

describe("docs/api.md", () => {
  const rows = tableRows(read("docs/api.md"));

  it.each(Object.keys(ERRORS) as ErrorName[])("gives the code of %s with its HTTP status", (name) => {
    const code = `\`${errorCode(name)}\``;
    const row = rows.find(([http, codes]) => /^\d{3}$/.test(http ?? "") && codes?.split(", ").includes(code));
    expect(row?.[0], code).toBe(String(ERRORS[name].http));
  });
});

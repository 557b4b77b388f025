/**
 * Names a person can read (docs/ingest-format.md, "Names"): ingest refuses, naming file, path and reason,
 * a name no screen can show honestly, and stores every real script as it was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { formatProblem } from "../../src/ingest/problems.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { smallRun } from "../support/fixture.ts";

const CONTROL = "has a control character or line break (U+0000 to U+001F, U+007F to U+009F, U+2028, U+2029)";
const INVISIBLE = "has no visible character";
const BIDI =
  "has a bidi embedding, override or isolate that is not closed (U+202A to U+202E, U+2066 to U+2069)";

const REFUSED: [string, string, string][] = [
  ["a NUL", "Team\u0000One", CONTROL],
  ["a BEL", "Team\u0007", CONTROL],
  ["an ANSI colour escape", "\u001b[31mRed\u001b[0m", CONTROL],
  ["a line feed inside", "Two\nLines", CONTROL],
  ["a line separator", "Two\u2028Lines", CONTROL],
  ["a paragraph separator", "Two\u2029Lines", CONTROL],
  ["zero-width characters only", "\u200b\u200c\u200d\u2060", INVISIBLE],
  ["combining marks only", "\u0301\u0302", INVISIBLE],
  ["a right-to-left override left open", "\u202eevil", BIDI],
  ["a left-to-right override left open", "abc\u202ddef", BIDI],
  ["an isolate left open", "\u2067name", BIDI],
  ["a pop with nothing to close", "name\u202c", BIDI],
  ["an override closed by an isolate's pop", "\u202ename\u2069", BIDI],
  [
    "five combining marks on one letter",
    "Ze\u0301\u0302\u0303\u0304\u0305",
    "has more than 4 combining marks on one character",
  ],
  ["117 combining marks", `Z${"\u0336".repeat(117)}`, "has more than 4 combining marks on one character"],
  ["a lone high surrogate", "Team \ud800", "has a lone surrogate (half of a character)"],
  ["a lone low surrogate", "\udc00Team", "has a lone surrogate (half of a character)"],
];

const KEPT: [string, string][] = [
  ["Thai with vowels and tone marks", "เสือดำ ผู้ยิ่งใหญ่"],
  ["Arabic", "صقر الصحراء"],
  ["Vietnamese, precomposed", "Đội Rồng Vàng"],
  ["Vietnamese, decomposed", "Đo\u0302\u0323i Ro\u0302\u0300ng"],
  ["emoji with joiners, skin tones and a flag", "👩‍👩‍👧‍👦 Fam 👍🏽 🇧🇷 🏴󠁧󠁢󠁥󠁮󠁧󠁿"],
  ["a keycap", "Team 1️⃣"],
  ["a right-to-left name closed by its pop", "\u202bصقر\u202c Falcons"],
  ["an isolate closed by its pop", "\u2067صقر\u2069 7"],
  ["Devanagari", "क्षत्रिय"],
  ["a zero-width joiner between letters", "Ab\u200dcd"],
];

describe.each(ENGINES)("names in ingest files on %s", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  // One database: a refused run writes nothing, and the run that is stored comes last.
  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
  });
  afterAll(async () => close());

  it.each(REFUSED)("refuses a name with %s, naming file, path and reason", async (_what, name, reason) => {
    const run = smallRun(1);
    run.teams[0]!.name = name;
    run.players[1]!.name = name;
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems.map((p) => formatProblem(p).replace(/^.*\//, ""));
    expect(lines).toEqual([`run.json: $.teams[0].name: ${reason}`, `run.json: $.players[1].name: ${reason}`]);
    expect(await db.kysely.selectFrom("teams").select("id").execute()).toEqual([]);
  });

  it("refuses a region no screen can show, and takes an empty one", async () => {
    const run = smallRun(1);
    run.teams[0]!.region = "\u202eAES";
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result.ok ? [] : result.problems).toMatchObject([{ path: "$.teams[0].region", reason: BIDI }]);
    expect(smallRun(1).teams.some((team) => team.region === "")).toBe(true);
  });

  it("stores every real script as it was sent", async () => {
    const run = smallRun(1);
    const teams = run.teams.slice(0, 1);
    const named = KEPT.map(([_what, name], i) => ({ ...teams[0]!, id: 9000 + i, name }));
    run.teams.push(...named);
    const result = await ingestFiles(db, writeFiles({ "run.json": run }));
    expect(result.ok ? [] : result.problems).toEqual([]);
    const stored = await db.kysely
      .selectFrom("teams")
      .select(["id", "name"])
      .where("id", ">=", 9000)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.name)).toEqual(KEPT.map(([, name]) => name));
  });
});

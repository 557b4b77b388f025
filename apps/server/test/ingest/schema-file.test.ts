import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { ingestFileSchema } from "../../src/ingest/format.ts";
import { ingestJsonSchema, ingestJsonSchemaText, SCHEMA_FILE } from "../../src/ingest/json-schema.ts";
import { smallRun } from "../support/fixture.ts";

const schemaPath = fileURLToPath(new URL(`../../../../${SCHEMA_FILE}`, import.meta.url));

describe("docs/ingest-format.schema.json", () => {
  it("is up to date with the zod schemas (regenerate with `node scripts/ingest-schema.ts`)", () => {
    expect(readFileSync(schemaPath, "utf8")).toBe(ingestJsonSchemaText());
  });

  // ajv comes with fastify. Formats are not checked: zod's URL check is its own, not JSON Schema's "uri".
  const validate = new Ajv2020({ strict: true, allErrors: true, validateFormats: false }).compile(
    ingestJsonSchema(),
  );

  const samples: Record<string, () => unknown> = {
    "the small fixture run": () => smallRun(),
    "a file with only the version": () => ({ format_version: 1 }),
    "a string where an integer goes": () => {
      const run = smallRun(1);
      Object.assign(run.matches[0]!.games[0]!.players[0]!, { kills: "2" });
      return run;
    },
    "a fraction where an integer goes": () => {
      const run = smallRun(1);
      run.teams[0]!.created_at = 1.5;
      return run;
    },
    "an unknown field": () => ({ ...smallRun(1), comment: "hello" }),
    "another format version": () => ({ ...smallRun(1), format_version: 2 }),
    "a team-player id of the wrong shape": () => {
      const run = smallRun(1);
      run.team_players[0]!.id = "5001-1";
      return run;
    },
    "a logo that is a path on this site": () => {
      const run = smallRun(1);
      run.teams[0]!.logo = "/logos/teams/100.svg";
      return run;
    },
    "a game with one team": () => {
      const run = smallRun(1);
      run.matches[0]!.games[0]!.teams.pop();
      return run;
    },
  };

  it.each(Object.keys(samples))("agrees with zod on %s", (name) => {
    const sample = samples[name]!();
    expect(validate(sample), JSON.stringify(validate.errors)).toBe(
      ingestFileSchema.safeParse(sample).success,
    );
  });

  it("accepts the fixture and rejects a string where an integer goes", () => {
    expect(validate(samples["the small fixture run"]!())).toBe(true);
    expect(validate(samples["a string where an integer goes"]!())).toBe(false);
  });
});

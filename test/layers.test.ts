/**
 * The import direction of the web app and the server (.dependency-cruiser.cjs, docs/architecture.md "Web
 * app" and "Server layers"): the real tree keeps it, and each rule catches a wrong import planted in a small
 * tree of the same shape.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as {
  forbidden: IFlattenedRuleSet["forbidden"];
  options: Record<string, unknown>;
};

/** The names of the rules the tree under `baseDir` breaks, one entry per broken import. */
async function broken(baseDir: string, options: Record<string, unknown> = {}): Promise<string[]> {
  const { output } = await cruise(["apps/web/src", "apps/server/src"], {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const result = output as ICruiseResult;
  return (result.summary.violations ?? []).map((v) => v.rule.name).sort();
}

describe("the layers of the web app and the server", () => {
  it("hold in the real tree", async () => {
    expect(await broken(ROOT, config.options)).toEqual([]);
  });

  const planted = mkdtempSync(join(tmpdir(), "layers-"));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const plant = (path: string, imports: string[], app = "web") => {
    const file = join(planted, `apps/${app}/src`, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${imports.map((i) => `import "${i}";`).join("\n")}\nexport const x = 1;\n`);
  };

  it("refuse a planted wrong import of each kind", async () => {
    plant("features/season/SeasonPage.tsx", ["../team/TeamScreen.tsx", "../../blocks/info/Logo.tsx"]);
    plant("features/team/TeamScreen.tsx", ["../../ui/Panel.tsx"]);
    plant("blocks/info/Logo.tsx", ["../../features/team/TeamScreen.tsx"]);
    plant("ui/Panel.tsx", ["../blocks/downloads/DownloadButton.tsx"]);
    plant("blocks/downloads/DownloadButton.tsx", ["./DownloadDialog.tsx"]);
    plant("blocks/downloads/DownloadDialog.tsx", ["./DownloadButton.tsx"]);
    plant("api/handlers/leaders.ts", ["../../ingest/write-run.ts"], "server");
    plant("ingest/write-run.ts", ["../read-models/registry.ts", "../api/errors.ts"], "server");
    plant("read-models/registry.ts", ["../queries/rows.ts", "../ingest/format.ts"], "server");
    plant("ingest/format.ts", [], "server");
    plant("api/errors.ts", [], "server");
    plant("queries/rows.ts", ["../read-models/registry.ts", "../db/schema.ts"], "server");
    plant("db/schema.ts", ["../answers/errors.ts"], "server");
    plant("answers/errors.ts", ["../queries/rows.ts"], "server");
    expect(await broken(planted)).toEqual([
      "answers-below",
      "api-ingest",
      "api-ingest",
      "block-to-feature",
      "db-at-the-bottom",
      "feature-to-feature",
      "foundation-upwards",
      "no-cycles",
      "no-cycles",
      "no-cycles",
      "queries-below",
      "read-models-below",
    ]);
  });
});

/**
 * The web app's import direction (.dependency-cruiser.cjs, docs/architecture.md "Web app"): the real tree
 * keeps it, and each rule catches a wrong import planted in a small tree of the same shape.
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
  const { output } = await cruise(["apps/web/src"], {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const result = output as ICruiseResult;
  return (result.summary.violations ?? []).map((v) => v.rule.name).sort();
}

describe("the web app's layers", () => {
  it("hold in the real tree", async () => {
    expect(await broken(ROOT, config.options)).toEqual([]);
  });

  const planted = mkdtempSync(join(tmpdir(), "web-layers-"));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const plant = (path: string, imports: string[]) => {
    const file = join(planted, "apps/web/src", path);
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
    expect(await broken(planted)).toEqual([
      "block-to-feature",
      "feature-to-feature",
      "foundation-upwards",
      "no-cycles",
    ]);
  });
});

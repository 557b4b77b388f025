/** `npm run demo`: argument checks, exit codes and the report. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseDemoArgs } from "../../src/cli/demo.ts";
import { DEFAULT_SEED } from "../../src/demo/world.ts";

const CLI = fileURLToPath(new URL("../../src/cli/demo.ts", import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });

describe("demo arguments", () => {
  it("accepts a scale, an output directory and an optional seed", () => {
    expect(parseDemoArgs(["--scale", "10", "--out", "data/x"])).toEqual({
      ok: true,
      out: "data/x",
      options: { scale: 10, seed: DEFAULT_SEED },
    });
    expect(parseDemoArgs(["--scale=1", "--out=o", "--seed=7"])).toEqual({
      ok: true,
      out: "o",
      options: { scale: 1, seed: 7 },
    });
  });

  it.each([
    [[], "--scale is required"],
    [["--scale", "0", "--out", "o"], "--scale must be an integer"],
    [["--scale", "1.5", "--out", "o"], "--scale must be an integer"],
    [["--scale=-2", "--out", "o"], "--scale must be an integer"],
    [["--scale", "ten", "--out", "o"], "--scale must be an integer"],
    [["--scale", "1001", "--out", "o"], "--scale must be an integer"],
    [["--scale", "1"], "--out is required"],
    [["--scale", "1", "--out", "o", "--seed", "x"], "--seed must be an integer"],
    [["--scale", "1", "--out", "o", "--seed", "4294967296"], "--seed must be an integer"],
    [["--scale", "1", "--out", "o", "--fast"], "Unknown option"],
    [["--scale", "1", "--out", "o", "extra"], "extra"],
  ])("refuses %j", (argv, message) => {
    const parsed = parseDemoArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});

describe("demo command", () => {
  it("exits 2 with the reason and the usage on bad arguments", () => {
    const result = run(["--scale", "0", "--out", "o"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--scale must be an integer");
    expect(result.stderr).toContain("usage: npm run demo");
    expect(result.stdout).toBe("");
  });

  it("writes the data set and reports what it wrote", () => {
    const dir = mkdtempSync(join(tmpdir(), "match-stats-demo-cli-"));
    try {
      const result = run(["--scale", "1", "--out", dir]);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/wrote 13 files \(\d+ bytes/);
      expect(result.stdout).toContain("3 seasons, 12 events, 152 matches, 420 games, 48 teams");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Same scale and seed, same bytes; the written files are exactly what the generator yields. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateDemo } from "../../src/demo/generate.ts";
import { writeDemo } from "../../src/demo/write.ts";
import { hashFiles, scaleOne } from "./scale-one.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-demo-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const hashWritten = (dir: string, paths: readonly string[]) =>
  hashFiles(
    paths.map((path) => ({ name: relative(dir, path).split("\\").join("/"), bytes: readFileSync(path) })),
  );

describe("demo determinism", () => {
  it("writes byte-identical files on two runs, equal to the generator's output", async () => {
    const [a, b] = [tempDir(), tempDir()];
    const first = await writeDemo(a, { scale: 1 });
    const second = await writeDemo(b, { scale: 1 });
    expect(first.map((p) => relative(a, p))).toEqual(second.map((p) => relative(b, p)));
    const hash = hashWritten(a, first);
    expect(hashWritten(b, second)).toBe(hash);
    expect(hashFiles(scaleOne().map(({ name, json }) => ({ name, bytes: json })))).toBe(hash);
  });

  it("changes with the seed", () => {
    const hashOf = (seed: number) =>
      hashFiles(
        [...generateDemo({ scale: 1, seed })]
          .slice(0, 3)
          .map(({ name, file }) => ({ name, bytes: JSON.stringify(file) })),
      );
    expect(hashOf(1)).toBe(hashOf(1));
    expect(hashOf(1)).not.toBe(hashOf(2));
  });

  it("keeps the first leagues of a larger scale identical to the smaller one", () => {
    const small = [...generateDemo({ scale: 1 })].slice(1, 4);
    const large = [...generateDemo({ scale: 2 })].slice(1, 4);
    expect(large.map((f) => JSON.stringify(f))).toEqual(small.map((f) => JSON.stringify(f)));
  });

  it("removes event files of an earlier, larger run and leaves other files alone", async () => {
    const dir = tempDir();
    await writeDemo(dir, { scale: 2 });
    writeFileSync(join(dir, "events", "notes.txt"), "kept");
    const paths = await writeDemo(dir, { scale: 1 });
    const left = readdirSync(join(dir, "events")).sort();
    expect(left).toEqual(
      [...paths.slice(1).map((p) => relative(join(dir, "events"), p)), "notes.txt"].sort(),
    );
  });

  it("rejects a scale that is not a positive integer", () => {
    expect(() => generateDemo({ scale: 0 }).next()).toThrow(RangeError);
    expect(() => generateDemo({ scale: 1.5 }).next()).toThrow(RangeError);
  });
});

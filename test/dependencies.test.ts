/**
 * Every package of the repository (the root and each workspace) declares what its files import, at an
 * exact version, and a dependency declared by several packages has one version in all of them: a range
 * would let two installs differ, and two pins of one package would install it twice or drift apart.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")) as Manifest;

const rootManifest = readManifest(".");
const PACKAGES: Record<string, Manifest> = {
  ".": rootManifest,
  ...Object.fromEntries((rootManifest.workspaces ?? []).map((dir) => [dir, readManifest(dir)])),
};

/** The folders and files of each package's code; bench/web is built and typechecked as the web app's. */
const SOURCES: Record<string, string[]> = {
  ".": ["scripts", "bench", "test", "vitest.config.ts"],
  "packages/contract": ["packages/contract/src"],
  "packages/stats": ["packages/stats/src"],
  "apps/server": ["apps/server/src", "apps/server/test"],
  "apps/web": ["apps/web/src", "apps/web/e2e", "apps/web/vite.config.ts", "bench/web"],
};

/** The repository's own packages, which npm links from their folders whatever the range says. */
const OWN = new Set(Object.values(PACKAGES).map((manifest) => manifest.name));
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const declared = (manifest: Manifest): Record<string, string> => ({
  ...manifest.dependencies,
  ...manifest.devDependencies,
});

function* codeFiles(path: string): Generator<string> {
  if (!statSync(path).isDirectory()) {
    if (/\.tsx?$/.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) if (entry !== "node_modules") yield* codeFiles(join(path, entry));
}

const IMPORTS = [
  /^\s*(?:import|export)\b[^"'`;]*?\bfrom\s*"([^"]+)"/gm,
  /^\s*import\s*"([^"]+)"/gm,
  /\bimport\(\s*"([^"]+)"\s*\)/g,
];

/** The package an import names: `ajv/dist/2020.js` is ajv, `@scope/name/sub` is @scope/name. */
const packageOf = (specifier: string): string | undefined => {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  if (isBuiltin(specifier)) return "@types/node";
  return specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
};

/** Each file belongs to the package whose sources hold it most closely (bench/web is not the root's). */
const owner = (file: string): string =>
  Object.entries(SOURCES)
    .flatMap(([dir, paths]) =>
      paths.filter((p) => file === p || file.startsWith(`${p}/`)).map((p) => [dir, p]),
    )
    .sort(([, a], [, b]) => b!.length - a!.length)[0]![0]!;

const imported = new Map<string, Map<string, string>>();
for (const [dir, paths] of Object.entries(SOURCES)) {
  for (const file of paths.flatMap((p) => [...codeFiles(join(ROOT, p))])) {
    const path = relative(ROOT, file);
    if (owner(path) !== dir) continue;
    const text = readFileSync(file, "utf8");
    for (const pattern of IMPORTS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const name = packageOf(specifier!);
        if (name && !imported.get(dir)?.has(name)) {
          imported.set(dir, (imported.get(dir) ?? new Map()).set(name, path));
        }
      }
    }
  }
}

it("knows where the code of every package is", () => {
  expect(Object.keys(SOURCES).sort()).toEqual(Object.keys(PACKAGES).sort());
});

describe.each(Object.keys(PACKAGES))("the package in %s", (dir) => {
  const manifest = PACKAGES[dir]!;

  it("declares every package its files import (@types/node for Node's own modules)", () => {
    const missing = [...(imported.get(dir) ?? [])].filter(([name]) => !(name in declared(manifest)));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it("pins every dependency to an exact version", () => {
    const ranges = Object.entries(declared(manifest)).filter(
      ([name, version]) => !(OWN.has(name) ? version === "*" : EXACT.test(version)),
    );
    expect(ranges).toEqual([]);
  });
});

it("pins a dependency of several packages to the same version in each", () => {
  const versions = new Map<string, Set<string>>();
  for (const manifest of Object.values(PACKAGES)) {
    for (const [name, version] of Object.entries(declared(manifest))) {
      versions.set(name, (versions.get(name) ?? new Set()).add(version));
    }
  }
  const differing = [...versions].filter(([, set]) => set.size > 1).map(([name, set]) => [name, [...set]]);
  expect(differing).toEqual([]);
});

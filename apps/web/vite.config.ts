import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { ROUTE_MODULES, WITHOUT_LOADER } from "./src/app/route-modules.ts";
import { ROUTE_PATHS, type RouteName } from "./src/app/route-table.ts";

/** The build's list of each route path's scripts beyond the entry's; the server reads it (web-build.ts). */
const ROUTE_PRELOADS = "route-preloads.json";

/**
 * Writes ROUTE_PRELOADS: for each path, the chunks its screen (and its loader) needs that the entry does not
 * already bring, so the page can announce them as `modulepreload` and a pasted link's screen code arrives
 * with the entry rather than after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    // After Vite's own steps, which drop the chunks that only held styles (their styles move to importers).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === "chunk",
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          // The screen's styles, which Vite would otherwise only ask for once the screen's import starts.
          for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
          for (const name of start.imports) {
            const next = byFile.get(name);
            if (next) closure(next, into);
          }
          return into;
        };
        const holding = (suffix: string): Rollup.OutputChunk => {
          // A module placed in a group chunk is imported through a small facade chunk of its own: that is
          // what the browser asks for first.
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix)) ??
            chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(suffix)));
          if (!chunk) throw new Error(`route-preloads: no chunk holds ${suffix}`);
          return chunk;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error("route-preloads: the build has no entry chunk");
        const withEntry = closure(entry);
        const loaders = closure(holding("/src/routes/loaders.ts"));
        const preloads: Record<string, string[]> = {};
        for (const name of Object.keys(ROUTE_MODULES) as RouteName[]) {
          const files = closure(holding(`/src/routes/${ROUTE_MODULES[name]}.tsx`));
          if (!WITHOUT_LOADER.has(name)) for (const file of loaders) files.add(file);
          preloads[ROUTE_PATHS[name]] = [...files]
            .filter((file) => !withEntry.has(file))
            .map((file) => `/${file}`);
        }
        this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS, source: JSON.stringify(preloads) });
      },
    },
  };
}

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = "dist";
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json)$/.test(f))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // One stylesheet for every screen (8 KB brotli): a pasted link's page asked for five, each a round trip
    // on a phone's HTTP/1.1 connection (docs/performance.md, "The browser").
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // A screen's code in a few requests instead of a waterfall of 1 KB chunks (on a phone each file is a
        // round trip, six at a time): the shared blocks in one chunk, the loaders with the screens' queries and
        // calls in another, what the entry shares with them in a third. Only the modules named (not what they
        // import), and none of the first screen's in the screens' groups, so home loads none of those
        // (e2e/first-screen.test.ts).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // Charts bring visx: only the screens that draw one load them.
            { name: "charts", test: /\/src\/blocks\/charts\// },
            {
              name: "chart-library",
              test: /\/node_modules\/(@visx|d3-[\w-]+|internmap|reduce-css-calc|math-expression-evaluator|balanced-match|reduce-function-call|postcss-value-parser|css-unit-converter|classnames|lodash)\//,
            },
            // With them the parts of the page they are made of (not the first screen's: the loading bar, toasts,
            // icons, the search bar with its suggestions' picker).
            {
              name: "blocks",
              test: /\/src\/(blocks\/(?!search\/|picker\/|charts\/)|ui\/(DataTable|Dialog|InfoBlock|Panel|RefreshButton|Tabs|address-param|click-block|save-file|sort-rows)\.)/,
            },
            // With them each call the screens ask (but search and analytics, which the first screen has).
            {
              name: "loaders",
              test: /\/src\/(routes\/loaders|features\/[\w-]+\/[a-z][\w-]*|api\/calls\/(?!search\.|analytics-events\.)[\w-]+)\.ts$/,
            },
            // What the entry shares with the screens (React, the router, TanStack Query, the stats package, the
            // app's own shell) in one chunk beside it: by default each such set is a chunk of its own, eight
            // files before the first screen could run. Screens and their blocks stay out, so home loads none.
            {
              name: "app",
              minShareCount: 2,
              test: /^(?!.*\/src\/(features\/|routes\/|blocks\/(?!search\/|picker\/)))/,
            },
          ],
        },
      },
    },
  },
});

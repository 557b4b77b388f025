import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // A screen's code in a few requests instead of a waterfall of 1 KB chunks: the shared blocks in
        // one chunk, the loaders with the screens' queries they start in another. Only the modules named
        // (not what they import), so nothing the first screen already has moves out of it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "blocks", test: /\/src\/blocks\/(?!search\/)/ },
            { name: "loaders", test: /\/src\/(routes\/loaders|features\/[\w-]+\/[a-z][\w-]*)\.ts$/ },
          ],
        },
      },
    },
  },
});

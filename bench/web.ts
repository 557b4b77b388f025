/**
 * Web benchmark (ARCHITECTURE.md targets): the JavaScript the first screen loads, gzipped (target at most
 * 150 KB), a table of 10,000 rows painted in Chromium (target under 150 ms), next to 100 rows, a line chart
 * of 12 and of 100 series of 50 points (no target, reported), the charts' code gzipped, and the
 * first data row of a pasted team-match link (no target: compared before and after a change).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT, readConfig } from "@match-stats/server/config";
import { ensureWebBuilt } from "@match-stats/server/web-build";
import { chromium } from "playwright-core";
import { build } from "vite";
import { pastedLinkPaint } from "./web-pasted-link.ts";

const WEB_DIST = readConfig().webDist;
const FIRST_SCREEN_TARGET_KB = 150;
const PAINT_TARGET_MS = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The scripts home needs: the entry, what it preloads, and the home route's chunk with its imports. */
function firstScreenScripts(): string[] {
  const html = readFileSync(join(WEB_DIST, "index.html"), "utf8");
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const entry = named[0];
  if (!entry) throw new Error("no script in the built index.html");
  const home = readFileSync(join(WEB_DIST, entry), "utf8").match(/assets\/home-[\w-]+\.js/)?.[0];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(WEB_DIST, file), "utf8");
    // Static imports only: route chunks the entry merely names load later.
    for (const m of code.matchAll(
      /(?:^|[;}\n])\s*import\s*(?:[\w{}\s,*$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      visit(`assets/${m[1]}`);
    }
  };
  for (const file of [...named, ...(home ? [home] : [])]) visit(file);
  return [...seen];
}

/** Median paint time of each query of a bench page (`bench/web/<page>.html?<param>=<value>`), of 5 loads. */
async function pagePaints(
  page: string,
  param: string,
  values: readonly number[],
): Promise<Map<number, number>> {
  const outDir = join(REPO_ROOT, ".tmp/bench-web");
  await build({
    root: join(REPO_ROOT, "bench/web"),
    logLevel: "warn",
    mode: "production",
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(REPO_ROOT, `bench/web/${page}.html`) },
    },
  });
  const server = createServer((request, response) => {
    const path = join(outDir, new URL(request.url ?? "/", "http://x").pathname);
    if (!existsSync(path) || statSync(path).isDirectory()) return void response.writeHead(404).end();
    const type = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" }[extname(path)];
    response.writeHead(200, { "content-type": type ?? "application/octet-stream" }).end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const figures = new Map<number, number>();
  try {
    for (const value of values) {
      const runs: number[] = [];
      for (let run = 0; run < 5; run++) {
        const tab = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        await tab.goto(`http://127.0.0.1:${port}/${page}.html?${param}=${value}`);
        runs.push(
          await tab
            .waitForFunction(() => (globalThis as { paintMs?: number }).paintMs)
            .then((handle) => handle.jsonValue() as Promise<number>),
        );
        await tab.close();
      }
      figures.set(value, runs.sort((a, b) => a - b)[2]!);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}

export async function benchWeb(): Promise<void> {
  ensureWebBuilt(WEB_DIST);
  const scripts = firstScreenScripts();
  const gzipped = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length,
    0,
  );
  console.log("\nWeb");
  console.log(
    `  first screen: ${scripts.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped (target at most ${FIRST_SCREEN_TARGET_KB} KB)`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`  table paint left out: no Chromium at ${CHROMIUM}`);
    return;
  }
  for (const [rows, ms] of await pagePaints("table-paint", "rows", [100, 10_000])) {
    console.log(
      `  table of ${rows} rows painted in ${ms.toFixed(1)} ms (median of 5; target under ${PAINT_TARGET_MS} ms for 10,000)`,
    );
  }
  for (const [series, ms] of await pagePaints("chart-paint", "series", [12, 100])) {
    console.log(`  line chart of ${series} series x 50 points drawn in ${ms.toFixed(1)} ms (median of 5)`);
  }
  const charts = readdirSync(join(WEB_DIST, "assets")).filter((file) =>
    /^chart(s|-library)-[\w-]+\.js$/.test(file),
  );
  const chartsGzipped = charts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, "assets", file)), { level: 9 }).length,
    0,
  );
  console.log(
    `  charts' code (${charts.join(", ")}): ${(chartsGzipped / 1024).toFixed(1)} KB gzipped, loaded only by the screens with a chart`,
  );
  const link = await pastedLinkPaint(CHROMIUM);
  console.log(
    `  pasted team-match link: first data row in ${link.medianMs.toFixed(0)} ms (median of ${link.runs.length}, cold browser; runs ${link.runs.map((ms) => ms.toFixed(0)).join(", ")})`,
  );
}

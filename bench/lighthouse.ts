/**
 * Lighthouse 13 (the outside tool, run through npx as an outsider would) on four screens of the demo data:
 * home, a season, a team and an eight-match detail, each three times with the mobile preset, and the season
 * once more with the desktop preset for the Data Info layout shift. Prints the median score, LCP, TBT and
 * CLS beside their targets, two ways: from the server itself over plain HTTP/1.1, and over HTTPS
 * with HTTP/2 through nginx as a TLS-terminating proxy (when nginx and openssl are installed), which is how a
 * visitor reaches a deployed site. Lighthouse simulates a phone's connection with a round trip per request:
 * over HTTP/1.1 a page's files queue six at a time, over HTTP/2 they share one connection.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeDemo } from "@match-stats/server/demo/write";
import { VOO_ALTO } from "../apps/web/e2e/support/demo-records.ts";
import { ROUTE_SAMPLES } from "../apps/web/e2e/support/routes.ts";
import { encodeQuery } from "../apps/web/src/app/query-ids.ts";
import { ROUTE_PATHS } from "../apps/web/src/app/route-table.ts";
import { serveDemoDatabase } from "./demo-database.ts";
import { findNginx, type HttpsProxy, opensslFound, startHttpsProxy } from "./nginx-server.ts";
import { printTargets, type TargetRow } from "./targets.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = 3;
const SCORE_TARGET = 95;
const CLS_TARGET = 0.05;

const MATCHES = Array.from({ length: 8 }, (_, i) => VOO_ALTO.match + i);
const PAGES = {
  home: ROUTE_SAMPLES.home,
  season: ROUTE_SAMPLES.seasonEvent,
  team: ROUTE_SAMPLES.teamData,
  "8-match detail": `${ROUTE_PATHS.matchDetail}${encodeQuery({ match_id: MATCHES })}`,
} as const;

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Tries a page up to three times: Lighthouse now and then fails to record a trace (NO_NAVSTART). */
function lighthouse(url: string, out: string, preset: "mobile" | "desktop"): Figures {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, out, preset);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function lighthouseOnce(url: string, out: string, preset: "mobile" | "desktop"): Figures {
  const result = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance",
      ...(preset === "desktop" ? ["--preset=desktop"] : []),
      // The HTTPS proxy's certificate is self-signed.
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --ignore-certificate-errors",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface PageFigures extends Figures {
  via: string;
  page: string;
  runs: string;
}

/** A page's medians over its runs. */
function summary(via: string, page: string, runs: Figures[]): PageFigures {
  return {
    via,
    page,
    runs: runs.map((r) => r.score).join(" / "),
    score: median(runs.map((r) => r.score)),
    lcp: Math.round(median(runs.map((r) => r.lcp))),
    tbt: Math.round(median(runs.map((r) => r.tbt))),
    cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
  };
}

const targetsOf = (p: PageFigures): TargetRow[] => [
  {
    target: `${p.page} (${p.via}): score >= ${SCORE_TARGET}`,
    figure: String(p.score),
    met: p.score >= SCORE_TARGET,
  },
  { target: `${p.page} (${p.via}): CLS < ${CLS_TARGET}`, figure: String(p.cls), met: p.cls < CLS_TARGET },
];

/** Every page's runs at one address of the site. */
function measure(via: string, base: string, dir: string): PageFigures[] {
  const rows = Object.entries(PAGES).map(([page, path]) =>
    summary(
      via,
      page,
      Array.from({ length: RUNS }, (_, i) => lighthouse(`${base}${path}`, join(dir, `${i}.json`), "mobile")),
    ),
  );
  const season = `${base}${PAGES.season}`;
  rows.push(
    summary(via, "season (desktop preset)", [lighthouse(season, join(dir, "desktop.json"), "desktop")]),
  );
  return rows;
}

export async function benchLighthouse(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-lighthouse-"));
  // Behind the proxy the server reads the visitor's protocol from it, as a deployment's does.
  const served = await serveDemoDatabase("sqlite", await writeDemo(dir, { scale: 1 }), { TRUST_PROXY: "1" });
  const nginx = findNginx();
  let proxy: HttpsProxy | undefined;
  try {
    console.log(`\nLighthouse (${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs)`);
    const rows = measure("HTTP/1.1", served.server.url, dir);
    if (nginx && opensslFound()) {
      proxy = await startHttpsProxy(nginx, served.server.url);
      rows.push(...measure("HTTPS, HTTP/2", proxy.url, dir));
    } else console.log("  (nginx or openssl not installed: no run over HTTPS with HTTP/2)");
    console.table(rows);
    printTargets("Lighthouse", rows.flatMap(targetsOf));
  } finally {
    await proxy?.stop();
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

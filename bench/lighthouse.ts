/**
 * Lighthouse 13 (the outside tool, run through npx as an outsider would) on four screens of the demo data:
 * home, a season, a team and an eight-match detail, each three times with the mobile preset, and the season
 * once more with the desktop preset for the Data Info layout shift. Prints the median score, LCP, TBT and
 * CLS beside the targets of issue 18.
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
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
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
  page: string;
  runs: string;
}

/** A page's medians over its runs. */
function summary(page: string, runs: Figures[]): PageFigures {
  return {
    page,
    runs: runs.map((r) => r.score).join(" / "),
    score: median(runs.map((r) => r.score)),
    lcp: Math.round(median(runs.map((r) => r.lcp))),
    tbt: Math.round(median(runs.map((r) => r.tbt))),
    cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
  };
}

const targetsOf = (p: PageFigures): TargetRow[] => [
  { target: `${p.page}: score >= ${SCORE_TARGET}`, figure: String(p.score), met: p.score >= SCORE_TARGET },
  { target: `${p.page}: CLS < ${CLS_TARGET}`, figure: String(p.cls), met: p.cls < CLS_TARGET },
];

export async function benchLighthouse(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-lighthouse-"));
  const served = await serveDemoDatabase("sqlite", await writeDemo(dir, { scale: 1 }));
  try {
    console.log(`\nLighthouse (${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs)`);
    const rows = Object.entries(PAGES).map(([page, path]) =>
      summary(
        page,
        Array.from({ length: RUNS }, (_, i) =>
          lighthouse(`${served.server.url}${path}`, join(dir, `${i}.json`), "mobile"),
        ),
      ),
    );
    const season = `${served.server.url}${PAGES.season}`;
    rows.push(summary("season (desktop preset)", [lighthouse(season, join(dir, "desktop.json"), "desktop")]));
    console.table(rows);
    printTargets("Lighthouse", rows.flatMap(targetsOf));
  } finally {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

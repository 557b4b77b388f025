/**
 * The built web app the server hosts; built on demand where it is missing or older than its sources (a
 * fresh checkout, or sources changed since the last build).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./config.ts";

/** Each function takes the build's folder, `config.webDist` (WEB_DIST). */
const indexOf = (dist: string): string => join(dist, "index.html");
/** Where the build puts its hashed files. */
export const webAssets = (dist: string): string => join(dist, "assets");

/** What the build is made from: the web app and the packages it imports. */
const SOURCES = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "packages/stats/src",
  "packages/contract/src",
];

export const webIsBuilt = (dist: string): boolean => existsSync(indexOf(dist));

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

const webIsCurrent = (dist: string): boolean =>
  webIsBuilt(dist) &&
  SOURCES.every((source) => newestChange(join(REPO_ROOT, source)) <= statSync(indexOf(dist)).mtimeMs);

export function ensureWebBuilt(dist: string): void {
  if (webIsCurrent(dist)) return;
  console.log(
    webIsBuilt(dist)
      ? "Rebuilding the web app (its sources changed)..."
      : "Building the web app (first start)...",
  );
  const build = spawnSync("npm", ["run", "build", "--workspace", "apps/web", "--", "--outDir", dist], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    // A test runner sets NODE_ENV=test, which would bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error(`the web app build failed (exit ${build.status})`);
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page served at a path, and whether the path is one of the app's screens (else it answers 404). */
export interface WebPage {
  readonly html: string;
  readonly screen: boolean;
}

/** A screen's path as the router matches it: "/records/" is "/records". */
const screenPath = (path: string): string => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * The app's page, carrying the signing secret the browser signs requests with (docs/contract.md: the web app
 * signs with the same secret; it deters scraping, it is not authentication), and when the data was last
 * loaded (unix seconds; absent before any ingest), which every page's footer shows.
 */
export function webPage(
  dist: string,
  signingSecret: string,
  dataUpdatedAt: number | null = null,
): (path: string) => WebPage {
  const meta = [
    `<meta name="signing-key" content="${escapeAttribute(signingSecret)}">`,
    dataUpdatedAt === null ? "" : `<meta name="data-updated-at" content="${dataUpdatedAt}">`,
  ].join("");
  const page = (links: string): string =>
    readFileSync(indexOf(dist), "utf8").replace("</head>", `${meta}${links}</head>`);
  const plain = page("");
  const pages = new Map(
    Object.entries(routePreloads(dist)).map(([path, files]) => [path, page(files.map(preloadLink).join(""))]),
  );
  return (path) => {
    const html = pages.get(screenPath(path));
    return html === undefined ? { html: plain, screen: false } : { html, screen: true };
  };
}

/**
 * The build's scripts and styles of each route path beyond the entry's (apps/web/vite.config.ts), announced
 * in that path's page (the build lists every screen's path, so it is also the list of the app's addresses) so a pasted link's screen code downloads beside the entry instead of after it has run.
 */
const routePreloads = (dist: string): Record<string, string[]> => {
  const file = join(dist, "route-preloads.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
};

const preloadLink = (file: string): string =>
  file.endsWith(".css")
    ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
    : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`;

/** The built web app the server hosts; built on demand where it is missing (a fresh checkout). */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./config.ts";

export const WEB_DIST = join(REPO_ROOT, "apps/web/dist");

export const webIsBuilt = (): boolean => existsSync(join(WEB_DIST, "index.html"));

export function ensureWebBuilt(): void {
  if (webIsBuilt()) return;
  console.log("Building the web app (first start)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the web app build failed (exit ${build.status})`);
}

/** Logo URLs are refused unless LOGO_HOSTS names their host: the site's CSP loads images from those alone. */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connect.ts";
import type { IngestFile } from "../../src/ingest/format.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { formatProblem } from "../../src/ingest/problems.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { smallRun } from "../support/fixture.ts";

const CLI = join(import.meta.dirname, "../../src/cli/ingest.ts");

/** The small run with these logos on its first team and its season. */
function withLogos(teamLogo: string | null, seasonLogo: string | null = null): IngestFile {
  const run = smallRun(1);
  run.teams[0]!.logo = teamLogo;
  run.seasons[0]!.logo = seasonLogo;
  return run;
}

describe.each(ENGINES)("logo hosts on %s", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await openTestDb(engine));
  });
  afterEach(async () => close());

  const problems = async (run: IngestFile, logoHosts: string[]) => {
    const files = writeFiles({ "run.json": run });
    const result = await ingestFiles(db, files, { logoHosts });
    return { file: files[0]!, lines: result.ok ? [] : result.problems.map(formatProblem) };
  };

  it("refuses a logo URL on a host LOGO_HOSTS does not name", async () => {
    const { file, lines } = await problems(
      withLogos("https://evil.example/x.png", "http://cdn.example.com.evil.example/s.png"),
      ["cdn.example.com"],
    );
    expect(lines).toEqual([
      `${file}: $.seasons[0].logo: logo host cdn.example.com.evil.example is not in LOGO_HOSTS`,
      `${file}: $.teams[0].logo: logo host evil.example is not in LOGO_HOSTS`,
    ]);
  });

  it("refuses every logo URL when LOGO_HOSTS is empty (the default)", async () => {
    const { file, lines } = await problems(withLogos("https://cdn.example.com/t.png"), []);
    expect(lines).toEqual([`${file}: $.teams[0].logo: logo host cdn.example.com is not in LOGO_HOSTS`]);
  });

  it("tells a port apart from the host's default one", async () => {
    const { file, lines } = await problems(withLogos("https://cdn.example.com:8443/t.png"), [
      "cdn.example.com",
    ]);
    expect(lines).toEqual([`${file}: $.teams[0].logo: logo host cdn.example.com:8443 is not in LOGO_HOSTS`]);
  });

  it("loads logos on listed hosts and paths on this site", async () => {
    const { lines } = await problems(withLogos("https://CDN.example.com/t.png", "/logos/seasons/1.svg"), [
      "cdn.example.com",
    ]);
    expect(lines).toEqual([]);
    const team = await db.kysely.selectFrom("teams").select("logo").where("id", "=", 100).executeTakeFirst();
    expect(team?.logo).toBe("https://CDN.example.com/t.png");
  });
});

describe("npm run ingest", () => {
  it("takes the logo hosts from LOGO_HOSTS", () => {
    const [file] = writeFiles({ "run.json": withLogos("https://cdn.example.com/t.png") });
    const ingest = (logoHosts: string) =>
      spawnSync(process.execPath, [CLI, file!], {
        encoding: "utf8",
        env: {
          ...process.env,
          LOGO_HOSTS: logoHosts,
          DATABASE_URL: join(mkdtempSync(join(tmpdir(), "match-stats-logos-")), "db.sqlite"),
        },
      });
    const refused = ingest("img.example.org");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `${file}: $.teams[0].logo: logo host cdn.example.com is not in LOGO_HOSTS`,
    );
    expect(ingest("img.example.org,cdn.example.com").status).toBe(0);
  });
});

/** GET /logos/teams/<id>.svg and /logos/seasons/<id>.svg, as the web app's <img> meets them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { IngestFile } from "../../src/ingest/format.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";

const NOT_FOUND = { status: "error", code: "NOT_FOUND", msg: "Not found", data: {} };

// The emblem is made from the id alone: one engine is enough.
describe(`logo routes on ${ENGINES[0]}`, () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(ENGINES[0]!);
  });
  afterAll(async () => server.close());

  const get = (path: string) => fetch(`${server.url}${path}`);
  const svgOf = async (path: string) => {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    return answer.text();
  };

  it.each([
    ["a team", "/logos/teams/100001.svg"],
    ["a season", "/logos/seasons/1001.svg"],
  ])("answers the SVG emblem of %s, cacheable for a day, with the security headers", async (_, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(Buffer.byteLength(svg)).toBeLessThan(1500);
  });

  it("answers the same bytes every time, and different emblems for different ids and kinds", async () => {
    const team = await svgOf("/logos/teams/100001.svg");
    expect(await svgOf("/logos/teams/100001.svg")).toBe(team);
    expect(await svgOf("/logos/teams/100002.svg")).not.toBe(team);
    expect(await svgOf("/logos/seasons/100001.svg")).not.toBe(team);
  });

  it.each([
    "/logos/teams/abc.svg",
    "/logos/teams/0.svg",
    "/logos/seasons/0.svg",
    "/logos/teams/-1.svg",
    "/logos/teams/01.svg",
    "/logos/teams/1.5.svg",
    "/logos/teams/2147483648.svg",
    "/logos/teams/1.png",
    "/logos/teams/1",
    "/logos/players/1.svg",
    "/logos/teams/1.svg/x",
    "/logos/",
  ])("answers 404 with the JSON error envelope for %s", async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual(NOT_FOUND);
  });

  it("serves every logo of the demo data set", async () => {
    const reference = JSON.parse(
      readFileSync(join(inject("demoFolder"), "reference.json"), "utf8"),
    ) as IngestFile;
    const logos = [...reference.teams, ...reference.seasons].flatMap(({ logo }) => (logo ? [logo] : []));
    expect(logos.length).toBeGreaterThan(10);
    for (const logo of logos) {
      expect(logo).toMatch(/^\/logos\/(teams|seasons)\/[1-9][0-9]*\.svg$/);
      const answer = await get(logo);
      expect(answer.status, logo).toBe(200);
      expect(answer.headers.get("content-type"), logo).toBe("image/svg+xml");
    }
  });
});

/** The Content-Security-Policy's images: this site, and the logo hosts LOGO_HOSTS names, nothing else. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../../src/config.ts";
import { type ApiServer, startApiServer } from "../../support/api-server.ts";
import { ENGINES } from "../../support/databases.ts";

/** The sources of one CSP directive, e.g. `img-src`. */
const sources = (csp: string | null, directive: string): string[] =>
  (csp ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

// The headers do not depend on the engine: one is enough.
describe(`image sources on ${ENGINES[0]}`, () => {
  let plain: ApiServer;
  let withHosts: ApiServer;
  beforeAll(async () => {
    plain = await startApiServer(ENGINES[0]!);
    withHosts = await startApiServer(ENGINES[0]!, { LOGO_HOSTS: "cdn.example.com, IMG.example.org:8443" });
  });
  afterAll(async () => {
    await plain.close();
    await withHosts.close();
  });

  // data: and blob: are the screen capture's own images (apps/web/src/bridge), never another host.
  it.each(["/", "/healthz", "/logos/teams/100001.svg"])(
    "allows images from this site only, by default, on %s",
    async (path) => {
      const csp = (await fetch(`${plain.url}${path}`)).headers.get("content-security-policy");
      expect(sources(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    },
  );

  it("adds the hosts LOGO_HOSTS names, and no other", async () => {
    const csp = (await fetch(`${withHosts.url}/`)).headers.get("content-security-policy");
    expect(sources(csp, "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "cdn.example.com",
      "img.example.org:8443",
    ]);
    expect(sources(csp, "script-src")).toEqual(["'self'"]);
  });

  it.each(["evil.example; script-src *", "*", "https://cdn.example.com", "cdn.example.com/logos", "a b"])(
    "refuses to start with LOGO_HOSTS=%j, naming the variable",
    (value) => {
      expect(() => readConfig({ LOGO_HOSTS: value })).toThrow(/^Invalid configuration: LOGO_HOSTS/);
    },
  );
});

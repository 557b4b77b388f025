import { describe, expect, it } from "vitest";
import { type SessionPage, sessionKeys, takeSessionKeys } from "./session-keys.ts";

/** A page at `address`, with its history and a storage of its own. */
function page(address: string, storage: Map<string, string> | null = new Map()) {
  const url = new URL(address, "https://stats.example");
  const replaced: string[] = [];
  const state = { usr: null, key: "default" };
  const fake: SessionPage = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    history: {
      state,
      replaceState: (given: unknown, _unused: string, next?: string | URL | null) => {
        expect(given).toBe(state);
        replaced.push(String(next));
      },
    },
    storage: storage && {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
  };
  return { fake, replaced, storage: fake.storage };
}

describe("session keys", () => {
  it("takes the token out of the address, keeping the path, the rest of the query and the hash", () => {
    const { fake, replaced, storage } = page(
      "/seasonevent?season_id=MTAwMQ%3D%3D&access_token=abc.DEF-123&lang=pt-BR&region=BR#top",
    );
    takeSessionKeys(fake);
    expect(replaced).toEqual(["/seasonevent?season_id=MTAwMQ%3D%3D&lang=pt-BR&region=BR#top"]);
    expect(sessionKeys(storage)).toEqual({ accessToken: "abc.DEF-123", language: "pt-BR", region: "BR" });
  });

  it("leaves an address without a token alone", () => {
    const { fake, replaced, storage } = page("/?lang=th&region=TH");
    takeSessionKeys(fake);
    expect(replaced).toEqual([]);
    expect(sessionKeys(storage)).toEqual({ accessToken: null, language: "th", region: "TH" });
  });

  it("keeps the keys for the session: a later page without them still has them, a new value replaces one", () => {
    const storage = new Map<string, string>();
    takeSessionKeys(page("/?access_token=first&lang=en&region=SG", storage).fake);
    const later = page("/season?search=cup", storage);
    takeSessionKeys(later.fake);
    expect(sessionKeys(later.storage)).toEqual({ accessToken: "first", language: "en", region: "SG" });
    takeSessionKeys(page("/?lang=id", storage).fake);
    expect(sessionKeys(later.storage)).toEqual({ accessToken: "first", language: "id", region: "SG" });
  });

  it("ignores values that are not a language or a region, and still removes a bad token", () => {
    const { fake, replaced, storage } = page(
      "/team?access_token=has%20space&lang=%3Cscript%3E&region=x".concat("y".repeat(20)),
    );
    takeSessionKeys(fake);
    expect(replaced).toEqual([`/team?lang=%3Cscript%3E&region=x${"y".repeat(20)}`]);
    expect(sessionKeys(storage)).toEqual({ accessToken: null, language: null, region: null });
  });

  it("keeps the keys in memory when the page has no storage (a webview with DOM storage off)", () => {
    const { fake, replaced } = page("/player?access_token=t0k&lang=zh_CN&search=a", null);
    takeSessionKeys(fake);
    expect(replaced).toEqual(["/player?lang=zh_CN&search=a"]);
    expect(sessionKeys(null)).toEqual({ accessToken: "t0k", language: "zh_CN", region: null });
  });
});

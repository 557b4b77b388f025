/** The profile summary of `bench/cpu-profile.ts` on a profile whose every sample is known. */
import { describe, expect, it } from "vitest";
import { type CpuProfile, partOf, summarise } from "../bench/cpu-profile.ts";

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0 });
const SERVER = "file:///work/apps/server/src/api";

/**
 * root -> idle; root -> answer (server) -> dataInfo (handler) -> executeQuery (SQLite);
 * root -> answer -> stringify (server); root -> hit (server, another call's warm run).
 */
const NODES = [
  { id: 1, callFrame: frame("(root)"), children: [2, 3, 7] },
  { id: 2, callFrame: frame("(idle)") },
  { id: 3, callFrame: frame("answer", `${SERVER}/routes.ts`), children: [4, 6] },
  { id: 4, callFrame: frame("dataInfo", `${SERVER}/handlers/data_info.ts`), children: [5] },
  {
    id: 5,
    callFrame: frame(
      "executeQuery",
      "file:///work/node_modules/kysely/dist/esm/dialect/sqlite/sqlite-driver.js",
    ),
  },
  { id: 6, callFrame: frame("stringify", `${SERVER}/kept-answer.ts`) },
  { id: 7, callFrame: frame("hit", `${SERVER}/routes.ts`) },
];

/** A sample every `step` us: `ids` in turn. */
function profileOf(ids: readonly number[], step = 1000): CpuProfile {
  return { nodes: NODES, startTime: 0, samples: ids, timeDeltas: ids.map(() => step) };
}

describe("a CPU profile's summary", () => {
  it("splits the busy time by part and by function, and counts idle time apart", () => {
    const summary = summarise(profileOf([5, 5, 6, 2, 2, 7, 7, 7, 5]));
    expect(summary.busyUs).toBe(6000);
    expect(summary.idleUs).toBe(2000);
    expect(summary.parts).toEqual([
      { name: "server: request path", us: 4000 },
      { name: "SQLite", us: 2000 },
    ]);
    expect(summary.functions[0]).toEqual({ name: "hit api/routes.ts:1", us: 3000 });
  });

  it("reads only the busy stretch of the function asked for, after a stray call before it", () => {
    // One call of dataInfo, two seconds of hits, then the cold run: 90 samples, 60 of them under dataInfo,
    // the last one not.
    const cold = Array.from({ length: 90 }, (_, i) => (i % 3 === 2 ? 6 : 5));
    const ids = [5, ...Array.from({ length: 2000 }, () => 7), ...cold, 7];
    const summary = summarise(profileOf(ids), "dataInfo");
    expect(summary.functions.map((f) => f.name)).not.toContain("hit api/routes.ts:1");
    expect(summary.busyUs).toBe(89_000);
    expect(summary.parts).toEqual([
      { name: "SQLite", us: 60_000 },
      { name: "server: request path", us: 29_000 },
    ]);
    expect(() => summarise(profileOf(ids), "search")).toThrow("no sample runs search");
  });

  it("names the parts a server's time goes to", () => {
    expect(partOf(frame("(garbage collector)"))).toBe("garbage collection");
    expect(partOf(frame("RegExp: ^[a-z]+$"))).toBe("regular expressions");
    expect(partOf(frame("writev"))).toBe("writev");
    expect(partOf(frame("parse", "file:///x/node_modules/zod/v4/core/schemas.js"))).toBe("zod");
    expect(partOf(frame("Hmac", "node:internal/crypto/hash"))).toBe("crypto");
    expect(partOf(frame("_storeHeader", "node:_http_outgoing"))).toBe("node:http and sockets");
    expect(partOf(frame("block", "file:///x/apps/server/src/queries/stats/stat-block.ts"))).toBe(
      "server: handlers and reads",
    );
    expect(partOf(frame("averages", "file:///x/packages/stats/src/formulas.ts"))).toBe("packages/stats");
  });
});

/** Every file of the scale-1 demo passes the ingest schema and the cross-record consistency rules. */
import { describe, expect, it } from "vitest";
import { type IngestFile, ingestFileSchema } from "../../src/ingest/format.ts";
import { checkConsistency } from "./check-consistency.ts";
import { scaleOne } from "./scale-one.ts";

describe("scale-1 demo consistency", () => {
  it("parses every file with the ingest schema", () => {
    for (const { name, json } of scaleOne()) {
      const result = ingestFileSchema.safeParse(JSON.parse(json));
      expect(result.success ? [] : result.error.issues.slice(0, 5), name).toEqual([]);
    }
  });

  it("holds every consistency rule", () => {
    expect(checkConsistency(scaleOne())).toEqual([]);
  });

  it("has a checker that notices broken data", () => {
    const files = scaleOne();
    const reference = files[0] as (typeof files)[0];
    const clashSquad = files.find((f) => f.data.matches[0]?.games[0]?.mode === 15);
    if (!clashSquad) throw new Error("no clash-squad event");
    const broken = structuredClone(clashSquad.data) as IngestFile;
    const game = broken.matches[0]?.games[0];
    const player = game?.players[0];
    const weapon = player?.weapons[0];
    if (!game || !player || !weapon) throw new Error("empty clash-squad game");
    weapon.headshots = weapon.on_target + 1;
    player.grenade_kills = player.kills + 1;
    (game.teams[0] as (typeof game.teams)[0]).rounds_won += 1;
    game.end_time = (broken.matches[0]?.end_time ?? 0) + 60;
    const problems = checkConsistency([reference, { name: clashSquad.name, data: broken }]);
    expect(problems.some((p) => p.includes("shot chain"))).toBe(true);
    expect(problems.some((p) => p.includes("grenade_kills > kills"))).toBe(true);
    expect(problems.some((p) => p.includes("rounds do not mirror"))).toBe(true);
    expect(problems.some((p) => p.includes("outside its match"))).toBe(true);
  });
});

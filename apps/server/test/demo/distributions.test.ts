/** The scale-1 demo's numbers look like real games: placement points, kills, deaths, rounds, survival. */
import { describe, expect, it } from "vitest";
import { PLACEMENT_POINTS } from "../../src/demo/battle-royale.ts";
import { BR_MAPS, BS_MAPS, CS_MAPS } from "../../src/demo/names.ts";
import type { Game } from "../../src/ingest/format.ts";
import { scaleOne } from "./scale-one.ts";

const games = (): Game[] => scaleOne().flatMap((f) => f.data.matches.flatMap((m) => m.games));
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe("battle-royale games", () => {
  const br = () => games().filter((g) => g.mode === 1);

  it("are 12 squads of 4 on battle-royale maps", () => {
    for (const g of br()) {
      expect(g.form).toBe(3);
      expect(g.teams.length).toBe(12);
      expect(g.players.length).toBe(48);
      expect(BR_MAPS).toContain(g.map);
      expect(g.end_time - g.start_time).toBeLessThanOrEqual(1500);
    }
  });

  it("score placement points plus kills, at most 10 a game in a 2026 Spring Split's Grand Finals, with one booyah", () => {
    const files = scaleOne();
    const capped = new Set(
      files[0]!.data.events.filter((e) => e.name.includes(" 2026 Spring Split ")).map((e) => e.id),
    );
    let cut = 0;
    for (const m of files.flatMap((f) => f.data.matches).filter((m) => m.games[0]?.mode === 1)) {
      const cap = capped.has(m.event_id) && m.name.startsWith("Grand Finals") ? 10 : Number.POSITIVE_INFINITY;
      for (const g of m.games) {
        for (const t of g.teams) {
          const kills = sum(g.players.filter((p) => p.team_id === t.team_id).map((p) => p.kills));
          expect(t.total_score).toBe(t.survival_score + Math.min(kills, cap));
          if (kills > cap) cut++;
        }
      }
    }
    expect(cut).toBeGreaterThan(0);
    for (const g of br()) {
      for (const t of g.teams) {
        expect(t.survival_score).toBe(PLACEMENT_POINTS[t.rank - 1] ?? 0);
        expect(t.booyah).toBe(t.rank === 1 ? 1 : 0);
        expect([t.rounds_won, t.rounds_lost]).toEqual([0, 0]);
      }
      expect(PLACEMENT_POINTS.slice(0, 3)).toEqual([12, 9, 8]);
    }
  });

  it("kill each player at most once, leave someone of the winners alive and never credit more kills than deaths", () => {
    for (const g of br()) {
      const winner = g.teams.find((t) => t.rank === 1)?.team_id;
      for (const p of g.players) {
        expect(p.death).toBeLessThanOrEqual(1);
        if (p.team_id !== winner) expect(p.death).toBe(1);
      }
      expect(g.players.some((p) => p.team_id === winner && p.death === 0)).toBe(true);
      expect(sum(g.players.map((p) => p.kills))).toBeLessThanOrEqual(sum(g.players.map((p) => p.death)));
    }
  });

  it("have about one kill per player with a long tail, and damage near 150 a kill", () => {
    const players = br().flatMap((g) => g.players);
    const kills = players.map((p) => p.kills);
    expect(mean(kills)).toBeGreaterThan(0.75);
    expect(mean(kills)).toBeLessThan(1.3);
    expect(Math.max(...kills)).toBeGreaterThanOrEqual(8);
    expect(kills.filter((k) => k === 0).length).toBeGreaterThan(players.length / 3);
    const killers = players.filter((p) => p.kills >= 3);
    expect(mean(killers.map((p) => p.damage / p.kills))).toBeGreaterThan(130);
    expect(mean(killers.map((p) => p.damage / p.kills))).toBeLessThan(260);
  });

  it("let better-placed teams survive longer", () => {
    const byRank = (rank: number) =>
      mean(
        br().flatMap((g) => {
          const team = g.teams.find((t) => t.rank === rank)?.team_id;
          return g.players.filter((p) => p.team_id === team).map((p) => p.survival_time);
        }),
      );
    for (let rank = 2; rank < 12; rank++) expect(byRank(rank)).toBeGreaterThan(byRank(rank + 1));
    for (const g of br()) for (const p of g.players) expect(p.survival_time).toBeLessThanOrEqual(1500);
  });
});

describe("clash-squad games", () => {
  const cs = () => games().filter((g) => g.mode !== 1);

  it("are two squads of 4, first to 4 rounds, on clash-squad maps", () => {
    for (const g of cs()) {
      expect(g.form).toBe(3);
      expect(g.players.length).toBe(8);
      const [winner, loser] = g.teams;
      if (!winner || !loser) throw new Error(`game ${g.id} lacks teams`);
      expect([winner.rank, winner.booyah, winner.rounds_won]).toEqual([1, 1, 4]);
      expect([loser.rank, loser.booyah, loser.rounds_lost]).toEqual([2, 0, 4]);
      expect(loser.rounds_won).toBeLessThan(4);
      expect(winner.rounds_lost).toBe(loser.rounds_won);
      expect(g.mode === 15 ? CS_MAPS : BS_MAPS).toContain(g.map);
    }
  });

  it("score no points, as the ingest format asks of clash squad", () => {
    for (const g of cs()) {
      for (const t of g.teams) expect([t.survival_score, t.total_score]).toEqual([0, 0]);
    }
  });

  it("give several deaths per player and a K/D near 1", () => {
    const players = cs().flatMap((g) => g.players);
    expect(mean(players.map((p) => p.death))).toBeGreaterThan(2);
    const kd = sum(players.map((p) => p.kills)) / sum(players.map((p) => p.death));
    expect(kd).toBeGreaterThan(0.85);
    expect(kd).toBeLessThanOrEqual(1);
  });
});

describe("player results", () => {
  it("carry 1 to 4 weapons and one active, up to three passive, one pet and one loadout skill", () => {
    const kindOf = (id: number) =>
      id < 600 ? "active" : id < 700 ? "passive" : id < 800 ? "pet" : "loadout";
    for (const g of games()) {
      for (const p of g.players) {
        expect(p.weapons.length).toBeGreaterThanOrEqual(1);
        expect(p.weapons.length).toBeLessThanOrEqual(4);
        const kinds = p.skills.map((s) => kindOf(s.skill_id));
        const count = (kind: string) => kinds.filter((k) => k === kind).length;
        expect(count("active")).toBe(1);
        expect(count("passive")).toBeLessThanOrEqual(3);
        expect(count("pet")).toBeLessThanOrEqual(1);
        expect(count("loadout")).toBeLessThanOrEqual(1);
      }
    }
  });
});

/** The scale-1 demo meets every minimum of the brief: counts, modes, regions, rosters, transfers, scripts. */
import { describe, expect, it } from "vitest";
import { scaleOne } from "./scale-one.ts";

const all = () => {
  const files = scaleOne();
  const reference = (files[0] as (typeof files)[0]).data;
  const matches = files.flatMap((f) => f.data.matches);
  const games = matches.flatMap((m) => m.games);
  return { files, reference, matches, games };
};

const SCRIPTS = {
  thai: /[\u0E00-\u0E7F]/,
  arabic: /[\u0600-\u06FF]/,
  vietnamese: /[ĐđƠơƯư\u1EA0-\u1EF9]/,
  accentedLatin: /[À-ÖØ-öø-ÿ]/,
};

describe("scale-1 demo counts", () => {
  it("lays out reference.json, then one file per event in id order", () => {
    const { files, reference } = all();
    expect(files.map((f) => f.name)).toEqual([
      "reference.json",
      ...reference.events.map((e) => `events/event-${e.id}.json`).sort(),
    ]);
    for (const f of files.slice(1)) {
      const eventIds = new Set(f.data.matches.map((m) => m.event_id));
      expect([...eventIds].map((id) => `events/event-${id}.json`)).toEqual([f.name]);
    }
  });

  it("has at least 3 seasons in 2024-2026, 4 host regions and 12 events, mostly battle royale", () => {
    const { reference } = all();
    expect(reference.seasons.length).toBeGreaterThanOrEqual(3);
    for (const s of reference.seasons) {
      expect(new Date(s.start_date * 1000).getUTCFullYear()).toBeGreaterThanOrEqual(2024);
      expect(new Date(s.end_date * 1000).getUTCFullYear()).toBeLessThanOrEqual(2026);
    }
    expect(new Set(reference.events.map((e) => e.host_region)).size).toBeGreaterThanOrEqual(4);
    expect(reference.events.length).toBeGreaterThanOrEqual(12);
    const byMode = (mode: number) => reference.events.filter((e) => e.mode === mode).length;
    expect(byMode(1)).toBeGreaterThan(reference.events.length / 2);
    expect(byMode(15)).toBeGreaterThanOrEqual(2);
    expect(byMode(27)).toBeGreaterThanOrEqual(2);
  });

  it("has at least 150 matches of 1 to 5 games and 400 games", () => {
    const { matches, games } = all();
    expect(matches.length).toBeGreaterThanOrEqual(150);
    expect(games.length).toBeGreaterThanOrEqual(400);
    for (const m of matches) {
      expect(m.games.length).toBeGreaterThanOrEqual(1);
      expect(m.games.length).toBeLessThanOrEqual(5);
    }
  });

  it("has at least 48 teams with rosters of 4 to 6, some without region or logo", () => {
    const { reference } = all();
    expect(reference.teams.length).toBeGreaterThanOrEqual(48);
    for (const team of reference.teams) {
      // A player with two stints in a team is one member of its roster.
      const roster = new Set(
        reference.team_players.filter((tp) => tp.team_id === team.id).map((tp) => tp.player_id),
      ).size;
      expect(roster, team.name).toBeGreaterThanOrEqual(4);
      expect(roster, team.name).toBeLessThanOrEqual(6);
    }
    expect(reference.teams.some((t) => t.region === "")).toBe(true);
    expect(reference.teams.some((t) => t.logo === null)).toBe(true);
    expect(reference.teams.filter((t) => t.region !== "").length).toBeGreaterThan(
      reference.teams.length * 0.8,
    );
  });

  it("has transferred players who played for both teams", () => {
    const { reference, games } = all();
    const played = new Set(games.flatMap((g) => g.players.map((p) => p.teamplayer_id)));
    const records = Map.groupBy(reference.team_players, (tp) => tp.player_id);
    const transfers = [...records.values()].filter(
      (list) =>
        list.length === 2 &&
        new Set(list.map((tp) => tp.team_id)).size === 2 &&
        list
          .map((tp) => tp.id.split("_")[1])
          .sort()
          .join() === "1,2" &&
        list.every((tp) => played.has(tp.id)),
    );
    expect(transfers.length).toBeGreaterThanOrEqual(3);
  });

  it("has a player who left a team and came back: two records in that team, both with games", () => {
    const { reference, games } = all();
    const played = new Set(games.flatMap((g) => g.players.map((p) => p.teamplayer_id)));
    const stints = [...Map.groupBy(reference.team_players, (tp) => `${tp.player_id} ${tp.team_id}`).values()];
    const returning = stints.filter((list) => list.length === 2 && list.every((tp) => played.has(tp.id)));
    expect(returning.map((list) => list.map((tp) => tp.id).sort())).toContainEqual([
      "1000010_1",
      "1000010_3",
    ]);
  });

  it("has at least 40 weapons with familiar names and 10 skills of each kind", () => {
    const { reference } = all();
    expect(reference.weapons.length).toBeGreaterThanOrEqual(40);
    const names = reference.weapons.map((w) => w.name);
    for (const name of ["MP40", "M1887", "AK", "SCAR", "Woodpecker", "AWM", "M1014", "UMP", "Groza"]) {
      expect(names).toContain(name);
    }
    for (const kind of ["active", "passive", "pet", "loadout"] as const) {
      expect(reference.skills.filter((s) => s.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
  });

  it("names teams and players in Thai, Arabic, Vietnamese and accented Latin", () => {
    const { reference } = all();
    for (const [script, pattern] of Object.entries(SCRIPTS)) {
      expect(
        reference.teams.some((t) => pattern.test(t.name)),
        `team ${script}`,
      ).toBe(true);
      expect(
        reference.players.some((p) => pattern.test(p.name)),
        `player ${script}`,
      ).toBe(true);
    }
    expect(reference.teams.some((t) => /^[A-Za-z ]+$/.test(t.name))).toBe(true);
  });

  it("holds a clash-squad series drawn 1-1 (docs/statistics.md, Standings)", () => {
    const drawn = all().matches.filter(
      (m) =>
        m.games[0]?.mode !== 1 &&
        m.games.length === 2 &&
        new Set(m.games.map((g) => g.teams.find((t) => t.booyah === 1)?.team_id)).size === 2,
    );
    expect(drawn.map((m) => [m.id, m.name.endsWith("(Bo2)")])).toEqual([[10000084, true]]);
  });

  it("holds a battle-royale tie on points and booyahs that kill points decide against kills", () => {
    const ties = all().matches.flatMap((m) => {
      if (m.games[0]?.mode !== 1 || m.games.length < 2) return [];
      const lines = [
        ...Map.groupBy(
          m.games.flatMap((g) => g.teams.map((t) => ({ g, t }))),
          ({ t }) => t.team_id,
        ),
      ].map(([team, rows]) => ({
        team,
        points: rows.reduce((n, { t }) => n + t.total_score, 0),
        booyahs: rows.reduce((n, { t }) => n + t.booyah, 0),
        killPoints: rows.reduce((n, { t }) => n + t.total_score - t.survival_score, 0),
        kills: rows.reduce(
          (n, { g, t }) =>
            n + g.players.filter((p) => p.team_id === t.team_id).reduce((k, p) => k + p.kills, 0),
          0,
        ),
      }));
      return lines.flatMap((a) =>
        lines
          .filter((b) => a.points === b.points && a.booyahs === b.booyahs && a.killPoints > b.killPoints)
          .filter((b) => a.kills < b.kills)
          .map((b) => [m.id, a, b]),
      );
    });
    expect(ties).toEqual([
      [
        10000117,
        { team: 100025, points: 57, booyahs: 1, killPoints: 24, kills: 25 },
        { team: 100033, points: 57, booyahs: 1, killPoints: 22, kills: 26 },
      ],
    ]);
  });

  it("fills an event mostly with teams from its host region", () => {
    const { reference, files } = all();
    const teamRegion = new Map(reference.teams.map((t) => [t.id, t.region]));
    for (const f of files.slice(1)) {
      const event = reference.events.find((e) => e.id === f.data.matches[0]?.event_id);
      if (!event) throw new Error(`no event for ${f.name}`);
      const teams = new Set(
        f.data.matches.flatMap((m) => m.games.flatMap((g) => g.teams.map((t) => t.team_id))),
      );
      const home = [...teams].filter((id) => teamRegion.get(id) === event.host_region).length;
      expect(home, f.name).toBeGreaterThan(teams.size / 2);
    }
  });
});

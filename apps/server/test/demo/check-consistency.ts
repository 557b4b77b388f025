/**
 * The ingest consistency rules (beyond the zod schema), checked over a whole run of files. Written
 * independently of the ingest code so the demo is held to the rules as specified, not as implemented.
 */
import { isBattleRoyale } from "@match-stats/stats";
import type { IngestFile, PlayerResult } from "../../src/ingest/format.ts";

const SHOT_CHAIN = ["headshots", "on_target", "hits", "shoots"] as const;
const WEAPON_SUMS = ["kills", "damage", "headshots", "on_target", "hits", "shoots"] as const;

export const checkConsistency = (files: readonly { name: string; data: IngestFile }[]): string[] => {
  const problems: string[] = [];
  const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);

  const collect = <T extends { id: number | string }>(
    kind: string,
    pick: (f: IngestFile) => readonly T[],
  ) => {
    const byId = new Map<number | string, T>();
    for (const { name, data } of files) {
      for (const item of pick(data)) {
        if (byId.has(item.id)) fail(name, `${kind} ${item.id} defined twice`);
        byId.set(item.id, item);
      }
    }
    return byId;
  };
  const seasons = collect("season", (f) => f.seasons);
  const events = collect("event", (f) => f.events);
  const teams = collect("team", (f) => f.teams);
  const players = collect("player", (f) => f.players);
  const teamPlayers = collect("team-player", (f) => f.team_players);
  const weapons = collect("weapon", (f) => f.weapons);
  const skills = collect("skill", (f) => f.skills);
  const matchIds = new Set<number>();
  const gameIds = new Set<number>();

  for (const s of seasons.values()) {
    if (s.start_date > s.end_date) fail(`season ${s.id}`, "starts after it ends");
  }
  for (const e of events.values()) {
    const season = seasons.get(e.season_id);
    if (!season) fail(`event ${e.id}`, `unknown season ${e.season_id}`);
    if (e.start_time > e.end_time) fail(`event ${e.id}`, "starts after it ends");
    if (season && (e.start_time < season.start_date || e.end_time > season.end_date)) {
      fail(`event ${e.id}`, `outside season ${season.id}`);
    }
  }
  for (const tp of teamPlayers.values()) {
    if (!teams.has(tp.team_id)) fail(`team-player ${tp.id}`, `unknown team ${tp.team_id}`);
    if (!players.has(tp.player_id)) fail(`team-player ${tp.id}`, `unknown player ${tp.player_id}`);
    if (String(tp.id).split("_")[0] !== String(tp.player_id))
      fail(`team-player ${tp.id}`, "prefix is not player_id");
  }

  const checkPlayer = (p: PlayerResult, where: string) => {
    for (let i = 0; i + 1 < SHOT_CHAIN.length; i++) {
      const [small, large] = [SHOT_CHAIN[i], SHOT_CHAIN[i + 1]] as [keyof PlayerResult, keyof PlayerResult];
      if (p[small] > p[large]) fail(where, `${small} > ${large}`);
    }
    for (const key of ["headshot_killtimes", "grenade_kills", "vehicle_kill"] as const) {
      if (p[key] > p.kills) fail(where, `${key} > kills`);
    }
    if (p.revival_members > p.revive_teammate_times) fail(where, "revival_members > revive_teammate_times");
    if (p.max_kill_distance > p.kill_distance) fail(where, "max_kill_distance > kill_distance");
    if (p.kills === 0 && (p.kill_distance !== 0 || p.max_kill_distance !== 0))
      fail(where, "kill distance without kills");
    const sums = { kills: 0, damage: 0, headshots: 0, on_target: 0, hits: 0, shoots: 0 };
    const weaponIds = new Set<number>();
    for (const w of p.weapons) {
      if (!weapons.has(w.weapon_id)) fail(where, `unknown weapon ${w.weapon_id}`);
      if (weaponIds.has(w.weapon_id)) fail(where, `weapon ${w.weapon_id} twice`);
      weaponIds.add(w.weapon_id);
      if (!(w.headshots <= w.on_target && w.on_target <= w.hits && w.hits <= w.shoots)) {
        fail(where, `weapon ${w.weapon_id} shot chain broken`);
      }
      for (const key of WEAPON_SUMS) sums[key] += w[key];
    }
    for (const key of WEAPON_SUMS) if (sums[key] > p[key]) fail(where, `weapons' ${key} exceed the player's`);
    const skillIds = new Set<number>();
    for (const s of p.skills) {
      if (!skills.has(s.skill_id)) fail(where, `unknown skill ${s.skill_id}`);
      if (skillIds.has(s.skill_id)) fail(where, `skill ${s.skill_id} twice`);
      skillIds.add(s.skill_id);
    }
  };

  for (const { name, data } of files) {
    for (const match of data.matches) {
      const at = `${name} match ${match.id}`;
      if (matchIds.has(match.id)) fail(at, "match id used twice");
      matchIds.add(match.id);
      const event = events.get(match.event_id);
      if (!event) fail(at, `unknown event ${match.event_id}`);
      if (match.start_time > match.end_time) fail(at, "starts after it ends");
      if (event && (match.start_time < event.start_time || match.end_time > event.end_time)) {
        fail(at, `outside event ${event.id}`);
      }
      for (const game of match.games) {
        const gat = `${at} game ${game.id}`;
        if (gameIds.has(game.id)) fail(gat, "game id used twice");
        gameIds.add(game.id);
        if (event && game.mode !== event.mode)
          fail(gat, `mode ${game.mode} is not the event's ${event.mode}`);
        if (game.start_time > game.end_time) fail(gat, "starts after it ends");
        if (game.start_time < match.start_time || game.end_time > match.end_time)
          fail(gat, "outside its match");
        const gameTeams = new Set<number>();
        const ranks = new Set<number>();
        for (const t of game.teams) {
          if (!teams.has(t.team_id)) fail(gat, `unknown team ${t.team_id}`);
          if (gameTeams.has(t.team_id)) fail(gat, `team ${t.team_id} twice`);
          if (ranks.has(t.rank)) fail(gat, `rank ${t.rank} twice`);
          gameTeams.add(t.team_id);
          ranks.add(t.rank);
          if (isBattleRoyale(game.mode) && t.booyah !== (t.rank === 1 ? 1 : 0))
            fail(gat, "booyah is not rank 1's");
        }
        if (!isBattleRoyale(game.mode)) {
          const [a, b] = game.teams;
          if (game.teams.length !== 2 || !a || !b) fail(gat, "clash squad needs two teams");
          else if (a.rounds_won !== b.rounds_lost || a.rounds_lost !== b.rounds_won)
            fail(gat, "rounds do not mirror");
        }
        const withPlayers = new Set<number>();
        const seen = new Set<string>();
        for (const p of game.players) {
          const pat = `${gat} player ${p.teamplayer_id}`;
          if (seen.has(p.teamplayer_id)) fail(pat, "plays twice");
          seen.add(p.teamplayer_id);
          const tp = teamPlayers.get(p.teamplayer_id);
          if (!tp) fail(pat, "unknown team-player");
          else if (tp.team_id !== p.team_id) fail(pat, `belongs to team ${tp.team_id}, not ${p.team_id}`);
          if (!gameTeams.has(p.team_id)) fail(pat, `team ${p.team_id} is not in the game`);
          withPlayers.add(p.team_id);
          checkPlayer(p, pat);
        }
        for (const t of gameTeams) if (!withPlayers.has(t)) fail(gat, `team ${t} has no player`);
      }
    }
  }
  return problems;
};

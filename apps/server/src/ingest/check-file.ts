/**
 * The rules one file can be checked against on its own (beyond the schema), and the gathering of what it
 * defines and refers to into the run index for the cross-file checks.
 */
import { isBattleRoyale, WEAPON_COUNTER_KEYS } from "@match-stats/stats";
import type { Game, IngestFile, Match, PlayerResult } from "./format.ts";
import type { PathPart, ProblemList } from "./problems.ts";
import type { Location, RunIndex } from "./run-index.ts";

type Path = readonly PathPart[];

/** Each of these counts can only be as large as the next: a headshot is on target, which is a hit. */
const SHOT_CHAIN = ["headshots", "on_target", "hits", "shoots"] as const;

/** Counters that count a subset of the player's kills. */
const KILL_SUBSETS = ["headshot_killtimes", "grenade_kills", "vehicle_kill"] as const;

export interface FileChecks {
  index: RunIndex;
  problems: ProblemList;
  /** LOGO_HOSTS: the only hosts a logo URL may name (the site's CSP loads images from these alone). */
  logoHosts: ReadonlySet<string>;
}

export function checkFile(file: string, data: IngestFile, { index, problems, logoHosts }: FileChecks): void {
  const at = (path: Path): Location => ({ file, path });
  const window = (path: Path, start: number, end: number, what: string) => {
    if (start > end) problems.add(file, path, `${what} starts (${start}) after it ends (${end})`);
  };
  const logoHost = (path: Path, logo: string | null) => {
    // The schema lets through URLs and paths on this site ("/..."): only a URL names a host.
    const host = logo === null || logo.startsWith("/") ? null : new URL(logo).host;
    if (host !== null && !logoHosts.has(host))
      problems.add(file, [...path, "logo"], `logo host ${host} is not in LOGO_HOSTS`);
  };

  for (const [i, season] of data.seasons.entries()) {
    window(["seasons", i], season.start_date, season.end_date, "season");
    logoHost(["seasons", i], season.logo);
    index.define("season", season, at(["seasons", i]));
  }
  for (const [i, event] of data.events.entries()) {
    window(["events", i], event.start_time, event.end_time, "event");
    index.define("event", event, at(["events", i]));
    index.want("season", event.season_id, at(["events", i, "season_id"]));
  }
  for (const [i, team] of data.teams.entries()) {
    logoHost(["teams", i], team.logo);
    index.define("team", team, at(["teams", i]));
  }
  for (const [i, player] of data.players.entries()) index.define("player", player, at(["players", i]));
  for (const [i, weapon] of data.weapons.entries()) index.define("weapon", weapon, at(["weapons", i]));
  for (const [i, skill] of data.skills.entries()) index.define("skill", skill, at(["skills", i]));
  data.team_players.forEach((tp, i) => {
    const path = ["team_players", i];
    if (tp.id.split("_")[0] !== String(tp.player_id)) {
      problems.add(
        file,
        [...path, "id"],
        `team-player id ${tp.id} does not start with its player_id ${tp.player_id}`,
      );
    }
    index.define("team_player", tp, at(path));
    index.want("player", tp.player_id, at([...path, "player_id"]));
    index.want("team", tp.team_id, at([...path, "team_id"]));
  });
  for (const [i, match] of data.matches.entries()) checkMatch(match, ["matches", i], file, index, problems);
}

function checkMatch(match: Match, path: Path, file: string, index: RunIndex, problems: ProblemList): void {
  const earlier = index.matches.get(match.id);
  if (earlier) {
    problems.add(
      file,
      [...path, "id"],
      `match ${match.id} appears twice in this run (also ${earlier.at.file})`,
    );
    return;
  }
  if (match.start_time > match.end_time) {
    problems.add(file, path, `match starts (${match.start_time}) after it ends (${match.end_time})`);
  }
  index.want("event", match.event_id, { file, path: [...path, "event_id"] });
  index.matches.set(match.id, {
    at: { file, path },
    eventId: match.event_id,
    start: match.start_time,
    end: match.end_time,
    gameModes: match.games.map((g, i) => ({
      mode: g.mode,
      at: { file, path: [...path, "games", i, "mode"] },
    })),
  });
  for (const [i, game] of match.games.entries())
    checkGame(game, match, [...path, "games", i], file, index, problems);
}

function checkGame(
  game: Game,
  match: Match,
  path: Path,
  file: string,
  index: RunIndex,
  problems: ProblemList,
): void {
  const add = (where: Path, reason: string) => problems.add(file, where, reason);
  const earlier = index.games.get(game.id);
  if (earlier)
    add([...path, "id"], `single match ${game.id} appears twice in this run (also ${earlier.at.file})`);
  else index.games.set(game.id, { at: { file, path }, matchId: match.id });

  if (game.start_time > game.end_time)
    add(path, `game starts (${game.start_time}) after it ends (${game.end_time})`);
  if (game.start_time < match.start_time || game.end_time > match.end_time) {
    add(
      path,
      `game time ${game.start_time}-${game.end_time} lies outside its match ${match.start_time}-${match.end_time}`,
    );
  }

  const teamIds = new Set<number>();
  const ranks = new Set<number>();
  game.teams.forEach((team, i) => {
    const where = [...path, "teams", i];
    if (teamIds.has(team.team_id))
      add([...where, "team_id"], `team ${team.team_id} appears twice in this game`);
    if (ranks.has(team.rank)) add([...where, "rank"], `rank ${team.rank} is given to two teams`);
    teamIds.add(team.team_id);
    ranks.add(team.rank);
    index.want("team", team.team_id, { file, path: [...where, "team_id"] });
    if (isBattleRoyale(game.mode) && team.booyah !== (team.rank === 1 ? 1 : 0)) {
      add([...where, "booyah"], "in battle royale booyah is 1 for rank 1 and 0 for every other rank");
    }
  });
  if (!isBattleRoyale(game.mode)) checkRounds(game, path, add);

  const playing = new Set<number>();
  const seen = new Set<string>();
  game.players.forEach((player, i) => {
    const where = [...path, "players", i];
    if (seen.has(player.teamplayer_id))
      add([...where, "teamplayer_id"], `${player.teamplayer_id} appears twice in this game`);
    seen.add(player.teamplayer_id);
    if (!teamIds.has(player.team_id))
      add([...where, "team_id"], `team ${player.team_id} is not one of this game's teams`);
    playing.add(player.team_id);
    checkPlayer(player, where, add);
    const location = { file, path: [...where, "teamplayer_id"] };
    index.want("team_player", player.teamplayer_id, location);
    const pair = `${player.teamplayer_id}|${player.team_id}`;
    if (!index.playedFor.has(pair)) {
      index.playedFor.set(pair, { teamPlayerId: player.teamplayer_id, teamId: player.team_id, at: location });
    }
    index.touched.teamPlayers.add(player.teamplayer_id);
    index.touched.players.add(Number(player.teamplayer_id.split("_")[0]));
    index.touched.teams.add(player.team_id);
    for (const [j, w] of player.weapons.entries())
      index.want("weapon", w.weapon_id, { file, path: [...where, "weapons", j, "weapon_id"] });
    for (const [j, s] of player.skills.entries())
      index.want("skill", s.skill_id, { file, path: [...where, "skills", j, "skill_id"] });
  });
  for (const [i, team] of game.teams.entries()) {
    if (!playing.has(team.team_id))
      add([...path, "teams", i], `team ${team.team_id} has no player in this game`);
  }
}

function checkRounds(game: Game, path: Path, add: (where: Path, reason: string) => void): void {
  if (game.teams.length !== 2) {
    add([...path, "teams"], `a clash-squad game has 2 teams, not ${game.teams.length}`);
    return;
  }
  const [a, b] = game.teams as [Game["teams"][0], Game["teams"][0]];
  if (a.rounds_won !== b.rounds_lost || a.rounds_lost !== b.rounds_won) {
    add([...path, "teams"], "the two teams' rounds won and lost must mirror each other");
  }
}

function checkShotChain(
  counts: Record<(typeof SHOT_CHAIN)[number], number>,
  path: Path,
  add: (where: Path, reason: string) => void,
): void {
  for (let i = 0; i + 1 < SHOT_CHAIN.length; i++) {
    const small = SHOT_CHAIN[i]!;
    const large = SHOT_CHAIN[i + 1]!;
    if (counts[small] > counts[large])
      add([...path, small], `${small} (${counts[small]}) exceeds ${large} (${counts[large]})`);
  }
}

function checkPlayer(player: PlayerResult, path: Path, add: (where: Path, reason: string) => void): void {
  checkShotChain(player, path, add);
  for (const key of KILL_SUBSETS) {
    if (player[key] > player.kills)
      add([...path, key], `${key} (${player[key]}) exceeds kills (${player.kills})`);
  }
  if (player.revival_members > player.revive_teammate_times) {
    add([...path, "revival_members"], "revival_members exceeds revive_teammate_times");
  }
  if (player.max_kill_distance > player.kill_distance) {
    add(
      [...path, "max_kill_distance"],
      "max_kill_distance exceeds kill_distance (the sum of all kill distances)",
    );
  }
  if (player.kills === 0 && player.kill_distance > 0)
    add([...path, "kill_distance"], "kill_distance without kills");

  const weaponIds = new Set<number>();
  const sums = Object.fromEntries(WEAPON_COUNTER_KEYS.map((k) => [k, 0])) as Record<
    (typeof WEAPON_COUNTER_KEYS)[number],
    number
  >;
  player.weapons.forEach((weapon, i) => {
    const where = [...path, "weapons", i];
    if (weaponIds.has(weapon.weapon_id))
      add([...where, "weapon_id"], `weapon ${weapon.weapon_id} is listed twice`);
    weaponIds.add(weapon.weapon_id);
    checkShotChain(weapon, where, add);
    for (const key of WEAPON_COUNTER_KEYS) sums[key] += weapon[key];
  });
  for (const key of WEAPON_COUNTER_KEYS) {
    if (sums[key] > player[key])
      add(
        [...path, "weapons"],
        `weapons' ${key} add up to ${sums[key]}, more than the player's ${player[key]}`,
      );
  }
  const skillIds = new Set<number>();
  for (const [i, skill] of player.skills.entries()) {
    if (skillIds.has(skill.skill_id))
      add([...path, "skills", i, "skill_id"], `skill ${skill.skill_id} is listed twice`);
    skillIds.add(skill.skill_id);
  }
}

/** A small, valid ingest file built by hand, for tests that change one thing and expect one problem. */
import { PLAYER_COUNTER_KEYS, TEAM_COUNTER_KEYS } from "@match-stats/stats";
import type { IngestFile, PlayerResult, TeamResult } from "../../src/ingest/format.ts";

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export const DAY = 86_400;
export const T0 = 1_735_689_600; // 2025-01-01

export function player(teamplayer_id: string, team_id: number, kills = 1): PlayerResult {
  return {
    ...zeros(PLAYER_COUNTER_KEYS),
    teamplayer_id,
    team_id,
    kills,
    damage: kills * 150,
    shoots: 40,
    hits: 20,
    on_target: 15,
    headshots: 5,
    survival_time: 900,
    weapons: [
      { weapon_id: 1, kills, damage: kills * 100, headshots: 3, on_target: 10, hits: 12, shoots: 30 },
    ],
    skills: [{ skill_id: 1, use_times: 2 }],
  };
}

export function team(team_id: number, rank: number, kills: number): TeamResult {
  const survival = [0, 12, 9][rank] ?? 0;
  return {
    ...zeros(TEAM_COUNTER_KEYS),
    team_id,
    rank,
    survival_score: survival,
    total_score: survival + kills,
    booyah: rank === 1 ? 1 : 0,
  };
}

/** One season, one battle-royale event, two teams of two, one match of `games` games (ids 1001...). */
export function smallRun(games = 2): IngestFile {
  return {
    format_version: 1,
    seasons: [
      {
        id: 1,
        name: "Season One",
        host_regions: ["SEA"],
        start_date: T0,
        end_date: T0 + 90 * DAY,
        logo: null,
      },
    ],
    events: [
      {
        id: 10,
        season_id: 1,
        name: "Spring Cup",
        host_region: "SEA",
        mode: 1,
        start_time: T0 + DAY,
        end_time: T0 + 30 * DAY,
      },
    ],
    teams: [
      { id: 100, name: "Đội Rồng Vàng", region: "VN", created_at: T0 - 400 * DAY, logo: null },
      { id: 200, name: "เสือดำ", region: "", created_at: T0 - 300 * DAY, logo: null },
    ],
    players: [
      { id: 5001, name: "Ánh" },
      { id: 5002, name: "Bảo" },
      { id: 6001, name: "สมชาย" },
      { id: 6002, name: "صقر" },
    ],
    team_players: [
      { id: "5001_1", player_id: 5001, team_id: 100, name: "Ánh", uids: ["9001"] },
      { id: "5002_1", player_id: 5002, team_id: 100, name: "Bảo", uids: [] },
      { id: "6001_1", player_id: 6001, team_id: 200, name: "สมชาย", uids: ["9003", "9004"] },
      { id: "6002_1", player_id: 6002, team_id: 200, name: "صقر", uids: ["9005"] },
    ],
    weapons: [{ id: 1, name: "MP40" }],
    skills: [{ id: 1, name: "Alok", kind: "active" }],
    matches: [
      {
        id: 500,
        event_id: 10,
        name: "Final",
        start_time: T0 + 2 * DAY,
        end_time: T0 + 2 * DAY + 10_000,
        games: Array.from({ length: games }, (_, i) => ({
          id: 1001 + i,
          mode: 1 as const,
          form: 3 as const,
          map: "Bermuda",
          start_time: T0 + 2 * DAY + i * 2000,
          end_time: T0 + 2 * DAY + i * 2000 + 1500,
          teams: [team(100, 1, 3), team(200, 2, 1)],
          players: [
            player("5001_1", 100, 2),
            player("5002_1", 100, 1),
            player("6001_1", 200, 1),
            player("6002_1", 200, 0),
          ],
        })),
      },
    ],
  };
}

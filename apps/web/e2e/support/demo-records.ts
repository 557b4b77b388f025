/** Records of the scale-1 demo data that more than one browser suite walks through. */

/** Team 100001 (Vôo Alto) in battle royale event 10001 of season 1001: its first match, and a game of it. */
export const VOO_ALTO = {
  team: 100001,
  season: 1001,
  event: 10001,
  match: 10000001,
  game: 100000001,
} as const;

/** Player 1000001 (Açaí), the team's first team-player record, and a match of event 10001 they played (five games). */
export const ACAI = { player: 1000001, teamPlayer: "1000001_1", match: 10000013 } as const;

/** Player 1000010 (Cafuné) left team 100002 after season 1001 (1000010_1) and came back in 1003 (1000010_3). */
export const CAFUNE = { player: 1000010, team: 100002, laterRecord: "1000010_3" } as const;

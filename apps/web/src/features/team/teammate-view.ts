/**
 * Where a teammate's View leads: the team-player's screen, with the player id taken from the team-player
 * id's part before the underscore (`1000001_1` is player 1000001's first record). An unknown teammate
 * (id -1) has no screen.
 */
import type { Destination } from "../../blocks/info/destination.ts";

/** A teammate as the team row's roster and the teammate_list call give it. */
interface TeammateRow {
  readonly id: string;
}

const TEAMPLAYER_ID = /^(\d+)_\w+$/;

export function teammateView(row: TeammateRow): Destination | undefined {
  const playerId = TEAMPLAYER_ID.exec(row.id)?.[1];
  if (playerId === undefined) return undefined;
  return {
    to: "teamplayerData",
    query: { player_id: Number(playerId), teamplayer_id: row.id },
  };
}

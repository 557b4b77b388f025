/** Columns of ids, names and references that many tables share, so each is labelled in one place. */
import { column, idColumn } from "./column.ts";

export const SEASON_ID = idColumn("season_id", "Season ID");
export const EVENT_ID = idColumn("event_id", "Event ID");
export const MATCH_ID = idColumn("match_id", "Match ID");
export const SINGLE_MATCH_ID = idColumn("single_match_id", "Single Match ID");
export const TEAM_ID = idColumn("team_id", "Team ID");
export const TEAM_NAME = column("team_name", "Team Name", "text");
export const PLAYER_ID = idColumn("player_id", "Player ID");
export const PLAYER_NAME = column("player_name", "Player Name", "text");
export const TEAMPLAYER_ID = idColumn("teamplayer_id", "TeamPlayer ID");
/** In-game uids of a team-player, joined by commas. */
export const UID = idColumn("uid", "TeamPlayer Uid", "list");
/** A game mode by its code: BR, CS, BS. */
export const MODE = column("mode", "Mode", "mode");
export const REGION = column("region", "Region", "text");
export const TEAMMATE_NUM = column("teammate_num", "Number of Teammate", "integer");
export const SEASON_NAME = column("season_name", "Season Name", "text");
export const EVENT_NAME = column("event_name", "Event Name", "text");
export const MATCH_NAME = column("match_name", "Match Name", "text");
/** A match's or a game's start, as a day: where the charts' tables place a point in time. */
export const DATE = column("start_time", "Date", "date");
export const WEAPON_ID = idColumn("weapon_id", "Weapon ID");
/** A weapon's name, an identifying column as docs/spec.md section 5 has it, under the weapon rows' key. */
export const WEAPON = idColumn("weapon", "Weapon", "text");
/** A season's regions (a list) or an event's region (one text): the list format shows both. */
export const HOST_REGION = column("host_region", "Host Region", "list");

/** The words of a player row's type: a player, or one of their team-player records. */
export const PLAYER_TYPE_LABELS = { player: "Player", teamPlayer: "Team-player" } as const;

/** A search row's type: "Player", or "Team-player (Vôo Alto)" naming the record's team. */
export const PLAYER_TYPE = column("player_type", "Type", "text", {
  read: (row, translate) =>
    row.player_type === 1
      ? translate(PLAYER_TYPE_LABELS.player)
      : `${translate(PLAYER_TYPE_LABELS.teamPlayer)} (${typeof row.team_name === "string" ? row.team_name : "-"})`,
});

import type { CallRequestInput } from "@match-stats/contract";
import { callQuery } from "../query.ts";

/** Each team's running total game by game: an event's, or a basket of matches'. */
export const pointsRaceQuery = (fields: CallRequestInput<"points_race">) => callQuery("points_race", fields);

/**
 * points_race: every team's score game by game and its running total. An event's whole answer is kept by
 * ingest (read-models/points-race/points-race-answers.ts) and read by primary key; some matches' is read at the call.
 */
import type { PointsRace } from "@match-stats/contract";
import { readPointsRace } from "../../read-models/points-race/points-race.ts";
import { readReadyAnswer } from "../../read-models/ready-answers.ts";
import type { JsonHandler } from "../handler.ts";

const noRace = (): PointsRace => ({ scoring: "points", games: [], lines: [], leaders: [] });

export const pointsRace: JsonHandler<"points_race"> = async (request, { db }) =>
  request.field === "event"
    ? // An event that does not exist (or has no games) has no answer kept.
      ((await readReadyAnswer(db, "points_race", "event", request.event_id)) ?? noRace())
    : readPointsRace(db, { matchIds: request.match_ids });

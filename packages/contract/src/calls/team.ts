import { z } from "zod";
import { byField, idInput, idListInput, type Need, optionalId, signed } from "../request.ts";
import { eventRowSchema, matchRowSchema, seasonRowSchema, teammateSchema } from "../rows.ts";

export const teamSeasonRequest = signed({ team_id: idInput });
/** The seasons the team played; each row's event_list holds only the events the team played. */
export const teamSeasonResponse = z.strictObject({ team_stats: z.array(seasonRowSchema) });

export const teamEventRequest = signed({
  team_id: idInput,
  event_list: idListInput.default([]).describe("Events to keep; empty for every event the team played"),
});
export const teamEventResponse = z.strictObject({ stats: z.array(eventRowSchema) });

export const teamMatchRequest = signed({
  team_id: idInput,
  event_id: idInput,
  match_list: idListInput
    .default([])
    .describe("Matches to keep; empty for every match of the team in the event"),
});
export const teamMatchResponse = z.strictObject({ stats: z.array(matchRowSchema) });

export const TEAMMATE_FIELDS = ["team_season", "team_event", "team_match"] as const;
export const teammateListRequest = byField(
  "TeammateListRequest",
  {
    team_id: idInput,
    season_id: optionalId.default(-1),
    event_id: optionalId.default(-1),
    match_id: optionalId.default(-1),
    single_match_id: optionalId.default(-1).describe("One game of the match; takes precedence over match_id"),
  },
  {
    team_season: ["season_id"],
    team_event: ["event_id"],
    team_match: [["match_id", "single_match_id"]],
  } satisfies Record<(typeof TEAMMATE_FIELDS)[number], Need[]>,
);
export const teammateListResponse = z.strictObject({ team_player_list: z.array(teammateSchema) });

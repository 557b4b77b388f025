/**
 * form (the form chart): a player's, team-player's or team's per-game averages match by match, the
 * most recent matches oldest first (docs/statistics.md, Form).
 */
import { FORM_STAT_KEYS } from "@match-stats/stats";
import { z } from "zod";
import { byField, modeFamilyInput, type Need, optionalId, teamPlayerIdInput } from "../request.ts";

/** The most matches an answer holds: the subject's most recent. */
export const MAX_FORM_MATCHES = 100;

export const FORM_FIELDS = ["player", "team_player", "team"] as const;
export const formRequest = byField(
  "FormRequest",
  {
    player_id: optionalId.default(-1),
    teamplayer_id: teamPlayerIdInput.optional(),
    team_id: optionalId.default(-1),
    stat: z
      .enum(FORM_STAT_KEYS)
      .default("kills")
      .describe(
        "The statistic: avg_placement or a numeric field of data_info's Average block (docs/statistics.md, Form)",
      ),
    mode: modeFamilyInput.describe(
      "The matches of this mode family only: battle_royale (the default) or clash_squad (modes 15 and 27)",
    ),
  },
  { player: ["player_id"], team_player: ["teamplayer_id"], team: ["team_id"] } satisfies Record<
    (typeof FORM_FIELDS)[number],
    Need[]
  >,
);

const formMatchSchema = z
  .strictObject({
    match_id: z.int(),
    match_name: z.string(),
    event_id: z.int(),
    event_name: z.string(),
    start_time: z.int().describe("Unix seconds"),
    mode: z.int(),
    games: z.int().describe("Games the subject played in the match"),
    teamplayer_id: z
      .string()
      .nullable()
      .describe(
        "The team-player record that played the match (fields player and team_player); null for a team",
      ),
    value: z
      .number()
      .nullable()
      .describe(
        "The statistic asked for, per game the subject played in the match: data_info's Average block of its match scope (player_match, team_match) has the same value, so matches of different lengths compare; avg_placement is the team's placements there summed, per game (1 is best; clash squad and bomb squad place 1 for a game won, 2 for one lost). null where the statistic has no value (a rate without its denominator, a team counter of a team-player)",
      ),
  })
  .meta({ id: "FormMatch" });

export const formResponse = z.strictObject({
  stat: z.string().describe("The statistic asked for"),
  total_matches: z
    .int()
    .describe(
      `Matches of the mode family the subject played in all; \`matches\` holds the ${MAX_FORM_MATCHES} most recent`,
    ),
  matches: z
    .array(formMatchSchema)
    .describe(`The most recent matches (at most ${MAX_FORM_MATCHES}), oldest first: by start time, then id`),
});
export type FormAnswer = z.infer<typeof formResponse>;

/** The weapon_meta call: weapons' pick rates in a season or an event, and their change between two events. */
import { z } from "zod";
import { byField, type Need, optionalId } from "../request.ts";

export const WEAPON_META_FIELDS = ["season", "event", "change"] as const;
export const weaponMetaRequest = byField(
  "WeaponMetaRequest",
  {
    season_id: optionalId.default(-1),
    event_id: optionalId.default(-1),
    from_event_id: optionalId.default(-1).describe("Field change: the event the change is from"),
    to_event_id: optionalId
      .default(-1)
      .describe("Field change: the event the change is to, another of from_event_id's season"),
  },
  {
    season: ["season_id"],
    event: ["event_id"],
    change: ["from_event_id", "to_event_id"],
  } satisfies Record<(typeof WEAPON_META_FIELDS)[number], Need[]>,
);

const rate = z.number().nullable();

export const weaponPickSchema = z
  .strictObject({
    weapon_id: z.int(),
    weapon_name: z.string(),
    pick_times: z.int().describe("Player-games in which the weapon was used"),
    player_games: z.int().describe("The scope's player-games: what pick_rate divides by"),
    pick_rate: rate.describe("pick_times / player_games, as the scope's Weapon Stats table shows it"),
    kills: z.int(),
    kill_rate: rate.describe("The weapon's kills / the scope's kills with every weapon"),
  })
  .meta({ id: "WeaponPick" });

const metaEventSchema = z
  .strictObject({
    event_id: z.int(),
    event_name: z.string(),
    start_time: z.int().describe("Unix seconds"),
  })
  .meta({ id: "WeaponMetaEvent" });

export const weaponChangeSchema = z
  .strictObject({
    weapon_id: z.int(),
    weapon_name: z.string(),
    from_pick_rate: rate.describe("Its pick rate in the from event; null if it was not used there"),
    to_pick_rate: rate.describe("Its pick rate in the to event; null if it was not used there"),
    change: z
      .number()
      .describe("to_pick_rate less from_pick_rate, a rate not there counting 0: 0.05 is 5 points up"),
  })
  .meta({ id: "WeaponChange" });

export const weaponMetaResponse = z.strictObject({
  weapons: z
    .array(weaponPickSchema)
    .describe(
      "Fields season and event: every weapon used in the scope, highest pick rate first; empty for field change and for an unknown id",
    ),
  change: z
    .strictObject({
      from: metaEventSchema,
      to: metaEventSchema,
      weapons: z
        .array(weaponChangeSchema)
        .describe(
          "Every weapon used in either event, the largest rise first and the largest fall last; changes compared exactly (as fractions of the picks), equal ones by the lower weapon id",
        ),
    })
    .nullable()
    .describe(
      "Field change: the two events and each weapon's change; null for the other fields and when an event is unknown",
    ),
});
export type WeaponMeta = z.infer<typeof weaponMetaResponse>;

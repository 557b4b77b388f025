/**
 * Describes the statistics in answer schemas from the one definition of each counter and derived value
 * (packages/stats fields.ts and formulas.ts), so the documentation says what `kd` or `hits` means.
 */
import {
  type CounterField,
  DERIVED_FIELDS,
  PLAYER_COUNTERS,
  TEAM_COUNTERS,
  WEAPON_COUNTERS,
} from "@match-stats/stats";
import type { z } from "zod";

type JsonSchema = z.core.JSONSchema.JSONSchema;

const RATE_NOTE = " A ratio: 0.25 is 25%.";

const describedBy = (counters: readonly CounterField[]): ReadonlyMap<string, string> =>
  new Map<string, string>([
    ...counters.map((f) => [f.key, `${f.label}: ${f.description}`] as const),
    ...DERIVED_FIELDS.map(
      (f) => [f.key, `${f.label}: ${f.description}${f.format === "rate" ? RATE_NOTE : ""}`] as const,
    ),
  ]);

const FOR_SUBJECTS = describedBy([...PLAYER_COUNTERS, ...TEAM_COUNTERS]);
const FOR_WEAPONS = describedBy(WEAPON_COUNTERS);

/** Where weapon counters (not a player's own) are meant: the WeaponStat rows and a row's `weapon` list. */
const WEAPON_COMPONENT = "WeaponStat";
const WEAPON_PROPERTY = "weapon";

function describe(schema: JsonSchema, descriptions: ReadonlyMap<string, string>): void {
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== "object") continue;
    const text = descriptions.get(key);
    if (text && property.description === undefined) property.description = text;
    describe(property, key === WEAPON_PROPERTY ? FOR_WEAPONS : descriptions);
  }
  if (typeof schema.items === "object" && !Array.isArray(schema.items)) describe(schema.items, descriptions);
}

/** Adds a description to every statistic of the component `name` that has none. */
export function describeStatFields(name: string, schema: JsonSchema): void {
  describe(schema, name === WEAPON_COMPONENT ? FOR_WEAPONS : FOR_SUBJECTS);
}

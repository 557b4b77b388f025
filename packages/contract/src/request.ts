/**
 * Pieces every request schema is built from. Each rule is written so that `z.toJSONSchema` states it too
 * (unions and bounds rather than refinements): the OpenAPI document is exactly as strict as the server.
 */
import { DEFAULT_MODE_FAMILY, MODE_FAMILY_IDS } from "@match-stats/stats";
import { z } from "zod";
import { MAX_ID, NO_ID } from "./id-limits.ts";

export const MAX_MATCH_IDS = 8;
export const MAX_LIST = 1000;
const TEAM_PLAYER_ID = /^[1-9][0-9]{0,9}_(0|[1-9][0-9]{0,5})$/;
const TEAM_PLAYER_MESSAGE = "must look like <player_id>_<n>";

/** Every POST body carries these two (docs/contract.md "Request signature"). */
export const signedFields = {
  timestamp: z.int().min(0).describe("Unix seconds when the request was made"),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex characters")
    .describe("HMAC-SHA256 of the path and the canonical body"),
};

export const signed = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject({ ...shape, ...signedFields });

/** `team_season` -> `TeamSeason`: how schema names are made from call and field names. */
export const pascalCase = (name: string): string =>
  name.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

export const idInput = z.int().min(1).max(MAX_ID);
const ID_OR_NONE = "must be an id (1 or more), or -1";
/** An id where -1 means "any" or "none". (A union reports its closest branch's issue: each says the rule.) */
export const optionalId = z.union([z.literal(NO_ID), z.int().min(1, ID_OR_NONE).max(MAX_ID, ID_OR_NONE)], {
  error: ID_OR_NONE,
});
/** The mode family a ranking or comparison is within (docs/statistics.md "Mode families"); never both. */
export const modeFamilyInput = z
  .enum(MODE_FAMILY_IDS)
  .default(DEFAULT_MODE_FAMILY)
  .describe("battle_royale (mode 1, the default) or clash_squad (modes 15 and 27 together)");
export const teamPlayerIdInput = z.string().regex(TEAM_PLAYER_ID, TEAM_PLAYER_MESSAGE);
export const matchIdsInput = z.array(idInput).min(1).max(MAX_MATCH_IDS);
export const idListInput = z.array(idInput).max(MAX_LIST);
/**
 * Games to keep: ids, where -1 (docs/spec.md section 3: a match's `single_match_id` is "-1 when absent") stands
 * for the whole match and is dropped, so `[-1]` keeps every game as `[]` does.
 */
export const gameListInput = z
  .array(z.union([z.literal(NO_ID), idInput], { error: ID_OR_NONE }))
  .max(MAX_LIST)
  .transform((ids) => ids.filter((id) => id !== -1));
export const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);

/**
 * Text of at most `max` characters counted as JSON Schema counts them, in code points (zod's `.max` counts
 * UTF-16 units, so 100 emoji would be 200 to it).
 */
export const textInput = (max: number) =>
  z
    .string()
    .refine((text) => [...text].length <= max, `must be at most ${max} characters`)
    .meta({ maxLength: max });

/**
 * The ids a call's `field` may need: `teamplayer_id` is a team-player id, the others are numbers (the two
 * events of weapon_meta's change among them).
 */
type IdKey =
  | "player_id"
  | "teamplayer_id"
  | "team_id"
  | "season_id"
  | "event_id"
  | "from_event_id"
  | "to_event_id"
  | "match_id"
  | "single_match_id";
/** What a field needs: an id, or (a list) any one of some ids. */
export type Need = IdKey | readonly IdKey[];

const required = (field: string) => `is required for field ${field}`;
/** An id that `field` needs: absent or -1 answers a 400 naming the id and the field. */
const neededId = (field: string, key: IdKey) =>
  key === "teamplayer_id"
    ? z
        .string({ error: (issue) => (issue.input === undefined ? required(field) : undefined) })
        .regex(TEAM_PLAYER_ID, TEAM_PLAYER_MESSAGE)
    : z
        .int({ error: (issue) => (issue.input === undefined ? required(field) : undefined) })
        .min(1, { error: (issue) => (issue.input === -1 ? required(field) : "must be an id (1 or more)") })
        .max(MAX_ID);

const given = (value: unknown): boolean => value !== undefined && value !== -1;

/** One body shape of a `field`: its needed ids required, `shape`'s other fields as they are. */
function fieldShape<S extends z.core.$ZodLooseShape>(
  name: string,
  field: string,
  needs: readonly Need[],
  shape: S,
) {
  const ids = Object.fromEntries(
    needs.flatMap((need) => (typeof need === "string" ? [[need, neededId(field, need)]] : [])),
  );
  const either = needs.filter((need): need is readonly IdKey[] => typeof need !== "string");
  const body = signed({ ...shape, field: z.literal(field), ...ids });
  const id = `${pascalCase(field)}${name}`;
  if (either.length === 0) return body.meta({ id });
  return body
    .refine(
      (fields: Record<string, unknown>) => either.every((keys) => keys.some((key) => given(fields[key]))),
      {
        message: `${required(field)} (or ${either.flat().slice(1).join(", ")})`,
        path: [either[0]![0]!],
      },
    )
    .meta({
      id,
      // The "any one of" needs, for the document: the refinement itself is invisible to it.
      allOf: either.map((keys) => ({
        anyOf: keys.map((key) => ({ required: [key], properties: { [key]: { not: { const: -1 } } } })),
      })),
    });
}

/**
 * A body whose `field` picks what the call reads, one shape per field in a discriminated union (`oneOf` with
 * a discriminator in the document): the ids `needs[field]` names are required there, absent or -1 answering
 * a 400 that names them. Typed as the one object all shapes share.
 */
export function byField<S extends z.core.$ZodLooseShape, const F extends string>(
  name: string,
  shape: S,
  needs: Readonly<Record<F, readonly Need[]>>,
  /** Fields of `shape` whose rule depends on `field` (the sortable fields of search): same type, narrower. */
  narrowed: (field: F) => z.core.$ZodLooseShape = () => ({}),
) {
  const fields = Object.keys(needs) as F[];
  const shapes = fields.map((field) =>
    fieldShape(name, field, needs[field], { ...shape, ...narrowed(field) }),
  );
  type Body = ReturnType<typeof signed<S & { field: z.ZodEnum<{ [K in F]: K }> }>>;
  return z.discriminatedUnion("field", shapes as [(typeof shapes)[number], ...(typeof shapes)[number][]], {
    error: `must be one of ${fields.join(", ")}`,
  }) as unknown as z.ZodType<z.output<Body>, z.input<Body>>;
}

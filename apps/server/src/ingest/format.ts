/**
 * The ingest file format, version 1: the only way data gets into the database.
 * docs/ingest-format.md explains it; docs/ingest-format.schema.json is generated from these schemas.
 */
import {
  FORM_IDS,
  MODE_IDS,
  PLAYER_COUNTER_KEYS,
  SKILL_KINDS,
  TEAM_COUNTER_KEYS,
  WEAPON_COUNTER_KEYS,
} from "@match-stats/stats";
import { z } from "zod";

export const FORMAT_VERSION = 1;

const id = z.int().min(1).max(2_147_483_647);
const unixSeconds = z.int().min(0).max(4_102_444_800);
const count = z.int().min(0).max(1_000_000_000);
/** More combining marks than this on one character is a "Zalgo" flood, not a script: Vietnamese and Thai need 2 or 3. */
export const MAX_COMBINING_MARKS = 4;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
const MARK_FLOOD = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1}}`, "u");

/**
 * Bidi embeddings and overrides (U+202A, 202B, 202D, 202E) each closed by a PDF (U+202C), isolates (U+2066
 * to 2068) each by a PDI (U+2069), properly nested: one left open turns the text after it, on the screen
 * and in the tables and files around it, another way than it reads.
 */
function bidiClosed(text: string): boolean {
  const open: string[] = [];
  for (const char of text) {
    if ("\u202a\u202b\u202d\u202e".includes(char)) open.push("\u202c");
    else if ("\u2066\u2067\u2068".includes(char)) open.push("\u2069");
    else if ((char === "\u202c" || char === "\u2069") && open.pop() !== char) return false;
  }
  return open.length === 0;
}

/**
 * Why a screen could not show `text` honestly, if it could not (docs/ingest-format.md, "Names"): every real
 * script, emoji with their joiners and modifiers included, passes.
 */
export function unreadable(text: string): string | undefined {
  // JSON may escape half of a character ("\ud800"): stored, it would become U+FFFD without a word.
  if (!text.isWellFormed()) return "has a lone surrogate (half of a character)";
  if (CONTROL.test(text))
    return "has a control character or line break (U+0000 to U+001F, U+007F to U+009F, U+2028, U+2029)";
  if (!VISIBLE.test(text)) return "has no visible character";
  if (MARK_FLOOD.test(text)) return `has more than ${MAX_COMBINING_MARKS} combining marks on one character`;
  if (!bidiClosed(text))
    return "has a bidi embedding, override or isolate that is not closed (U+202A to U+202E, U+2066 to U+2069)";
  return undefined;
}

const readable = (text: z.ZodString) =>
  text
    .check((ctx) => {
      const why = ctx.value === "" ? undefined : unreadable(ctx.value);
      if (why) ctx.issues.push({ code: "custom", message: why, input: ctx.value });
    })
    // The check is invisible to JSON Schema: its description says it.
    .meta({
      description: `Readable: no control character or line break, a visible character, at most ${MAX_COMBINING_MARKS} combining marks on one character, every bidi embedding, override and isolate closed, no lone surrogate (docs/ingest-format.md, "Names")`,
    });
const name = readable(z.string().trim().min(1).max(120));
const region = readable(z.string().trim().max(40));
/**
 * A logo on this site, e.g. "/logos/teams/7.svg": a single "/" (not "//", which names another host), and no
 * white space, backslash or control character anywhere (browsers drop tabs and newlines and read "\" as "/",
 * so "/\host" or "/<tab>/host" would be another site too).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const SITE_PATH = /^\/(?:[^/\s\\\u0000-\u001f\u007f-\u009f][^\s\\\u0000-\u001f\u007f-\u009f]*)?$/;
const logo = z
  .union([z.url({ protocol: /^https?$/ }).max(500), z.string().max(500).regex(SITE_PATH)], {
    error:
      'must be an http or https URL or a path on this site starting with a single "/" (at most 500 characters)',
  })
  .nullable();

const counters = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

export const seasonSchema = z.strictObject({
  id,
  name,
  host_regions: z.array(region.min(1)).min(1).max(20),
  start_date: unixSeconds,
  end_date: unixSeconds,
  logo,
});

export const eventSchema = z.strictObject({
  id,
  season_id: id,
  name,
  host_region: region.min(1),
  mode: z.union(MODE_IDS.map((m) => z.literal(m))),
  start_time: unixSeconds,
  end_time: unixSeconds,
});

export const teamSchema = z.strictObject({
  id,
  name,
  region,
  created_at: unixSeconds,
  logo,
});

export const playerSchema = z.strictObject({ id, name });

/** A player in the context of one team; its id is `<player_id>_<n>`. */
export const teamPlayerSchema = z.strictObject({
  id: z.string().regex(/^[1-9][0-9]{0,9}_(0|[1-9][0-9]{0,5})$/, "must look like <player_id>_<n>"),
  player_id: id,
  team_id: id,
  name,
  uids: z.array(z.string().trim().min(1).max(40)).max(10),
});

export const weaponSchema = z.strictObject({ id, name });

export const skillSchema = z.strictObject({ id, name, kind: z.enum(SKILL_KINDS) });

export const weaponResultSchema = counters(WEAPON_COUNTER_KEYS).extend({ weapon_id: id });

export const skillPickSchema = z.strictObject({ skill_id: id, use_times: count });

export const playerResultSchema = counters(PLAYER_COUNTER_KEYS).extend({
  teamplayer_id: teamPlayerSchema.shape.id,
  team_id: id,
  weapons: z.array(weaponResultSchema).max(60),
  skills: z.array(skillPickSchema).max(40),
});

export const teamResultSchema = counters(TEAM_COUNTER_KEYS).extend({
  team_id: id,
  rank: z.int().min(1).max(100),
});

export const gameSchema = z.strictObject({
  /** The single match id. */
  id,
  mode: eventSchema.shape.mode,
  form: z.union(FORM_IDS.map((f) => z.literal(f))),
  map: name,
  start_time: unixSeconds,
  end_time: unixSeconds,
  teams: z.array(teamResultSchema).min(2).max(100),
  players: z.array(playerResultSchema).min(2).max(400),
});

export const matchSchema = z.strictObject({
  id,
  event_id: id,
  name,
  start_time: unixSeconds,
  end_time: unixSeconds,
  games: z.array(gameSchema).min(1).max(50),
});

export const ingestFileSchema = z.strictObject({
  format_version: z.literal(FORMAT_VERSION),
  seasons: z.array(seasonSchema).default([]),
  events: z.array(eventSchema).default([]),
  teams: z.array(teamSchema).default([]),
  players: z.array(playerSchema).default([]),
  team_players: z.array(teamPlayerSchema).default([]),
  weapons: z.array(weaponSchema).default([]),
  skills: z.array(skillSchema).default([]),
  matches: z.array(matchSchema).default([]),
});

/**
 * The matches of a file that passed `ingestFileSchema` byte for byte: only the transforms its match
 * schemas apply (trimmed names) are applied again, nothing is checked. A transform added to the match,
 * game or result schemas must be added here too (a test compares the two on padded names).
 */
export const validatedMatchesSchema = z.looseObject({
  matches: z.array(z.looseObject({ name, games: z.array(z.looseObject({ map: name })) })).default([]),
});

export type IngestFile = z.infer<typeof ingestFileSchema>;
export type IngestFileInput = z.input<typeof ingestFileSchema>;
export type Season = z.infer<typeof seasonSchema>;
export type GameEvent = z.infer<typeof eventSchema>;
export type Team = z.infer<typeof teamSchema>;
export type Player = z.infer<typeof playerSchema>;
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;
export type Weapon = z.infer<typeof weaponSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Match = z.infer<typeof matchSchema>;
export type Game = z.infer<typeof gameSchema>;
export type TeamResult = z.infer<typeof teamResultSchema>;
export type PlayerResult = z.infer<typeof playerResultSchema>;
export type WeaponResult = z.infer<typeof weaponResultSchema>;

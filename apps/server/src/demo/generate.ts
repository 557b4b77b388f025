/**
 * The demo data set as a lazy sequence of ingest files: `reference.json` first, then one file per event
 * with that event's matches. Only one event's games are in memory at a time.
 */
import { FORMAT_VERSION, type IngestFileInput } from "../ingest/format.ts";
import { SKILLS, WEAPONS } from "./catalog.ts";
import { generateEventMatches } from "./event-matches.ts";
import { buildWorld, type DemoOptions, type World } from "./world.ts";

export interface DemoFile {
  /** Path relative to the output directory, with forward slashes. */
  readonly name: string;
  readonly file: IngestFileInput;
}

export const REFERENCE_FILE = "reference.json";

/** Event ids all have the same number of digits, so these names sort in id order. */
export const eventFileName = (eventId: number): string => `events/event-${eventId}.json`;

const referenceFile = (world: World): IngestFileInput => ({
  format_version: FORMAT_VERSION,
  seasons: [...world.seasons],
  events: world.events.map((e) => e.event),
  teams: world.teams.map((t) => t.team),
  players: world.players.map((p) => ({ id: p.id, name: p.name })),
  team_players: world.teams.flatMap((t) => t.roster.map((entry) => entry.teamPlayer)),
  weapons: WEAPONS.map((w) => ({ id: w.id, name: w.name })),
  skills: [...SKILLS.active, ...SKILLS.passive, ...SKILLS.pet, ...SKILLS.loadout].map((s) => ({
    id: s.id,
    name: s.name,
    kind: s.kind,
  })),
});

export function* generateDemo(options: DemoOptions): Generator<DemoFile> {
  const world = buildWorld(options);
  yield { name: REFERENCE_FILE, file: referenceFile(world) };
  for (const e of world.events) {
    yield {
      name: eventFileName(e.event.id),
      file: { format_version: FORMAT_VERSION, matches: generateEventMatches(world, e) },
    };
  }
}

/** Writes the demo data set to a directory as compact JSON files. */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type DemoFile, generateDemo } from "./generate.ts";
import type { DemoOptions } from "./world.ts";

export interface WrittenFile extends DemoFile {
  readonly path: string;
  readonly bytes: number;
}

const EVENT_FILE = /^event-\d+\.json$/;

/**
 * Writes every file of the data set under `dir` and returns their paths, in order. Event files left in
 * `dir/events` by an earlier, larger run are removed, so the directory always holds exactly one data set.
 */
export const writeDemo = async (
  dir: string,
  options: DemoOptions,
  onFile?: (written: WrittenFile) => void,
): Promise<string[]> => {
  const eventsDir = join(dir, "events");
  await mkdir(eventsDir, { recursive: true });
  const paths: string[] = [];
  const names = new Set<string>();
  for (const demoFile of generateDemo(options)) {
    const path = join(dir, ...demoFile.name.split("/"));
    const json = JSON.stringify(demoFile.file);
    await writeFile(path, json);
    paths.push(path);
    names.add(demoFile.name);
    onFile?.({ ...demoFile, path, bytes: Buffer.byteLength(json) });
  }
  for (const entry of await readdir(eventsDir)) {
    if (EVENT_FILE.test(entry) && !names.has(`events/${entry}`)) await rm(join(eventsDir, entry));
  }
  return paths;
};

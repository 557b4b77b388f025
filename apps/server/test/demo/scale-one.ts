/** The scale-1 demo data set, generated once per test file, as written (JSON text) and as parsed. */
import { createHash } from "node:crypto";
import { generateDemo } from "../../src/demo/generate.ts";
import { type IngestFile, ingestFileSchema } from "../../src/ingest/format.ts";

export interface ParsedFile {
  readonly name: string;
  readonly json: string;
  readonly data: IngestFile;
}

let cached: ParsedFile[] | undefined;

export const scaleOne = (): ParsedFile[] => {
  cached ??= [...generateDemo({ scale: 1 })].map(({ name, file }) => {
    const json = JSON.stringify(file);
    return { name, json, data: ingestFileSchema.parse(JSON.parse(json)) };
  });
  return cached;
};

/** A hash of every file's name and bytes, in order. */
export const hashFiles = (files: Iterable<{ name: string; bytes: string | Buffer }>): string => {
  const hash = createHash("sha256");
  for (const { name, bytes } of files) hash.update(name).update("\0").update(bytes).update("\0");
  return hash.digest("hex");
};

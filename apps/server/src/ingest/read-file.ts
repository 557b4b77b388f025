/** Reads one ingest file: JSON syntax, then the format schema. */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type IngestFile, ingestFileSchema, type Match, validatedMatchesSchema } from "./format.ts";
import type { ProblemList } from "./problems.ts";

/** Files larger than this are refused before parsing: split a bigger export into several files. */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** A file that passed the schema, and the digest of its bytes. */
export interface ReadFile {
  data: IngestFile;
  digest: string;
}

const digestOf = (buffer: Buffer): string => createHash("sha256").update(buffer).digest("hex");

export async function readIngestFile(file: string, problems: ProblemList): Promise<ReadFile | undefined> {
  let buffer: Buffer;
  let text: string;
  try {
    buffer = await readFile(file);
    if (buffer.byteLength > MAX_FILE_BYTES) {
      problems.add(file, "$", `file is ${buffer.byteLength} bytes, over the limit of ${MAX_FILE_BYTES}`);
      return undefined;
    }
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch (error) {
    problems.add(
      file,
      "$",
      `cannot read the file: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.add(file, "$", `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const parsed = ingestFileSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(file, issue.path, issue.message);
    return undefined;
  }
  return { data: parsed.data, digest: digestOf(buffer) };
}

/**
 * The matches of a file read whole before, when writing: the same bytes need no checking again (a third
 * of a run's time went to validating every file twice), other bytes fail the run.
 */
export async function rereadMatches(file: string, digest: string): Promise<Match[]> {
  const buffer = await readFile(file);
  if (digestOf(buffer) !== digest) throw new Error(`${file} changed while the run was being written`);
  // Decoded as the check decoded it: a leading byte-order mark is dropped.
  return validatedMatchesSchema.parse(JSON.parse(new TextDecoder().decode(buffer))).matches as Match[];
}

/** Reads one ingest file: JSON syntax, then the format schema. */
import { readFile } from "node:fs/promises";
import { type IngestFile, ingestFileSchema } from "./format.ts";
import type { ProblemList } from "./problems.ts";

/** Files larger than this are refused before parsing: split a bigger export into several files. */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

export async function readIngestFile(file: string, problems: ProblemList): Promise<IngestFile | undefined> {
  let text: string;
  try {
    const buffer = await readFile(file);
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
  return parsed.data;
}

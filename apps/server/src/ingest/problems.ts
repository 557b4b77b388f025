/** A reason a run of ingest files was refused, located as file and JSON path. */
export interface Problem {
  readonly file: string;
  readonly path: string;
  readonly reason: string;
}

export type PathPart = string | number | symbol;

/** `["matches", 3, "games", 0]` -> `$.matches[3].games[0]`. */
export const jsonPath = (parts: readonly PathPart[]): string =>
  parts.reduce<string>(
    (path, part) => (typeof part === "number" ? `${path}[${part}]` : `${path}.${String(part)}`),
    "$",
  );

export const formatProblem = (p: Problem): string => `${p.file}: ${p.path}: ${p.reason}`;

/** Keeps a run's report readable when one systematic mistake repeats thousands of times. */
export const MAX_PROBLEMS = 1000;

export class ProblemList {
  readonly items: Problem[] = [];
  dropped = 0;

  add(file: string, path: readonly PathPart[] | string, reason: string): void {
    if (this.items.length >= MAX_PROBLEMS) {
      this.dropped++;
      return;
    }
    this.items.push({ file, path: typeof path === "string" ? path : jsonPath(path), reason });
  }

  get empty(): boolean {
    return this.items.length === 0;
  }
}

/** A benchmark's targets printed beside its figures, one row each: target | figure | met or missed. */

export interface TargetRow {
  readonly target: string;
  readonly figure: string;
  readonly met: boolean;
}

export function printTargets(title: string, rows: readonly TargetRow[]): void {
  console.log(`\n${title}: targets`);
  console.table(
    rows.map((row) => ({ target: row.target, figure: row.figure, "": row.met ? "met" : "missed" })),
  );
}

/**
 * `npm run demo -- --scale N --out DIR [--seed S]`: writes the deterministic demo data set as ingest files
 * (DIR/reference.json, then DIR/events/event-<id>.json) and reports what it wrote.
 */
import { parseArgs } from "node:util";
import { addToSummary, emptySummary } from "../demo/summary.ts";
import { DEFAULT_SEED, type DemoOptions, MAX_SCALE } from "../demo/world.ts";
import { writeDemo } from "../demo/write.ts";

const USAGE = `usage: npm run demo -- --scale N --out DIR [--seed S]
  --scale N  positive integer, at most ${MAX_SCALE}; scale 1 is 3 seasons, 12 events, 152 matches, 420 games, 48 teams
  --out DIR  output directory (created if missing)
  --seed S   integer from 0 to 4294967295 (default ${DEFAULT_SEED})`;

export type DemoArgs =
  | { ok: true; out: string; options: Required<DemoOptions> }
  | { ok: false; error: string };

const isDigits = (text: string): boolean => /^[0-9]+$/.test(text);

export const parseDemoArgs = (argv: readonly string[]): DemoArgs => {
  let values: { scale?: string; out?: string; seed?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { scale: { type: "string" }, out: { type: "string" }, seed: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const { scale, out, seed } = values;
  if (scale === undefined) return { ok: false, error: "--scale is required" };
  if (!isDigits(scale) || Number(scale) < 1 || Number(scale) > MAX_SCALE) {
    return { ok: false, error: `--scale must be an integer from 1 to ${MAX_SCALE}, got "${scale}"` };
  }
  if (out === undefined || out.trim() === "") return { ok: false, error: "--out is required" };
  if (seed !== undefined && (!isDigits(seed) || Number(seed) > 0xffff_ffff)) {
    return { ok: false, error: `--seed must be an integer from 0 to 4294967295, got "${seed}"` };
  }
  return {
    ok: true,
    out,
    options: { scale: Number(scale), seed: seed === undefined ? DEFAULT_SEED : Number(seed) },
  };
};

const main = async (): Promise<number> => {
  const args = parseDemoArgs(process.argv.slice(2));
  if (!args.ok) {
    process.stderr.write(`demo: ${args.error}\n${USAGE}\n`);
    return 2;
  }
  const started = performance.now();
  const summary = emptySummary();
  await writeDemo(args.out, args.options, ({ file, bytes }) => addToSummary(summary, file, bytes));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = (summary.bytes / 1_000_000).toFixed(1);
  process.stdout.write(
    `demo: wrote ${summary.files} files (${summary.bytes} bytes, ${mb} MB) to ${args.out} in ${seconds}s ` +
      `(scale ${args.options.scale}, seed ${args.options.seed})\n` +
      `  ${summary.seasons} seasons, ${summary.events} events, ${summary.matches} matches, ${summary.games} games, ` +
      `${summary.teams} teams, ${summary.players} players, ${summary.teamPlayers} team-players\n`,
  );
  return 0;
};

if (import.meta.main) process.exitCode = await main();

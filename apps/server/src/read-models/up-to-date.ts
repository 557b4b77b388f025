/**
 * Keeps every read model's rows those of its current code: at open, a model whose stored version differs
 * from its code's (or that holds no rows while there is data to build it from) is built whole, with the
 * models built from it; `npm run rebuild` builds any of them on demand. Each writes one line per model.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { codeVersion, type ReadModel } from "./read-model.ts";
import { READ_MODELS } from "./registry.ts";

export type Log = (line: string) => void;

const storedVersions = async (db: Kysely<Database>): Promise<Map<string, string>> =>
  new Map(
    (await db.selectFrom("read_model_versions").select(["name", "version"]).execute()).map((row) => [
      row.name,
      row.version,
    ]),
  );

/** The models whose rows are from another version of their code, with every model built from them. */
export async function staleModels(
  db: Kysely<Database>,
  isMissing: (model: ReadModel) => Promise<boolean> = async () => false,
): Promise<Set<string>> {
  const stored = await storedVersions(db);
  const stale = new Set<string>();
  for (const model of READ_MODELS) {
    if (
      stored.get(model.name) !== codeVersion(model) ||
      model.dependsOn.some((name) => stale.has(name)) ||
      (await isMissing(model))
    )
      stale.add(model.name);
  }
  return stale;
}

/** Records that every model's rows are its current code's. */
export async function recordVersions(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("read_model_versions")
    .values(READ_MODELS.map((model) => ({ name: model.name, version: codeVersion(model) })))
    .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ version: eb.ref("excluded.version") })))
    .execute();
}

/** Builds the named models whole, in the registry's order. */
export async function buildModels(
  db: Kysely<Database>,
  names: ReadonlySet<string>,
  log: Log = () => {},
): Promise<void> {
  for (const model of READ_MODELS) {
    if (!names.has(model.name)) continue;
    const started = performance.now();
    await model.clear(db);
    await model.build(db);
    log(`read model ${model.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Builds in one transaction what the stored rows lack, and bumps the data version when it built anything
 * over stored data, so no process answers from rows of before. Run before a server listens: until it is
 * done the server does not answer, and other processes serve the rows they had (docs/architecture.md).
 */
export async function bringReadModelsUpToDate(db: Kysely<Database>, log: Log = () => {}): Promise<void> {
  const data = await hasData(db);
  const stale = await staleModels(db, async (model) => data && (await model.isEmpty(db)));
  if (stale.size === 0) return;
  await db.transaction().execute(async (trx) => {
    await buildModels(trx, stale, log);
    await recordVersions(trx);
    if (data) await bumpDataVersion(trx);
  });
}

/** `npm run rebuild`: the named models (all when none is named) and those built from them, whole. */
export async function rebuildReadModels(
  db: Kysely<Database>,
  only: readonly string[],
  log: Log = () => {},
): Promise<void> {
  const unknown = only.filter((name) => !READ_MODELS.some((model) => model.name === name));
  if (unknown.length > 0)
    throw new Error(
      `no read model ${unknown.join(", ")}; the read models are ${READ_MODELS.map((m) => m.name).join(", ")}`,
    );
  const names = new Set(only.length === 0 ? READ_MODELS.map((model) => model.name) : only);
  for (const model of READ_MODELS) if (model.dependsOn.some((name) => names.has(name))) names.add(model.name);
  await db.transaction().execute(async (trx) => {
    await buildModels(trx, names, log);
    await recordVersions(trx);
    await bumpDataVersion(trx);
  });
}

const hasData = async (db: Kysely<Database>): Promise<boolean> => {
  for (const table of ["matches", "seasons", "events", "teams", "players"] as const) {
    if (await db.selectFrom(table).select(sql<number>`1`.as("one")).limit(1).executeTakeFirst()) return true;
  }
  return false;
};

const bumpDataVersion = (db: Kysely<Database>) =>
  db
    .updateTable("data_version")
    // The data is the same: "Data as of" keeps its time.
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();

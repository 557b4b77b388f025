/** What `look` finds inside a transaction that is then rolled back, so that whatever it wrote is undone. */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../src/db/schema.ts";

class RolledBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("rolled back");
    this.value = value;
  }
}

export function rolledBack<T>(
  db: Kysely<Database>,
  look: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .execute(async (trx) => {
      throw new RolledBack(await look(trx));
    })
    .catch((thrown: unknown) => {
      if (thrown instanceof RolledBack) return thrown.value as T;
      throw thrown;
    });
}

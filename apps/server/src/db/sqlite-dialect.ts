/**
 * Kysely's SQLite dialect, but every parameter is written `+?` rather than `?`.
 *
 * SQLite reads the value bound to a bare `?` where it can plan with it (a LIMIT, a LIKE pattern, an equality
 * a join carries over to another table) and then, as sqlite3_prepare_v2's documentation says, prepares the
 * statement again on the first step after any new value is bound to that parameter. better-sqlite3 binds a
 * statement's values on every run, so such statements were planned afresh on every request: 8 us for
 * `SELECT 1 FROM matches LIMIT ?`, 25 to 70 us for a search page, up to 90 us for a leaders page
 * (docs/performance.md, "Computed answers"). `+?` is the same value (unary plus is
 * a no-op, and neither form has an affinity, so comparisons are unchanged) that SQLite does not read while
 * planning; an index on the column compared is used as before, which the plan tests check call by call.
 *
 * And a transaction SQLite has already rolled back is not rolled back again (below).
 */
import {
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  SqliteQueryCompiler,
} from "kysely";

class UnpeekedParameters extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return "+?";
  }
}

/**
 * SQLite ends a transaction itself on some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM): Kysely's
 * ROLLBACK then failed with "cannot rollback - no transaction is active", and that error hid the one that
 * ended the transaction (a full disk said nothing of the disk).
 */
class RollbackOnce extends SqliteDriver {
  readonly #database: SqliteDialectConfig["database"];

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#database = config.database;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const database = this.#database;
    const open = typeof database === "function" || !("inTransaction" in database) || database.inTransaction;
    if (open) await super.rollbackTransaction(connection);
  }
}

export class SqliteUnpeekedDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createQueryCompiler(): SqliteQueryCompiler {
    return new UnpeekedParameters();
  }

  override createDriver(): Driver {
    return new RollbackOnce(this.#config);
  }
}

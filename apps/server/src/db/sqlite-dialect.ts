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
 */
import { SqliteDialect, SqliteQueryCompiler } from "kysely";

class UnpeekedParameters extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return "+?";
  }
}

export class SqliteUnpeekedDialect extends SqliteDialect {
  override createQueryCompiler(): SqliteQueryCompiler {
    return new UnpeekedParameters();
  }
}

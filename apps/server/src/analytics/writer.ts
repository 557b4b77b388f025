/**
 * The analytics_events call's storage, off the request path: the call adds its rows to a bounded buffer
 * and answers at once; a timer writes the buffer through the database's background connection, which on
 * SQLite fails at once instead of waiting while an ingest holds the write lock. Rows that could not be
 * written stay for the next tick, and whatever is left is written when the server closes. The same timer
 * rolls events past the retention into daily counts.
 */
import { setImmediate as yieldToRequests } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect.ts";
import { isUnavailableError } from "../db/faults.ts";
import type { AnalyticsEventsTable } from "../db/schema.ts";
import { rollUpOldEvents } from "./retention.ts";

const FLUSH_INTERVAL_MS = 1000;
/** Rows per INSERT: short enough never to hold the event loop or the lock for long. */
const INSERT_ROWS = 500;
/** Events rolled per retention transaction, for the same reason. */
const RETENTION_BATCH = 2000;
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface AnalyticsWriterOptions {
  retentionDays: number;
  /**
   * Rows waiting at most. A batch that does not fit is refused rather than an older one dropped, so a
   * success answer always means the events will be stored (docs/analytics.md).
   */
  capacity: number;
  log: FastifyBaseLogger;
}

/** SQLITE_BUSY and its extended codes: another connection holds the lock; try again on the next tick. */
const isBusy = (error: unknown) =>
  error instanceof Error && "code" in error && String(error.code).startsWith("SQLITE_BUSY");

export class AnalyticsWriter {
  private readonly db: Db;
  private readonly options: AnalyticsWriterOptions;
  private readonly pending: AnalyticsEventsTable[] = [];
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private ticking = false;
  private nextRetention = 0;

  constructor(db: Db, options: AnalyticsWriterOptions) {
    this.db = db;
    this.options = options;
    this.timer = setInterval(() => this.tick(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  get capacity(): number {
    return this.options.capacity;
  }

  /** Buffers the rows; false (nothing buffered) when they do not fit. */
  add(rows: readonly AnalyticsEventsTable[]): boolean {
    if (this.pending.length + rows.length > this.options.capacity) return false;
    this.pending.push(...rows);
    return true;
  }

  /** Stops the timer and writes what is left, waiting for the lock if it must (the server is closing). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    try {
      await this.write(this.db.kysely);
    } catch (error) {
      this.options.log.error({ err: error }, `analytics: ${this.pending.length} event(s) lost at shutdown`);
    }
  }

  /** One tick at a time: while a write is slow (PostgreSQL waiting for a lock), the next ticks are skipped. */
  private tick(): void {
    if (this.ticking) return;
    this.ticking = true;
    this.running = this.background().finally(() => {
      this.ticking = false;
    });
  }

  /** Never rejects: a failed write keeps its rows for the next tick. */
  private async background(): Promise<void> {
    try {
      await this.write(this.db.background);
      if (Date.now() >= this.nextRetention) {
        const rolled = await rollUpOldEvents(this.db.background, this.options.retentionDays, RETENTION_BATCH);
        // A full batch leaves more to roll: carry on at the next tick.
        if (rolled < RETENTION_BATCH) this.nextRetention = Date.now() + RETENTION_INTERVAL_MS;
      }
    } catch (error) {
      // A lock held by an ingest, or the database away (the health monitor's lines say so): kept, retried.
      if (!isBusy(error) && !isUnavailableError(error))
        this.options.log.error({ err: error }, "analytics: write failed, will retry");
    }
  }

  /** Writes the buffer oldest first; a row leaves the buffer only once its INSERT has committed. */
  private async write(kysely: Db["kysely"]): Promise<void> {
    while (this.pending.length > 0) {
      const rows = this.pending.slice(0, INSERT_ROWS);
      await kysely.insertInto("analytics_events").values(rows).execute();
      this.pending.splice(0, rows.length);
      await yieldToRequests();
    }
  }
}

/**
 * Whether the database answers, known at all times: a probe (a trivial query on a connection of its own)
 * runs a few times a second, and at once when a call or a pooled connection meets a connection error.
 * While the last probe failed the API answers SERVICE_UNAVAILABLE at once instead of waiting on a dead or
 * frozen server, calls already waiting are answered the same, and the probe goes on until the database
 * answers again, with no restart. The probe also reads the data version, which drops the answer cache.
 */
import type { Db } from "./connect.ts";
import { DatabaseUnavailableError, isUnavailableError, redactUrl, shortReason } from "./faults.ts";

export type HealthState = { up: true; dataVersion: number } | { up: false; reason: string };

/** Where the monitor says the database went and came back: one line each (pino's `warn`). */
export interface HealthLog {
  warn(line: string): void;
}

export interface HealthOptions {
  /** Between probes while the database answers. */
  intervalMs?: number;
  /** Between probes while it does not. */
  downIntervalMs?: number;
  /** A probe not answered within this counts as the database being down. */
  timeoutMs?: number;
}

/**
 * PostgreSQL: a frozen server is seen within interval + timeout (850 ms), so a call waiting on it answers
 * within a second; a server back is seen within 250 ms. SQLite is a local file: the probe only polls the
 * data version, once a second.
 */
export const HEALTH_DEFAULTS: Record<Db["engine"], Required<HealthOptions>> = {
  postgres: { intervalMs: 250, downIntervalMs: 250, timeoutMs: 600 },
  sqlite: { intervalMs: 1000, downIntervalMs: 1000, timeoutMs: 600 },
};

const PROBE_SQL = "select version from data_version where id = 1";

export class DbHealth {
  private readonly db: Db;
  private readonly options: Required<HealthOptions>;
  private state: HealthState | null = null;
  private inFlight: Promise<HealthState> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly downListeners = new Set<(error: DatabaseUnavailableError) => void>();
  private readonly versionListeners = new Set<(version: number) => void>();
  private readonly stopListening: () => void;
  private readonly log: HealthLog | undefined;
  /** When the last probe that failed after one that succeeded ran; undefined while the database answers. */
  private downSince: number | undefined;
  /** Calls answered SERVICE_UNAVAILABLE since the last line about it. */
  private unavailableAnswers = 0;

  constructor(db: Db, options: HealthOptions = {}, log?: HealthLog) {
    this.db = db;
    this.options = { ...HEALTH_DEFAULTS[db.engine], ...options };
    this.log = log;
    // A pooled connection dropped by the server: find out now whether the server is still there.
    this.stopListening = db.onConnectionError(() => this.suspect());
  }

  /** Probes once (the caller has waited for the database), then keeps probing until stop(). */
  async start(): Promise<HealthState> {
    const state = await this.check();
    this.schedule();
    return state;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopListening();
  }

  /** False from a failed probe until the next one that succeeds. */
  get available(): boolean {
    return this.state?.up !== false;
  }

  /** A fresh probe (or the one under way), answered within the probe's time-out. */
  check(): Promise<HealthState> {
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Something failed as if the database were gone: probe now rather than at the next tick. */
  suspect(): void {
    if (!this.stopped) void this.check();
  }

  /**
   * `work` (a call waiting on the database), or a DatabaseUnavailableError as soon as a probe fails while
   * it waits: a frozen server never answers, and the call must not wait out its time limit.
   */
  guard<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onDown = (error: DatabaseUnavailableError) => reject(error);
      this.downListeners.add(onDown);
      work.then(resolve, reject).finally(() => this.downListeners.delete(onDown));
    });
  }

  /**
   * A call was answered SERVICE_UNAVAILABLE: counted for the line that says the database is back, rather
   * than a line per call (an outage of a busy site is thousands of them).
   */
  answeredUnavailable(): void {
    this.unavailableAnswers++;
  }

  /** Calls `listener` with each new data version a probe reads. Answers the function that stops it. */
  onVersion(listener: (version: number) => void): () => void {
    this.versionListeners.add(listener);
    return () => this.versionListeners.delete(listener);
  }

  private async probe(): Promise<HealthState> {
    let next: HealthState;
    try {
      const row = await this.db.probe(PROBE_SQL, this.options.timeoutMs);
      next = { up: true, dataVersion: Number(row?.version) };
    } catch (error) {
      next = { up: false, reason: shortReason(error) };
    }
    const before = this.state;
    this.state = next;
    if (next.up) {
      if (before?.up !== true || before.dataVersion !== next.dataVersion)
        for (const listener of this.versionListeners) listener(next.dataVersion);
      this.sayBack();
    } else if (before?.up !== false) {
      this.downSince = Date.now();
      this.log?.warn(
        `database unavailable (${next.reason}); calls answer 503 SERVICE_UNAVAILABLE until it is back`,
      );
      const error = new DatabaseUnavailableError(next.reason);
      for (const listener of [...this.downListeners]) listener(error);
    }
    return next;
  }

  /** The database answers: the line closing an outage, or one for calls a dropped connection failed. */
  private sayBack(): void {
    const answered = this.unavailableAnswers;
    this.unavailableAnswers = 0;
    const since = this.downSince;
    this.downSince = undefined;
    if (since !== undefined) {
      const seconds = ((Date.now() - since) / 1000).toFixed(1);
      this.log?.warn(
        `database back after ${seconds} s; ${answered} call(s) were answered 503 SERVICE_UNAVAILABLE`,
      );
    } else if (answered > 0) {
      this.log?.warn(
        `${answered} call(s) answered 503 SERVICE_UNAVAILABLE on a dropped connection; the database answers`,
      );
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const wait = this.available ? this.options.intervalMs : this.options.downIntervalMs;
    this.timer = setTimeout(() => {
      this.check().finally(() => this.schedule());
    }, wait);
    this.timer.unref();
  }
}

export interface WaitOptions {
  /** Where the one line per failed attempt goes. */
  log?: (line: string) => void;
  /** The pauses between attempts; the last one repeats. */
  delaysMs?: readonly number[];
  /** One attempt's time-out (a host that drops packets never refuses). */
  attemptTimeoutMs?: number;
}

export const START_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;

/**
 * Start-up: waits until the database answers, one line per failed attempt with the reason and the next
 * pause (growing to 15 s), never a stack trace. An error that waiting cannot cure (a refused password, a
 * database that does not exist) is thrown at once.
 */
export async function waitForDatabase(
  db: Db,
  url: string,
  { log = console.error, delaysMs = START_RETRY_DELAYS_MS, attemptTimeoutMs = 5000 }: WaitOptions = {},
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.probe("select 1", attemptTimeoutMs);
      return;
    } catch (error) {
      if (!isUnavailableError(error)) throw error;
      const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 1000;
      log(
        `database not reachable at ${redactUrl(url)} (${shortReason(error)}); retrying in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Analytics events wait here and go out in batches: a few seconds after the first one is queued, at once
 * when a batch is full, and on demand (the page being hidden). Sending never blocks the page, and a batch
 * that fails is dropped quietly: analytics are not worth a retry, a message or a slower site.
 */
import type { AnalyticsEvent } from "../api/calls/analytics-events.ts";

export interface EventQueueOptions {
  readonly send: (events: readonly AnalyticsEvent[]) => Promise<void>;
  /** How long the first event of a batch waits for company. */
  readonly flushAfterMs: number;
  /** The most events one request carries (the call's limit). */
  readonly batchSize: number;
  readonly timers?: {
    readonly set: (run: () => void, ms: number) => unknown;
    readonly clear: (timer: unknown) => void;
  };
}

const browserTimers = {
  set: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clear: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export class EventQueue {
  private readonly options: EventQueueOptions;
  private readonly timers: NonNullable<EventQueueOptions["timers"]>;
  private waiting: AnalyticsEvent[] = [];
  private timer: unknown;

  constructor(options: EventQueueOptions) {
    this.options = options;
    this.timers = options.timers ?? browserTimers;
  }

  push(event: AnalyticsEvent): void {
    this.waiting.push(event);
    if (this.waiting.length >= this.options.batchSize) this.flush();
    else this.timer ??= this.timers.set(() => this.flush(), this.options.flushAfterMs);
  }

  /** Sends everything waiting, a batch per request. */
  flush(): void {
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.batchSize);
      this.options.send(batch).catch(() => {
        // Dropped: see the module comment.
      });
    }
  }
}

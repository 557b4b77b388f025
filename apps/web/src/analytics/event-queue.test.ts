import { describe, expect, it } from "vitest";
import type { AnalyticsEvent } from "../api/calls/analytics-events.ts";
import { EventQueue } from "./event-queue.ts";
import { fitEvent } from "./fit-event.ts";

const view = (route: string): AnalyticsEvent => ({ name: "page_view", route });

function queue(options: { batchSize?: number; fail?: boolean } = {}) {
  const sent: AnalyticsEvent[][] = [];
  let due: (() => void) | null = null;
  const events = new EventQueue({
    send: async (batch) => {
      sent.push([...batch]);
      if (options.fail) throw new Error("offline");
    },
    flushAfterMs: 5000,
    batchSize: options.batchSize ?? 50,
    timers: {
      set: (run) => {
        due = run;
        return 1;
      },
      clear: () => {
        due = null;
      },
    },
  });
  return { events, sent, timerDue: () => due !== null, elapse: () => due?.() };
}

describe("the analytics queue", () => {
  it("sends the events of a few seconds together, in one request", () => {
    const q = queue();
    q.events.push(view("home"));
    q.events.push(view("seasonList"));
    expect(q.sent).toEqual([]);
    expect(q.timerDue()).toBe(true);
    q.elapse();
    expect(q.sent).toEqual([[view("home"), view("seasonList")]]);
    expect(q.timerDue()).toBe(false);
  });

  it("sends a full batch at once, and never more than a batch per request", () => {
    const q = queue({ batchSize: 3 });
    for (const route of ["a", "b", "c", "d"]) q.events.push(view(route));
    expect(q.sent).toEqual([[view("a"), view("b"), view("c")]]);
    q.events.flush();
    expect(q.sent).toEqual([[view("a"), view("b"), view("c")], [view("d")]]);
  });

  it("sends everything waiting on demand (the page being hidden), and nothing when nothing waits", () => {
    const q = queue({ batchSize: 2 });
    q.events.flush();
    expect(q.sent).toEqual([]);
    q.events.push(view("a"));
    q.events.flush();
    expect(q.sent).toEqual([[view("a")]]);
    expect(q.timerDue()).toBe(false);
  });

  it("drops a batch that fails, quietly, and goes on with the next", async () => {
    const q = queue({ fail: true });
    q.events.push(view("a"));
    q.events.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    q.events.push(view("b"));
    q.events.flush();
    expect(q.sent).toEqual([[view("a")], [view("b")]]);
  });
});

describe("events fitted to the call", () => {
  it("puts a dialog title on one line within 120 characters, never cutting a character in two", () => {
    expect(fitEvent({ name: "dialog_open", title: "  Weapon\n Stats  " })).toEqual({
      name: "dialog_open",
      title: "Weapon Stats",
    });
    const long = fitEvent({ name: "dialog_open", title: `${"x".repeat(119)}😀 and more` });
    expect(long).toEqual({ name: "dialog_open", title: "x".repeat(119) });
    expect(fitEvent({ name: "dialog_open", title: " \n " })).toBeNull();
  });

  it("counts at most 1000 search terms, and leaves other events as they are", () => {
    expect(fitEvent({ name: "search", category: "team", term_count: 5000 })).toEqual({
      name: "search",
      category: "team",
      term_count: 1000,
    });
    expect(fitEvent(view("home"))).toEqual(view("home"));
  });
});

/** The analytics and process settings: their defaults, and a bad value stops the server with the variable's name. */
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { readConfig } from "../src/config.ts";

describe("ANALYTICS_RETENTION_DAYS", () => {
  it("defaults to 90 days and takes a whole number of days", () => {
    expect(readConfig({}).analyticsRetentionDays).toBe(90);
    expect(readConfig({ ANALYTICS_RETENTION_DAYS: "30" }).analyticsRetentionDays).toBe(30);
  });

  it.each(["0", "-5", "1.5", "ninety"])("refuses %s with a message naming the variable", (value) => {
    expect(() => readConfig({ ANALYTICS_RETENTION_DAYS: value })).toThrow(
      /^Invalid configuration: ANALYTICS_RETENTION_DAYS: /,
    );
  });
});

describe("ANALYTICS_BUFFER_EVENTS", () => {
  it("defaults to 50,000 events", () => {
    expect(readConfig({}).analyticsBufferEvents).toBe(50_000);
  });

  it.each(["49", "many"])("refuses %s with a message naming the variable", (value) => {
    expect(() => readConfig({ ANALYTICS_BUFFER_EVENTS: value })).toThrow(
      /^Invalid configuration: ANALYTICS_BUFFER_EVENTS: /,
    );
  });
});

describe("WORKERS", () => {
  it("defaults to one process, takes a number, and auto for every core", () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ WORKERS: "2" }).workers).toBe(2);
    expect(readConfig({ WORKERS: "auto" }).workers).toBe(availableParallelism());
  });

  it.each(["0", "1.5", "65", "all"])("refuses %s with a message naming the variable", (value) => {
    expect(() => readConfig({ WORKERS: value })).toThrow(
      /^Invalid configuration: WORKERS: must be auto or a whole number from 1 to 64$/,
    );
  });
});

/** The configuration: ANALYTICS_RETENTION_DAYS defaults to 90 and a bad value names the variable. */
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

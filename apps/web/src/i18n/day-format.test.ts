import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "./locales.ts";

const DAY = 86_400;

describe("days in each language", () => {
  it("are written as Intl.DateTimeFormat writes them, every day from 1970 to 2100, with and without the year", async () => {
    const { writeDay } = await import("./day-format.ts");
    const differences: string[] = [];
    for (const locale of LOCALES) {
      for (const withYear of [true, false]) {
        const intl = new Intl.DateTimeFormat(locale, {
          day: "numeric",
          month: "short",
          ...(withYear ? { year: "numeric" } : {}),
          timeZone: "UTC",
        });
        for (let day = 0; day * DAY < Date.UTC(2101, 0, 1) / 1000; day++) {
          // Any time of the day: the day is the UTC one.
          const unixSeconds = day * DAY + ((day * 7919) % DAY);
          const ours = writeDay(unixSeconds, withYear, locale);
          const theirs = intl.format(unixSeconds * 1000);
          if (ours !== theirs) differences.push(`${locale} ${unixSeconds}: ${ours} for ${theirs}`);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it("need no Intl.DateTimeFormat, whose first costs a browser tens of milliseconds", async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const { formatDay } = await import("./i18n.ts");
      expect(formatDay(1_795_772_107)).toBe("Nov 27, 2026");
      expect(formatDay(1_795_772_107, false, "th")).toBe("27 พ.ย.");
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });
});

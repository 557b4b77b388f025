import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FORMATS,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatInteger,
  formatList,
  formatNumber,
  formatRate,
  formatSurvivalTime,
  formatValue,
  formatWinLoss,
} from "./formats.ts";

// 2024-03-05 07:08:09 UTC
const T = 1709622489;

describe("dates and times", () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it("shows unix seconds as a UTC date-time", () => {
    expect(formatDateTime(T)).toBe("2024-03-05 07:08:09");
    expect(formatDateTimeShort(T)).toBe("2024-03-05 07:08");
    expect(formatDate(T)).toBe("2024-03-05");
  });

  it("shows the same UTC time whatever the machine's time zone", () => {
    for (const tz of ["Asia/Bangkok", "America/Los_Angeles", "Asia/Kolkata"]) {
      process.env.TZ = tz;
      expect(formatDateTime(T)).toBe("2024-03-05 07:08:09");
      expect(formatDate(1709596800 + 86399)).toBe("2024-03-05");
    }
  });

  it("drops fractions of a second instead of rounding into the next second", () => {
    expect(formatDateTime(T + 0.99)).toBe("2024-03-05 07:08:09");
  });

  it("shows the epoch for 0 and a dash for -1, missing and impossible dates", () => {
    expect(formatDateTime(0)).toBe("1970-01-01 00:00:00");
    for (const value of [-1, null, undefined, Number.NaN, 1e15]) {
      expect(formatDateTime(value)).toBe("-");
      expect(formatDateTimeShort(value)).toBe("-");
      expect(formatDate(value)).toBe("-");
    }
  });
});

describe("rates", () => {
  it("shows a ratio as a percentage with at most 2 decimals", () => {
    expect(formatRate(0.4567)).toBe("45.67%");
    expect(formatRate(0.5)).toBe("50%");
    expect(formatRate(0)).toBe("0%");
    expect(formatRate(1)).toBe("100%");
    expect(formatRate(1.5)).toBe("150%");
    expect(formatRate(1 / 3)).toBe("33.33%");
    expect(formatRate(2 / 3)).toBe("66.67%");
    expect(formatRate(0.105)).toBe("10.5%");
  });

  it("rounds halves up as written, not as stored in binary", () => {
    expect(formatRate(0.12345)).toBe("12.35%");
    expect(formatRate(0.01005)).toBe("1.01%");
  });

  it("shows missing rates as a dash", () => {
    expect(formatRate(null)).toBe("-");
    expect(formatRate(undefined)).toBe("-");
    expect(formatRate(-1)).toBe("-");
  });
});

describe("survival time", () => {
  it("shows minutes'seconds'' with two-digit seconds", () => {
    expect(formatSurvivalTime(754)).toBe("12'34''");
    expect(formatSurvivalTime(5)).toBe("0'05''");
    expect(formatSurvivalTime(0)).toBe("0'00''");
    expect(formatSurvivalTime(60)).toBe("1'00''");
    expect(formatSurvivalTime(7384)).toBe("123'04''");
  });

  it("rounds an average to the nearest second", () => {
    expect(formatSurvivalTime(59.6)).toBe("1'00''");
    expect(formatSurvivalTime(754.4)).toBe("12'34''");
  });

  it("shows missing and impossible durations as a dash", () => {
    expect(formatSurvivalTime(-1)).toBe("-");
    expect(formatSurvivalTime(-5)).toBe("-");
    expect(formatSurvivalTime(null)).toBe("-");
  });
});

describe("numbers", () => {
  it("shows integers as they are, without thousands separators", () => {
    expect(formatNumber(12)).toBe("12");
    expect(formatNumber(1234567)).toBe("1234567");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-2)).toBe("-2");
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe("9007199254740991");
    expect(formatNumber(2 ** 53 + 2)).toBe("9007199254740994");
  });

  it("shows averages with at most 2 decimals, trailing zeros dropped", () => {
    expect(formatNumber(10 / 3)).toBe("3.33");
    expect(formatNumber(2.5)).toBe("2.5");
    expect(formatNumber(2.999)).toBe("3");
    expect(formatNumber(1.005)).toBe("1.01");
  });

  it("never shows -0 or scientific notation", () => {
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(-0.001)).toBe("0");
    expect(formatNumber(1e21)).toBe("1000000000000000000000");
  });

  it("rounds integer columns to whole numbers", () => {
    expect(formatInteger(2.5)).toBe("3");
    expect(formatInteger(7)).toBe("7");
  });

  it("shows missing numbers as a dash", () => {
    expect(formatNumber(-1)).toBe("-");
    expect(formatNumber(null)).toBe("-");
    expect(formatNumber(Number.NaN)).toBe("-");
  });

  it("creates no Intl.NumberFormat, whose first costs a browser tens of milliseconds", async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, "NumberFormat");
    try {
      const fresh = await import("./formats.ts");
      expect([fresh.formatNumber(1 / 3), fresh.formatInteger(2.5), fresh.formatRate(0.4567)]).toEqual([
        "0.33",
        "3",
        "45.67%",
      ]);
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it("writes what Intl.NumberFormat writes, value for value", () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat("en-US", {
        useGrouping: false,
        maximumFractionDigits: digits,
        signDisplay: "negative",
      });
    const decimal = intl(2);
    const integer = intl(0);
    // formatRate's percentage: the ratio's decimal point moved two places in its shortest text.
    const percent = (ratio: number) => {
      const [mantissa, exponent = "0"] = String(ratio).split("e");
      return Number(`${mantissa}e${Number(exponent) + 2}`);
    };
    const differences: string[] = [];
    const check = (n: number) => {
      if (n === -1 || !Number.isFinite(n)) return;
      const pairs = [
        [formatNumber(n), decimal.format(n)],
        [formatInteger(n), integer.format(n)],
        [formatRate(n), `${decimal.format(percent(n))}%`],
      ];
      for (const [ours, theirs] of pairs)
        if (ours !== theirs) differences.push(`${n}: ${ours} for ${theirs}`);
    };
    // Every third decimal, ties included, and every fourth near zero.
    for (let i = -30_000; i <= 30_000; i++) check(i / 1000);
    for (let i = -3_000; i <= 3_000; i++) check(i / 10_000);
    for (const n of [
      1.005,
      2.675,
      1.0049999999,
      0.995,
      9.995,
      99.995,
      999.9951,
      0.5,
      1.5,
      2.5,
      -0.5,
      -2.5,
      -0.005,
      -0.0049,
      1e-7,
      5e-7,
      -5e-7,
      4.9e-3,
      5e-3,
      1e21,
      1.5e21,
      123456789.125,
      2 ** 53 + 0.5,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      -Number.MIN_VALUE,
      0.045,
      0.0045,
      0.00045,
      1 / 3,
      2 / 3,
      -2 / 3,
    ]) {
      check(n);
    }
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => check(n)),
      {
        numRuns: 20_000,
      },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (a, b) => check(a / b),
      ),
      { numRuns: 20_000 },
    );
    expect(differences).toEqual([]);
  });

  it("always writes a plain decimal with at most 2 decimals", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        fc.pre(n !== -1);
        expect(formatNumber(n)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe("win-loss and lists", () => {
  it("shows rounds won and lost as a-b", () => {
    expect(formatWinLoss(3, 2)).toBe("3-2");
    expect(formatWinLoss(0, 0)).toBe("0-0");
    expect(formatWinLoss(1.5, 0.5)).toBe("1.5-0.5");
    expect(formatWinLoss(null, 2)).toBe("-");
  });

  it("joins a list with commas and shows an empty one as a dash", () => {
    expect(formatList(["TH", "VN", "ID"])).toBe("TH, VN, ID");
    expect(formatList([123, 456])).toBe("123, 456");
    expect(formatList(["TH", "", null, -1])).toBe("TH");
    expect(formatList([])).toBe("-");
    expect(formatList(["", null])).toBe("-");
    expect(formatList(null)).toBe("-");
  });
});

describe("formatValue", () => {
  it("dispatches to each format", () => {
    expect(formatValue("text", "Team ไทย")).toBe("Team ไทย");
    expect(formatValue("integer", 42)).toBe("42");
    expect(formatValue("decimal", 10 / 3)).toBe("3.33");
    expect(formatValue("rate", 0.4567)).toBe("45.67%");
    expect(formatValue("datetime", T)).toBe("2024-03-05 07:08:09");
    expect(formatValue("datetime_short", T)).toBe("2024-03-05 07:08");
    expect(formatValue("date", T)).toBe("2024-03-05");
    expect(formatValue("survival_time", 754)).toBe("12'34''");
    expect(formatValue("win_loss", "3-2")).toBe("3-2");
    expect(formatValue("win_loss", [3, 2])).toBe("3-2");
    expect(formatValue("list", ["TH", "VN"])).toBe("TH, VN");
    expect(formatValue("id", 1234567890123)).toBe("1234567890123");
    expect(formatValue("id", "1234_2")).toBe("1234_2");
    expect([1, 15, 27, 99].map((mode) => formatValue("mode", mode))).toEqual(["BR", "CS", "BS", "99"]);
  });

  it("shows a dash for -1, empty and missing values in every format", () => {
    for (const format of FORMATS) {
      for (const value of [-1, null, undefined, "", []]) {
        expect(formatValue(format, value)).toBe("-");
      }
    }
  });

  it("shows -1 as the number it is where a value is signed (a difference, a change), and the rest missing", () => {
    expect(formatValue("integer", -1, true)).toBe("-1");
    expect(formatValue("decimal", -1, true)).toBe("-1");
    expect(formatValue("rate", -1, true)).toBe("-100%");
    expect(formatValue("integer", "-1", true)).toBe("-1");
    for (const value of [null, undefined, "", [], Number.NaN])
      expect(formatValue("integer", value, true)).toBe("-");
  });

  it("shows a team-player id of -1 as a dash even when it arrives as text", () => {
    expect(formatValue("id", "-1")).toBe("-");
    expect(formatValue("id", ["-1", "", "88"])).toBe("88");
  });

  it("reads numbers that arrive as text", () => {
    expect(formatValue("rate", "0.25")).toBe("25%");
    expect(formatValue("survival_time", "754")).toBe("12'34''");
  });

  it("shows unexpected text in a numeric column as given rather than hiding it", () => {
    expect(formatValue("integer", "n/a")).toBe("n/a");
  });

  it("formats each item of a list of values", () => {
    expect(formatValue("date", [T, T + 86400])).toBe("2024-03-05, 2024-03-06");
  });
});

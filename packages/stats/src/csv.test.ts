import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CSV_BOM,
  type CsvCell,
  csvCell,
  csvHeaderLine,
  csvKindOf,
  csvLine,
  neutraliseCell,
  numberCell,
  textCell,
  toCsv,
} from "./csv.ts";

/**
 * The file read back by an independent parser. `,` is what the file is written with; `,` `;` and tab
 * together read it as a spreadsheet does whose list separator is `;` or that splits on tabs too.
 */
const DELIMITERS = { comma: ",", "comma, semicolon and tab": [",", ";", "\t"] };
const read = (csv: string, delimiter: string | string[] = ","): string[][] =>
  parse(csv, { bom: true, delimiter, relax_column_count: true });

const SAMPLES = [
  "สวัสดีครับ ทีมไทย",
  "مرحبا بالعالم",
  "Đội Tuyển Việt Nam",
  "👨‍👩‍👧‍👦🔥🏆",
  '=HYPERLINK("http://x")',
  "+SUM(A1:A2)",
  "-2+3",
  "@cmd",
  "\tindent",
  "-",
  "-3.5%",
  "3-2",
  "a,b",
  "a;=1+1",
  'say "hi"',
  "two\r\nlines",
  "lone\rcr",
  "",
];

// Strings built from the characters that matter to CSV and spreadsheets, mixed with non-Latin scripts.
const tricky = fc.string({
  unit: fc.constantFrom(
    ",",
    '"',
    "\r",
    "\n",
    "=",
    "+",
    "-",
    "@",
    "\t",
    "'",
    ";",
    " ",
    "a",
    "7",
    "%",
    "ส",
    "م",
    "ệ",
    "😀",
  ),
});
const text = fc.oneof(fc.constantFrom(...SAMPLES), tricky, fc.string({ unit: "binary" }));
const cell: fc.Arbitrary<CsvCell> = fc.record({ value: text, kind: fc.constantFrom("text", "number") });
const header = fc.array(text, { minLength: 1, maxLength: 6 });
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 });

describe("CSV file layout", () => {
  it("starts with one BOM and ends every record with CRLF", () => {
    const csv = toCsv(["Player", "Kills"], [[textCell("Alice"), numberCell("12")]]);
    expect(csv).toBe(`${CSV_BOM}Player,Kills\r\nAlice,12\r\n`);
  });

  it("writes a header-only file when there are no rows", () => {
    expect(toCsv(["Team"], [])).toBe(`${CSV_BOM}Team\r\n`);
  });

  it("writes streamed lines without a BOM, so it appears only at the file start", () => {
    expect(csvHeaderLine(["A", "B"])).toBe("A,B\r\n");
    expect(csvLine([textCell("x"), numberCell("1")])).toBe("x,1\r\n");
    const streamed = CSV_BOM + csvHeaderLine(["A"]) + csvLine([textCell("x")]);
    expect(streamed).toBe(toCsv(["A"], [[textCell("x")]]));
  });

  it("has exactly one BOM, at the start, for any content", () => {
    fc.assert(
      fc.property(header, rows, (h, r) => {
        const csv = toCsv(h, r);
        const inCells = [...h, ...r.flat().map((c) => c.value)].join("").split(CSV_BOM).length - 1;
        expect(csv.startsWith(CSV_BOM)).toBe(true);
        expect(csv.split(CSV_BOM).length - 1).toBe(1 + inCells);
      }),
    );
  });
});

describe("RFC 4180 quoting", () => {
  it("quotes fields holding a comma, semicolon, quote, tab or line break and doubles quotes", () => {
    expect(csvLine([textCell("a,b")])).toBe('"a,b"\r\n');
    expect(csvLine([textCell("a;=1+1")])).toBe('"a;=1+1"\r\n');
    expect(csvLine([textCell("a\tb")])).toBe('"a\tb"\r\n');
    expect(csvLine([textCell('say "hi"')])).toBe('"say ""hi"""\r\n');
    expect(csvLine([textCell("two\nlines")])).toBe('"two\nlines"\r\n');
    expect(csvLine([textCell("cr\rhere")])).toBe('"cr\rhere"\r\n');
    expect(csvLine([textCell("plain text")])).toBe("plain text\r\n");
  });

  it("keeps Thai, Arabic, Vietnamese and emoji unchanged", () => {
    const names = ["สวัสดี", "مرحبا", "Tiếng Việt", "🏆👨‍👩‍👧"];
    expect(read(toCsv(names, []))).toEqual([names]);
  });

  it.each(Object.entries(DELIMITERS))("keeps a;=1+1 one cell when split on %s", (_name, delimiter) => {
    const csv = toCsv(["Team", "Region"], [[textCell("a;=1+1"), textCell("x\t=2+2")]]);
    expect(read(csv, delimiter)).toEqual([
      ["Team", "Region"],
      ["a;=1+1", "x\t=2+2"],
    ]);
  });

  it.each(Object.entries(DELIMITERS))(
    "reads back exactly the cells written, after the injection prefix, split on %s",
    (_name, delimiter) => {
      fc.assert(
        fc.property(header, rows, (h, r) => {
          const expected = [
            h.map((v) => neutraliseCell(textCell(v))),
            ...r.map((row) => row.map(neutraliseCell)),
          ];
          expect(read(toCsv(h, r), delimiter)).toEqual(expected);
        }),
      );
    },
  );
});

describe("formula injection", () => {
  it.each(["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", "\n=1"])(
    "prefixes text %j with '",
    (value) => {
      expect(neutraliseCell(textCell(value))).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text and the missing marker alone", () => {
    expect(neutraliseCell(textCell("Team =A"))).toBe("Team =A");
    expect(neutraliseCell(textCell("-"))).toBe("-");
    expect(neutraliseCell(numberCell("-"))).toBe("-");
  });

  it("never changes numbers, rates or win-loss in number columns", () => {
    for (const value of ["-3", "-3.5", "-3.5%", "+2", "3-2", "1.5-0.5", "12'34''", "2024-03-05 07:08:09"]) {
      expect(neutraliseCell(numberCell(value))).toBe(value);
    }
  });

  it("still neutralises a formula that turns up in a number column", () => {
    expect(neutraliseCell(numberCell("=1+1"))).toBe("'=1+1");
    expect(neutraliseCell(numberCell("-1+1"))).toBe("'-1+1");
    expect(neutraliseCell(numberCell("@A1"))).toBe("'@A1");
  });

  it("gives a negative number typed as a name the prefix, since it is text", () => {
    expect(neutraliseCell(textCell("-5"))).toBe("'-5");
  });

  it("adds the prefix only to text that starts like a formula", () => {
    fc.assert(
      fc.property(text, (value) => {
        const written = neutraliseCell(textCell(value));
        const risky = /^[=+\-@\t\r\n]/.test(value) && value !== "-";
        expect(written).toBe(risky ? `'${value}` : value);
      }),
    );
  });
});

describe("cells from column formats", () => {
  it("formats values as the table shows them and types the column", () => {
    expect(csvCell("rate", 0.4567)).toEqual({ value: "45.67%", kind: "number" });
    expect(csvCell("survival_time", 754)).toEqual({ value: "12'34''", kind: "number" });
    expect(csvCell("text", "=cmd")).toEqual({ value: "=cmd", kind: "text" });
    expect(csvCell("integer", -1)).toEqual({ value: "-", kind: "number" });
  });

  it("treats names, lists and ids as text and every other format as a number column", () => {
    expect(csvKindOf("text")).toBe("text");
    expect(csvKindOf("list")).toBe("text");
    expect(csvKindOf("id")).toBe("text");
    expect(csvKindOf("win_loss")).toBe("number");
    expect(csvKindOf("datetime")).toBe("number");
  });

  it("exports a typical table row with blanks as dashes and no injection", () => {
    const line = csvLine([
      csvCell("id", 1001),
      csvCell("text", "=EVIL()"),
      csvCell("decimal", -3.5),
      csvCell("rate", -0.035),
      csvCell("win_loss", [3, 2]),
      csvCell("list", []),
      csvCell("datetime", 1709622489),
    ]);
    expect(line).toBe("1001,'=EVIL(),-3.5,-3.5%,3-2,-,2024-03-05 07:08:09\r\n");
  });
});

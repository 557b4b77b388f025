import { describe, expect, it } from "vitest";
import { CSV_BOM } from "./csv.ts";
import { parseCsv } from "./csv-parse.ts";

describe("parseCsv", () => {
  it("reads records and fields, skipping the BOM", () => {
    expect(parseCsv(`${CSV_BOM}Player,Kills\r\nAlice,12\r\n`)).toEqual([
      ["Player", "Kills"],
      ["Alice", "12"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('"a,b","say ""hi""","two\r\nlines"\r\n')).toEqual([["a,b", 'say "hi"', "two\r\nlines"]]);
  });

  it("reads empty fields, empty quoted fields and a last record without a line end", () => {
    expect(parseCsv(',"",x\r\n\r\nlast')).toEqual([["", "", "x"], [""], ["last"]]);
  });

  it("accepts LF line ends", () => {
    expect(parseCsv("a\nb\n")).toEqual([["a"], ["b"]]);
  });

  it("reads nothing from an empty file", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv(CSV_BOM)).toEqual([]);
  });

  it.each([
    ['"open', "unterminated quoted field"],
    ['ab"c', "quote inside an unquoted field"],
    ['"a"b', "text after closing quote"],
    ["a\rb", "CR without LF"],
  ])("rejects malformed input %j", (input, reason) => {
    expect(() => parseCsv(input)).toThrow(reason);
  });
});

/**
 * A strict RFC 4180 reader, for tests that check what a download contains. It rejects malformed input
 * instead of guessing, so a writer bug shows up as an error rather than as shifted cells.
 */
import { CSV_BOM } from "./csv.ts";

/**
 * Parses CSV text into records of fields. A leading BOM is skipped; records end in CRLF or LF; a final line
 * end does not start another record. Throws on a stray quote, text after a closing quote, a lone CR or an
 * unterminated quoted field.
 */
export const parseCsv = (text: string): string[][] => {
  const input = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  // True until something of a new record is read, so a final line break does not add an empty record.
  let atRecordStart = true;
  let i = 0;
  const fail = (reason: string): never => {
    throw new Error(`Malformed CSV at offset ${i}: ${reason}`);
  };

  while (i < input.length) {
    const char = input[i]!;
    const fieldStart = field === "" && (atRecordStart || input[i - 1] === ",");
    atRecordStart = false;
    if (char === '"' && fieldStart) {
      // A quoted field runs to the first quote that is not doubled.
      i += 1;
      for (;;) {
        const quote = input.indexOf('"', i);
        if (quote === -1) fail("unterminated quoted field");
        field += input.slice(i, quote);
        i = quote + 1;
        if (input[i] !== '"') break;
        field += '"';
        i += 1;
      }
      const next = input[i];
      if (next !== undefined && next !== "," && next !== "\r" && next !== "\n")
        fail("text after closing quote");
    } else if (char === '"') {
      fail("quote inside an unquoted field");
    } else if (char === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && input[i + 1] !== "\n") fail("CR without LF");
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      atRecordStart = true;
      i += char === "\r" ? 2 : 1;
    } else {
      field += char;
      i += 1;
    }
  }
  if (!atRecordStart) {
    record.push(field);
    records.push(record);
  }
  return records;
};

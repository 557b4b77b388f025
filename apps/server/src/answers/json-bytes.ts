/**
 * The UTF-8 bytes of `JSON.stringify(value)`, written a part at a time: objects and arrays down to a few
 * levels (the envelope, its data, a table, its rows) are written field by field and item by item, and
 * the text is encoded to UTF-8 every few KB, so no large string is ever built. On Node 24 a large answer holding one name beyond Latin-1 (a Thai
 * team's) took V8 five times as long to stringify whole (1.2 ms for 81 KB where the same answer with the
 * name in Latin-1 took 0.24 ms): the string being written turns two-byte part way. Its small parts do not
 * pay that. For large answers only: on a page of rows the walk costs more than it saves (docs/performance.md,
 * "Garbage collection").
 */

/** How many levels of objects and arrays are split into their parts. */
const SPLIT_LEVELS = 4;

/** Text is encoded once it is this long: short enough that a two-byte name makes little of it two-byte. */
const FLUSH_CHARS = 8192;

type Container = Record<string, unknown> | unknown[];

/** An array or a plain object, without a toJSON: what is written item by item as JSON.stringify would. */
const isContainer = (value: unknown): value is Container => {
  if (value === null || typeof value !== "object" || "toJSON" in value) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
const isOmitted = (value: unknown): boolean =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

class Parts {
  readonly buffers: Buffer[] = [];
  /** Text not yet encoded: the punctuation and keys between parts, and small values. */
  private text = "";

  add(text: string): void {
    this.text += text;
  }

  /** A part stringified on its own. */
  value(value: unknown, levels: number): void {
    if (levels === 0 || !isContainer(value)) {
      this.text += JSON.stringify(value);
      if (this.text.length >= FLUSH_CHARS) this.flush();
    } else if (Array.isArray(value)) {
      this.add("[");
      // By index: a hole is written as null too, which forEach would skip.
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.add(",");
        const item = value[i];
        if (isOmitted(item)) this.add("null");
        else this.value(item, levels - 1);
      }
      this.add("]");
    } else {
      this.add("{");
      let first = true;
      for (const [key, item] of Object.entries(value)) {
        if (isOmitted(item)) continue;
        this.add(`${first ? "" : ","}${JSON.stringify(key)}:`);
        first = false;
        this.value(item, levels - 1);
      }
      this.add("}");
    }
  }

  flush(): void {
    if (this.text === "") return;
    this.buffers.push(Buffer.from(this.text));
    this.text = "";
  }
}

export function jsonBytes(value: unknown): Buffer {
  const parts = new Parts();
  parts.value(value, SPLIT_LEVELS);
  parts.flush();
  return Buffer.concat(parts.buffers);
}

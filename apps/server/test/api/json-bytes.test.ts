/** Answers written a part at a time are the very bytes JSON.stringify writes, whatever the value. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonBytes } from "../../src/answers/json-bytes.ts";

const same = (value: unknown): void => {
  expect(jsonBytes(value).toString()).toBe(JSON.stringify(value));
};

describe("jsonBytes", () => {
  it("writes what JSON.stringify writes for any JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), same), { numRuns: 2000 });
  });

  it("leaves out of objects, and writes as null in arrays, what JSON.stringify does", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withBoxedValues: true,
          withSparseArray: true,
          withDate: true,
        }),
        (value) => {
          // A BigInt throws in both.
          let expected: string | undefined;
          try {
            expected = JSON.stringify(value);
          } catch {
            expect(() => jsonBytes(value)).toThrow();
            return;
          }
          if (expected !== undefined) expect(jsonBytes(value).toString()).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
    same({ a: undefined, b: () => 1, c: [undefined, () => 1, Symbol("s")], d: new Date(0) });
    same({ a: Object.assign([1, 2], { toJSON: () => "an array's own" }), b: { toJSON: () => [3] } });
  });

  it("writes names in every script as they are, in UTF-8", () => {
    const answer = {
      status: "success",
      code: 0,
      data: { rows: [{ team_name: "เสือดำ" }, { team_name: "Águia do Sertão" }, { player_name: "龍 🐉" }] },
    };
    same(answer);
    expect(JSON.parse(jsonBytes(answer).toString())).toEqual(answer);
  });
});

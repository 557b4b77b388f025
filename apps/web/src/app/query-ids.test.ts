import { describe, expect, it } from "vitest";
import {
  BadLinkError,
  encodeQuery,
  readGameIds,
  readId,
  readIds,
  readTextId,
  readTextIds,
} from "./query-ids.ts";

const params = (search: string) => new URLSearchParams(search);

describe("identifiers in the address", () => {
  it("encodes ids base64 then URL-encoded, lists as one comma value, search terms as plain text", () => {
    expect(encodeQuery({ season_id: 1001 })).toBe("?season_id=MTAwMQ%3D%3D");
    expect(encodeQuery({ match_id: [10000001, 10000002] })).toBe(
      `?match_id=${encodeURIComponent(btoa("10000001,10000002"))}`,
    );
    expect(encodeQuery({ search: "cup,league", type: "Total" })).toBe("?search=cup%2Cleague&type=Total");
    expect(encodeQuery({ season_id: undefined, event_id: [] })).toBe("");
  });

  it("decodes them back to integers", () => {
    const query = params(
      encodeQuery({ season_id: 1001, match_id: [10000001, 10000002], teamplayer_id: "1000001_2" }),
    );
    expect(readId(query, "season_id", true)).toBe(1001);
    expect(readIds(query, "match_id")).toEqual([10000001, 10000002]);
    expect(readTextId(query, "teamplayer_id", true)).toBe("1000001_2");
    expect(readIds(query, "event_id")).toEqual([]);
    expect(readId(query, "event_id")).toBeUndefined();
  });

  it("names the value it cannot read", () => {
    const cases = [
      () => readId(params("season_id=%%%"), "season_id"),
      () => readId(params(`season_id=${btoa("abc")}`), "season_id"),
      () => readIds(params(`match_id=${btoa("1,x")}`), "match_id"),
      () => readId(params(""), "season_id", true),
      () => readTextId(params(`teamplayer_id=${btoa("<script>")}`), "teamplayer_id"),
    ];
    for (const read of cases) {
      expect(read).toThrow(BadLinkError);
    }
    expect(() => readId(params(`season_id=${btoa("abc")}`), "season_id")).toThrow(
      expect.objectContaining({ key: "season_id", reason: "value", value: "abc" }),
    );
    expect(() => readId(params(""), "season_id", true)).toThrow(
      expect.objectContaining({ key: "season_id", reason: "missing" }),
    );
  });

  it("takes a plain decimal id as a person types it, and calls anything else not a link of this site", () => {
    expect(readId(params("season_id=1001"), "season_id")).toBe(1001);
    expect(readIds(params("match_id=10000001,10000002"), "match_id")).toEqual([10000001, 10000002]);
    expect(readTextId(params("teamplayer_id=1000001_1"), "teamplayer_id")).toBe("1000001_1");
    // "abcd" is base64 of bytes that are no text: no mojibake of it reaches the screen.
    expect(() => readId(params("season_id=abcd"), "season_id")).toThrow(
      expect.objectContaining({ key: "season_id", reason: "encoding" }),
    );
  });

  it("reads a game of -1 as the whole match", () => {
    expect(readGameIds(params(encodeQuery({ single_match_id: -1 })))).toEqual([]);
    expect(readGameIds(params(encodeQuery({ single_match_id: [100000001, -1] })))).toEqual([100000001]);
  });

  it("reads a list of team-player ids, and refuses one that is not an id", () => {
    expect(
      readTextIds(params(encodeQuery({ teammate_list: ["1000001_1", "1000002_1"] })), "teammate_list"),
    ).toEqual(["1000001_1", "1000002_1"]);
    expect(readTextIds(params(""), "teammate_list")).toEqual([]);
    expect(() => readTextIds(params(`teammate_list=${btoa("1000001_1,<b>")}`), "teammate_list")).toThrow(
      expect.objectContaining({ key: "teammate_list", reason: "value", value: "<b>" }),
    );
  });

  it("refuses an id below 1, as the API would, naming the value; -1 only where it means none", () => {
    for (const value of ["-5", "0", "-1"]) {
      expect(() => readId(params(encodeQuery({ team_id: value })), "team_id", true)).toThrow(
        expect.objectContaining({ key: "team_id", reason: "value", value }),
      );
      expect(() => readIds(params(encodeQuery({ team_id: [100001, value] })), "team_id")).toThrow(
        expect.objectContaining({ key: "team_id", reason: "value", value }),
      );
    }
    expect(() => readId(params(encodeQuery({ season_id: "-5" })), "season_id")).toThrow(BadLinkError);
    // An optional id of -1 is "none", as the API takes it.
    expect(readId(params(encodeQuery({ season_id: -1 })), "season_id")).toBe(-1);
    expect(() => readId(params(encodeQuery({ team_id: 2_147_483_648 })), "team_id")).toThrow(BadLinkError);
  });
});

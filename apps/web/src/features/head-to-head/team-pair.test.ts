import { describe, expect, it } from "vitest";
import { encodeQuery } from "../../app/query-ids.ts";
import { readTeamPair } from "./team-pair.ts";

const read = (ids: readonly (number | string)[]) =>
  readTeamPair(new URLSearchParams(encodeQuery({ team_id: ids })));

describe("the teams of a head-to-head link", () => {
  it("reads one team (the opponent is picked next) or two", () => {
    expect(read([100012])).toEqual([100012]);
    expect(read([100012, 100014])).toEqual([100012, 100014]);
  });

  it("refuses a team against itself, naming it", () => {
    expect(() => read([100012, 100012])).toThrow(
      expect.objectContaining({ key: "team_id", reason: "same", value: "100012" }),
    );
  });

  it("refuses a third team instead of dropping it", () => {
    expect(() => read([100012, 100014, 100016])).toThrow(
      expect.objectContaining({ key: "team_id", reason: "count", value: "100012,100014,100016" }),
    );
  });

  it("refuses no team and an id that is not one", () => {
    expect(() => readTeamPair(new URLSearchParams(""))).toThrow(
      expect.objectContaining({ key: "team_id", reason: "missing" }),
    );
    expect(() => read(["-5"])).toThrow(expect.objectContaining({ key: "team_id", reason: "value" }));
  });
});

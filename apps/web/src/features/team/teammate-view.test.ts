import { cellText, OPERATION_KEY, TEAMMATE_LIST, visibleColumns } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { teammateView } from "./teammate-view.ts";

/** A teammate's cells as the Teammate List shows them, View aside. */
const cells = (row: { id: string; name: string; uid: string[] }) =>
  visibleColumns(TEAMMATE_LIST)
    .filter((column) => column.key !== OPERATION_KEY)
    .map((column) => cellText(column, row));

describe("a teammate row", () => {
  it("opens the team-player screen with the player id before the underscore", () => {
    expect(teammateView({ id: "1000001_2" })).toEqual({
      to: "teamplayerData",
      query: { player_id: 1000001, teamplayer_id: "1000001_2" },
    });
  });

  it("shows an unknown teammate's id as a dash, with no View", () => {
    expect(cells({ id: "-1", name: "Ghost", uid: [] })).toEqual(["-", "Ghost", "-"]);
    expect(teammateView({ id: "-1" })).toBeUndefined();
  });

  it("joins the uids by commas", () => {
    expect(cells({ id: "1000006_1", name: "Sabiá", uid: ["1026649392", "957940759"] })).toEqual([
      "1000006_1",
      "Sabiá",
      "1026649392, 957940759",
    ]);
  });
});

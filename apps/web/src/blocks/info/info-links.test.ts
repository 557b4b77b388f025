import { EVENT_INFO, TEAM_INFO } from "@match-stats/stats";
import { describe, expect, it } from "vitest";
import { infoLink, leadsHere } from "./info-links.ts";

const column = (table: typeof EVENT_INFO, key: string) => {
  const found = table.columns.find((c) => c.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe("info block links (docs/spec.md section 2 'Info blocks')", () => {
  const event = { event_id: 10001, season_id: 1001, event_name: "Cup" };

  it("links ids to their pages, names not", () => {
    expect(infoLink(EVENT_INFO, column(EVENT_INFO, "season_id"), event)).toEqual({
      to: "seasonEvent",
      query: { season_id: 1001 },
    });
    expect(infoLink(EVENT_INFO, column(EVENT_INFO, "event_name"), event)).toBeUndefined();
  });

  it("does not link a missing id", () => {
    expect(infoLink(EVENT_INFO, column(EVENT_INFO, "season_id"), { season_id: -1 })).toBeUndefined();
  });

  it("reads a team's own id for Team ID and Number of Teammate", () => {
    const team = { id: 100001, teammate_num: 5 };
    const expected = { to: "teamData", query: { team_id: 100001 } };
    expect(infoLink(TEAM_INFO, column(TEAM_INFO, "id"), team)).toEqual(expected);
    expect(infoLink(TEAM_INFO, column(TEAM_INFO, "teammate_num"), team)).toEqual(expected);
  });

  it("knows the page shown, however its id was written", () => {
    const link = { to: "eventMatch", query: { event_id: 10001 } } as const;
    expect(leadsHere(link, { pathname: "/eventmatch", search: "?event_id=MTAwMDE%3D" })).toBe(true);
    expect(leadsHere(link, { pathname: "/eventmatch", search: "?event_id=MTAwMDE=" })).toBe(true);
    expect(leadsHere(link, { pathname: "/eventmatch", search: "?event_id=MTAwMDI%3D" })).toBe(false);
    expect(leadsHere(link, { pathname: "/seasonevent", search: "?event_id=MTAwMDE%3D" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { leadersTable } from "../leaders.ts";
import { gameSpanOf, type Table } from "./column.ts";
import { EVENT_LIST, SEASON_LIST } from "./list-tables.ts";
import { downloadColumns, phoneOrder, visibleColumns } from "./select.ts";
import { standingsTable } from "./standings-tables.ts";
import {
  COMPARE,
  MATCH_PLAYERS,
  MATCH_TEAMS,
  matchSkillKinds,
  OVERALL_TEAMS,
  SKILL_TABLES,
  TEAM_MATCH_EXTRA_COLUMNS,
  WEAPON_STATS,
  withExtraColumns,
} from "./stat-tables.ts";

const keys = (columns: readonly { key: string }[]) => columns.map((c) => c.key);
const labels = (columns: readonly { label: string }[]) => columns.map((c) => c.label);

describe("game mode rules", () => {
  const BR_ONLY = [
    "survival_score",
    "total_score",
    "booyah",
    "on_target",
    "headshots",
    "revival",
    "pos_change",
  ];

  it("shows the battle-royale columns only in mode 1", () => {
    expect(keys(visibleColumns(MATCH_TEAMS, { mode: 1 }))).toEqual(expect.arrayContaining(BR_ONLY));
    for (const mode of [15, 27]) {
      const shown = keys(visibleColumns(MATCH_TEAMS, { mode }));
      for (const key of BR_ONLY) expect(shown).not.toContain(key);
    }
    expect(keys(visibleColumns(MATCH_PLAYERS, { mode: 15 }))).not.toContain("moving_distance");
    expect(keys(visibleColumns(MATCH_PLAYERS, { mode: 15 }))).not.toContain("oil_kill");
  });

  it("shows Death, K/D and W-L only in mode 15", () => {
    expect(labels(visibleColumns(MATCH_PLAYERS, { mode: 15 }))).toEqual(
      expect.arrayContaining(["Death", "K/D"]),
    );
    expect(labels(visibleColumns(MATCH_TEAMS, { mode: 15 }))).toContain("W-L");
    for (const mode of [1, 27]) {
      expect(labels(visibleColumns(MATCH_PLAYERS, { mode }))).not.toContain("K/D");
      expect(labels(visibleColumns(MATCH_TEAMS, { mode }))).not.toContain("W-L");
    }
  });

  it("keeps the columns every mode shows", () => {
    for (const mode of [1, 15, 27]) {
      expect(labels(visibleColumns(MATCH_PLAYERS, { mode }))).toEqual(
        expect.arrayContaining(["Player ID", "Player Name", "Kills", "Damage", "Survival Time"]),
      );
    }
  });

  it("shows every column when the mode is not known", () => {
    expect(visibleColumns(COMPARE)).toEqual(COMPARE.columns);
  });

  it("downloads only the columns of the match's mode", () => {
    expect(labels(downloadColumns(COMPARE, { mode: 15 }))).toEqual([
      "Rescue Members",
      "Games",
      "W-L",
      "Death",
      "K/D",
    ]);
    expect(labels(downloadColumns(COMPARE, { mode: 1 }))).toEqual([
      "Survival Score",
      "Total Score",
      "Booyah",
      "Revival",
      "Rescue Members",
    ]);
  });

  it("offers only the Active skill tab outside battle royale", () => {
    expect(matchSkillKinds(1)).toEqual(["active", "passive", "pet", "loadout"]);
    expect(matchSkillKinds(15)).toEqual(["active"]);
  });
});

describe("overall views", () => {
  it("hides the rank in the overall Total and Average views, not for one match", () => {
    expect(keys(visibleColumns(MATCH_TEAMS, { mode: 1 }))).toContain("match_rank");
    expect(keys(visibleColumns(OVERALL_TEAMS.total, { mode: 1, view: "total" }))).not.toContain("match_rank");
    expect(keys(visibleColumns(MATCH_PLAYERS, { view: "average" }))).not.toContain("team_rank");
  });

  it("hides W-L in the Average view only", () => {
    expect(keys(visibleColumns(MATCH_TEAMS, { mode: 15, view: "total" }))).toContain("w_l");
    expect(keys(visibleColumns(MATCH_TEAMS, { mode: 15, view: "average" }))).not.toContain("w_l");
  });
});

describe("one game or several", () => {
  it("shows Placement for one game only", () => {
    expect(labels(visibleColumns(MATCH_TEAMS, { mode: 1, span: "one" })).slice(0, 2)).toEqual([
      "Rank",
      "Placement",
    ]);
    expect(labels(visibleColumns(MATCH_TEAMS, { mode: 1, span: "several" }))).not.toContain("Placement");
  });

  it("shows Games beside W-L over several clash-squad or bomb-squad games, in tables, compare and CSV", () => {
    const several = { mode: 15, span: "several" } as const;
    expect(labels(visibleColumns(MATCH_TEAMS, several))).toEqual(expect.arrayContaining(["Games", "W-L"]));
    expect(labels(visibleColumns(MATCH_TEAMS, several)).indexOf("Games") + 1).toBe(
      labels(visibleColumns(MATCH_TEAMS, several)).indexOf("W-L"),
    );
    expect(labels(downloadColumns(OVERALL_TEAMS.total, { ...several, view: "total" }))).toContain("Games");
    expect(labels(visibleColumns(COMPARE, several))).toContain("Games");
    expect(labels(visibleColumns(MATCH_TEAMS, { mode: 27, span: "several" }))).toContain("Games");
    expect(labels(visibleColumns(MATCH_TEAMS, { mode: 15, span: "one" }))).not.toContain("Games");
    expect(labels(visibleColumns(MATCH_TEAMS, { mode: 1, span: "several" }))).not.toContain("Games");
    expect(labels(visibleColumns(OVERALL_TEAMS.average, { ...several, view: "average" }))).not.toContain(
      "Games",
    );
  });

  it("takes one game from a match picked to a game or holding only one", () => {
    expect(gameSpanOf({ single_match_id: 7, games: [7, 8] })).toBe("one");
    expect(gameSpanOf({ single_match_id: -1, games: [7] })).toBe("one");
    expect(gameSpanOf({ single_match_id: -1, games: [7, 8] })).toBe("several");
  });
});

describe("columns hidden by default", () => {
  it("leaves the event list's Mode out until the visitor shows it", () => {
    expect(labels(visibleColumns(EVENT_LIST))).not.toContain("Mode");
    expect(labels(visibleColumns(EVENT_LIST, { shown: ["mode"] }))).toContain("Mode");
  });

  it("downloads it with all data", () => {
    expect(labels(downloadColumns(EVENT_LIST))).toContain("Mode");
  });
});

describe("download columns", () => {
  it("never downloads the operation column", () => {
    expect(labels(visibleColumns(SEASON_LIST))).toContain("View");
    expect(labels(downloadColumns(SEASON_LIST))).toEqual([
      "Season ID",
      "Season Name",
      "Host Region",
      "Start Date",
      "End Date",
    ]);
  });

  it("always includes the id columns, however few columns are chosen", () => {
    expect(labels(downloadColumns(SEASON_LIST, { chosen: [] }))).toEqual(["Season ID"]);
    expect(labels(downloadColumns(WEAPON_STATS.total, { chosen: ["kills"] }))).toEqual([
      "Weapon ID",
      "Weapon",
      "Kills",
    ]);
    expect(labels(downloadColumns(SKILL_TABLES.loadout, { chosen: ["pick_rate"] }))).toEqual([
      "Loadout ID",
      "Loadout",
      "Pick Rate",
    ]);
  });

  it("keeps the table's column order, not the order chosen", () => {
    const chosen = ["end_date", "season_name"];
    expect(keys(downloadColumns(SEASON_LIST, { chosen }))).toEqual(["season_id", "season_name", "end_date"]);
  });

  it("does not download a chosen column the mode hides", () => {
    expect(keys(downloadColumns(MATCH_TEAMS, { mode: 15, chosen: ["booyah", "kills"] }))).toEqual([
      "team_id",
      "kills",
    ]);
  });
});

describe("skill tables", () => {
  it("leaves Pick Time Average out of the Active tab only", () => {
    expect(labels(SKILL_TABLES.active.columns)).not.toContain("Pick Time Average");
    for (const kind of ["passive", "pet", "loadout"] as const) {
      expect(labels(SKILL_TABLES[kind].columns)).toContain("Pick Time Average");
    }
  });
});

describe("team match detail extras", () => {
  it("offers team, region, teammates, season, event and match columns, ids locked", () => {
    const table: Table = withExtraColumns(WEAPON_STATS.total, TEAM_MATCH_EXTRA_COLUMNS);
    expect(labels(downloadColumns(table, { chosen: ["region"] }))).toEqual([
      "Weapon ID",
      "Weapon",
      "Team ID",
      "Region",
      "Season ID",
      "Event ID",
      "Match ID",
    ]);
    expect(labels(table.columns.slice(-7))).toEqual([
      "Team ID",
      "Team Name",
      "Region",
      "Number of Teammate",
      "Season ID",
      "Event ID",
      "Match ID",
    ]);
  });
});

describe("a phone's columns", () => {
  it("puts a ranking's place, name and deciding number first, the rest after in table order", () => {
    expect(keys(phoneOrder(leadersTable("player", "damage").columns))).toEqual([
      "rank",
      "player_name",
      "damage",
      "player_id",
      "teamplayer_id",
      "team_id",
      "team_name",
      "games",
    ]);
    const standings = visibleColumns(standingsTable(0), { mode: 1 });
    expect(keys(phoneOrder(standings)).slice(0, 3)).toEqual(["rank", "team_name", "total_score"]);
    const series = visibleColumns(standingsTable(0), { mode: 15 });
    expect(keys(phoneOrder(series)).slice(0, 3)).toEqual(["rank", "team_name", "matches_w_d_l"]);
  });

  it("keeps a table without leading columns as it is", () => {
    expect(keys(phoneOrder(SEASON_LIST.columns))).toEqual(keys(SEASON_LIST.columns));
  });
});

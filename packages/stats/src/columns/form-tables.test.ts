import { describe, expect, it } from "vitest";
import { statColumn } from "./column.ts";
import { AVG_PLACEMENT, FORM_STATS, type FormMatch, formRows, formStat, formTable } from "./form-tables.ts";
import { visibleColumns } from "./select.ts";
import { DATA_INFO } from "./stat-tables.ts";
import { tableToCsv } from "./to-csv.ts";

// 2025-03-05 and the days after, 12:00 UTC.
const DAY = 86_400;
const T = 1_741_176_000;

const match = (n: number, value: number | null): FormMatch => ({
  match_id: 10_000_000 + n,
  match_name: `League Day ${n}`,
  event_id: 10001,
  event_name: "Spring Split",
  start_time: T + n * DAY,
  mode: 1,
  games: 4,
  teamplayer_id: "1000001_1",
  value,
});

describe("the form table", () => {
  it("shows the statistic a key names, and kills for a missing or unknown key", () => {
    expect(formStat("damage").key).toBe("damage");
    expect(formStat("avg_placement")).toBe(AVG_PLACEMENT);
    for (const key of [null, undefined, "", "oil_kill", "w_l"]) expect(formStat(key).key).toBe("kills");
  });

  it("offers the average placement, then every numeric statistic of the Data Info block, without its sample", () => {
    expect(FORM_STATS[0]).toBe(AVG_PLACEMENT);
    expect(FORM_STATS.slice(1).map((c) => c.key)).toEqual(
      visibleColumns(DATA_INFO.average)
        .map((c) => c.key)
        .filter((key) => key !== "w_l" && key !== "oil_kill"),
    );
    expect(FORM_STATS.map((c) => c.key)).not.toContain("games");
    expect(FORM_STATS.map((c) => c.key)).not.toContain("player_games");
  });

  it("shows the chosen statistic beside its rolling average, in the statistic's format", () => {
    const table = formTable(statColumn("headshot_kill_rate"));
    expect(visibleColumns(table).map((c) => [c.key, c.label, c.format])).toEqual([
      ["match_name", "Match Name", "text"],
      ["event_name", "Event Name", "text"],
      ["start_time", "Date", "date"],
      ["mode", "Mode", "mode"],
      ["games", "Games", "integer"],
      ["headshot_kill_rate", "Headshot Kill Rate", "rate"],
      ["rolling_average", "Rolling Average", "rate"],
      ["operation", "View", "text"],
    ]);
  });

  it("builds each match's row with the statistic and its rolling average over five matches", () => {
    const kills = statColumn("kills");
    const rows = formRows(
      [1, 2, 3, 4, 5, 6].map((n) => match(n, n)),
      kills,
    );
    expect(rows.map((row) => [row.kills, row.rolling_average])).toEqual([
      [1, 1],
      [2, 1.5],
      [3, 2],
      [4, 2.5],
      [5, 3],
      [6, 4],
    ]);
    expect(rows[0]).toEqual({
      match_id: 10_000_001,
      match_name: "League Day 1",
      event_id: 10001,
      event_name: "Spring Split",
      start_time: T + DAY,
      mode: 1,
      games: 4,
      teamplayer_id: "1000001_1",
      kills: 1,
      rolling_average: 1,
    });
  });

  it("leaves a missing value out of the average and shows it as -", () => {
    const rows = formRows([match(1, 4), match(2, null)], AVG_PLACEMENT);
    expect(rows.map((row) => [row.avg_placement, row.rolling_average])).toEqual([
      [4, 4],
      [null, 4],
    ]);
    const csv = tableToCsv(formTable(AVG_PLACEMENT), rows, { chosen: ["match_name", "avg_placement"] });
    expect(csv.split("\r\n")[2]).toBe("League Day 2,-,10000002,10001,1000001_1");
  });
});

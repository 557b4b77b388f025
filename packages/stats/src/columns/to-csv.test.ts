import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { column, idColumn, operationColumn, statColumn, type Table } from "./column.ts";
import { UID } from "./entity-columns.ts";
import { PLAYER_LIST } from "./list-tables.ts";
import { MATCH_INFO, MATCH_PLAYERS } from "./stat-tables.ts";
import { cellText, columnsWithValues, csvFileName, safeFileName, tableToCsv } from "./to-csv.ts";

const TABLE: Table = {
  id: "test",
  title: "Test",
  columns: [
    idColumn("player_id", "Player ID"),
    column("name", "Name", "text"),
    statColumn("hit_rate"),
    column("start_time", "Start Time", "datetime"),
    statColumn("survival_time"),
    UID,
    operationColumn(),
  ],
};

// 2024-03-05 07:08:09 UTC
const T = 1709622489;

describe("tableToCsv", () => {
  it("writes the BOM, the labels and each cell in its displayed format, byte for byte", () => {
    const csv = tableToCsv(TABLE, [
      {
        player_id: 1000001,
        name: "สมชาย",
        hit_rate: 0.4567,
        start_time: T,
        survival_time: 754,
        uid: ["9003", "9004"],
      },
      { player_id: 1000002, name: "", hit_rate: null, start_time: -1, uid: [] },
    ]);
    expect(Buffer.from(csv, "utf8").toString("hex")).toBe(
      Buffer.from(
        "\uFEFFPlayer ID,Name,Hit Rate,Start Time,Survival Time,TeamPlayer Uid\r\n" +
          "1000001,สมชาย,45.67%,2024-03-05 07:08:09,12'34'',\"9003, 9004\"\r\n" +
          "1000002,-,-,-,-,-\r\n",
        "utf8",
      ).toString("hex"),
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
  });

  it("writes a value it cannot show (an object) as missing", () => {
    const csv = tableToCsv(TABLE, [{ player_id: 1, name: { nested: true }, uid: [{ x: 1 }, "7"] }]);
    expect(parse(csv, { bom: true })[1]).toEqual(["1", "-", "-", "-", "-", "7"]);
  });

  it("writes only the chosen columns and the id columns", () => {
    const csv = tableToCsv(TABLE, [{ player_id: 5, name: "Ánh", hit_rate: 0.5 }], { chosen: ["hit_rate"] });
    expect(parse(csv, { bom: true })).toEqual([
      ["Player ID", "Hit Rate", "TeamPlayer Uid"],
      ["5", "50%", "-"],
    ]);
  });

  it("leaves out the columns the mode hides", () => {
    const header = parse(tableToCsv(MATCH_PLAYERS, [], { mode: 1 }), { bom: true })[0];
    expect(header).toContain("Moving Distance");
    expect(header).not.toContain("K/D");
  });

  it("writes a match's form as the screen shows it, as it does the mode", () => {
    const [header, row] = parse(
      tableToCsv(MATCH_INFO, [
        { mode: 1, form: 3 },
        { mode: 15, form: 3 },
      ]),
      {
        bom: true,
      },
    );
    const form = header!.indexOf("Form");
    expect([row![form], row![header!.indexOf("Mode")]]).toEqual(["BR Squad", "BR"]);
    expect(parse(tableToCsv(MATCH_INFO, [{ mode: 15, form: 3 }]), { bom: true })[1]![form]).toBe("4v4");
  });

  it("names each player row's type, in English in files and in the screen's words on it", () => {
    const rows = [
      { id: "1000001", player_type: 1, team_name: null },
      { id: "1000001_1", player_type: 2, team_name: "Vôo Alto" },
    ];
    const [header, player, teamPlayer] = parse(tableToCsv(PLAYER_LIST, rows), { bom: true });
    const type = header!.indexOf("Type");
    expect([player![type], teamPlayer![type]]).toEqual(["Player", "Team-player (Vôo Alto)"]);
    const typeColumn = PLAYER_LIST.columns.find((c) => c.label === "Type")!;
    const pt = (text: string) => ({ Player: "Jogador", "Team-player": "Jogador de equipe" })[text] ?? text;
    expect(cellText(typeColumn, rows[1]!, pt)).toBe("Jogador de equipe (Vôo Alto)");
  });

  it("writes only the header when there are no rows", () => {
    expect(tableToCsv(TABLE, [])).toBe(
      "\uFEFFPlayer ID,Name,Hit Rate,Start Time,Survival Time,TeamPlayer Uid\r\n",
    );
  });
});

describe("file names", () => {
  it("names the file after the title", () => {
    expect(csvFileName("Weapon Stats Total")).toBe("Weapon Stats Total.csv");
    expect(csvFileName("ทีม เสือดำ")).toBe("ทีม เสือดำ.csv");
  });

  it("replaces characters illegal in file names", () => {
    expect(csvFileName('a/b\\c:d*e?f"g<h>i|j')).toBe("a_b_c_d_e_f_g_h_i_j.csv");
    expect(safeFileName("tab\there\n")).toBe("tab_here_");
    expect(safeFileName("dots... ")).toBe("dots");
    expect(safeFileName("")).toBe("_");
  });
});

describe("columns with values", () => {
  const columns = [
    idColumn("player_id", "Player ID"),
    idColumn("teamplayer_id", "TeamPlayer ID"),
    statColumn("kills"),
  ];
  it("leaves out a column missing in every row and keeps one with a value in any", () => {
    const rows = [
      { player_id: 1, teamplayer_id: null, kills: 0 },
      { player_id: 2, teamplayer_id: -1, kills: 3 },
    ];
    expect(columnsWithValues(columns, rows).map((c) => c.key)).toEqual(["player_id", "kills"]);
    expect(
      columnsWithValues(columns, [...rows, { player_id: 3, teamplayer_id: "3_1", kills: 1 }]),
    ).toHaveLength(3);
  });

  it("keeps every column while there are no rows", () => {
    expect(columnsWithValues(columns, [])).toHaveLength(3);
  });
});

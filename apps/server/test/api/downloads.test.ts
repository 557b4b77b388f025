/** download_all and download_this_page: the zip a visitor saves, unpacked and read back like a spreadsheet would. */
import type { CallResponse } from "@match-stats/contract";
import {
  CSV_BOM,
  type CsvRow,
  cellText,
  DATA_INFO,
  type DownloadOptions,
  downloadColumns,
  EVENT_INFO,
  ITEMS,
  LEADER_SUBJECTS,
  leadersTable,
  MATCH_INFO,
  MATCH_PLAYERS,
  MATCH_TEAMS,
  OVERALL_PLAYERS,
  OVERALL_TEAMS,
  RECORD_LIST,
  recordLabel,
  SEASON_EVENTS,
  SEASON_INFO,
  SKILL_TABLES,
  STANDINGS,
  type Table,
  TEAM_INFO,
  TEAMMATE_LIST,
  WEAPON_STATS,
} from "@match-stats/stats";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { ENGINES } from "../support/databases.ts";

const BR_MATCH = 10_000_001;
const CS_MATCH = 10_000_043;
const SEASON = 1001;
/** Its name ends in Thai script. */
const THAI_EVENT = 10_002;
const TEAM = 100_001;
const PLAYER = 1_000_001;
const TEAM_PLAYER = "1000001_1";

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const RATE = /^\d+(\.\d+)?%$/;

interface Download {
  http: number;
  contentType: string | null;
  disposition: string | null;
  /** Absent when the zip is streamed as it is written. */
  length: string | null;
  /** Entry name -> its text, in zip order. */
  files: Map<string, string>;
}

function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      zip.on("error", reject);
      zip.on("end", () => resolve(files));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Header and records of a CSV file of the zip. */
function read(download: Download, name: string): { header: string[]; rows: string[][] } {
  const text = download.files.get(name);
  if (text === undefined) throw new Error(`no ${name} in ${[...download.files.keys()].join(", ")}`);
  const [header = [], ...rows] = parse(text, { bom: true });
  return { header, rows };
}

const labels = (table: Table, options: DownloadOptions = {}) =>
  downloadColumns(table, options).map((c) => c.label);

/** The cells of one column, by label. */
const cells = (csv: { header: string[]; rows: string[][] }, label: string): string[] => {
  const index = csv.header.indexOf(label);
  expect(index, label).toBeGreaterThanOrEqual(0);
  return csv.rows.map((row) => row[index]!);
};

/** Rates end in %; one without a denominator (no shots fired) is missing. */
const expectRates = (values: string[]) => {
  for (const value of values) expect(value).toMatch(/^(\d+(\.\d+)?%|-)$/);
  expect(values.some((value) => RATE.test(value))).toBe(true);
};

describe.each(ENGINES)("downloads on %s", (engine) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  async function download(call: string, fields: Record<string, unknown>): Promise<Download> {
    const response = await server.client.post(call, fields);
    const body = Buffer.from(await response.arrayBuffer());
    return {
      http: response.status,
      contentType: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
      length: response.headers.get("content-length"),
      files: response.status === 200 ? await unzip(body) : new Map(),
    };
  }

  /** Every file starts with the BOM and reads back as a rectangle. */
  function expectWellFormed(zip: Download) {
    expect(zip.http).toBe(200);
    expect(zip.contentType).toBe("application/zip");
    expect(zip.length).toBeNull();
    for (const [name, text] of zip.files) {
      expect(name.endsWith(".csv"), name).toBe(true);
      expect(text.startsWith(CSV_BOM), name).toBe(true);
      const [header = [], ...rows] = parse(text, { bom: true });
      for (const row of rows) expect(row.length, name).toBe(header.length);
    }
  }

  describe("download_all", () => {
    it("zips every table of a battle-royale match, named after the match", async () => {
      const zip = await download("download_all", { match_ids: [BR_MATCH], single_match_id: -1 });
      expectWellFormed(zip);
      expect(zip.disposition).toBe(
        `attachment; filename="Match ${BR_MATCH}.zip"; filename*=UTF-8''Match%20${BR_MATCH}.zip`,
      );
      expect([...zip.files.keys()]).toEqual([
        "Match Info.csv",
        "Team Stats.csv",
        "Player Stats.csv",
        "Weapon Stats Total.csv",
        "Weapon Stats Average.csv",
        "Active Skill.csv",
        "Passive Skill.csv",
        "Pet Skill.csv",
        "Loadout.csv",
        "Items Data.csv",
      ]);
      const tables: [string, Table][] = [
        ["Match Info.csv", MATCH_INFO],
        ["Team Stats.csv", MATCH_TEAMS],
        ["Player Stats.csv", MATCH_PLAYERS],
        ["Weapon Stats Total.csv", WEAPON_STATS.total],
        ["Active Skill.csv", SKILL_TABLES.active],
        ["Loadout.csv", SKILL_TABLES.loadout],
        ["Items Data.csv", ITEMS],
      ];
      for (const [name, table] of tables)
        expect(read(zip, name).header).toEqual(labels(table, { mode: 1, span: "several" }));
      // A placement is a game's: the match's several games have none.
      expect(read(zip, "Team Stats.csv").header).not.toContain("Placement");
    });

    it("holds the rows of match_data, times and rates as shown and missing values as -", async () => {
      const zip = await download("download_all", { match_ids: [BR_MATCH], single_match_id: -1 });
      const json = await server.client.call<CallResponse<"match_data">>("match_data", {
        match_ids: [BR_MATCH],
        single_match_id: -1,
      });
      const info = read(zip, "Match Info.csv");
      expect(cells(info, "Match ID")).toEqual([String(BR_MATCH)]);
      expect(cells(info, "Start Time")[0]).toMatch(DATE_TIME);
      const teams = read(zip, "Team Stats.csv");
      expect(cells(teams, "Team ID")).toEqual(json.data.team_stats[0]!.teams.map((t) => String(t.team_id)));
      expectRates(cells(teams, "Headshot Kill Rate"));
      const players = read(zip, "Player Stats.csv");
      expect(players.rows).toHaveLength(json.data.team_stats[0]!.players.length);
      expect(new Set(cells(players, "Oil Kill"))).toEqual(new Set(["-"]));
      expect(cells(players, "Survival Time")[0]).toMatch(/^\d+'\d{2}''$/);
      expectRates(cells(read(zip, "Weapon Stats Total.csv"), "Hit Rate"));
    });

    it("leaves out what a clash-squad match does not show", async () => {
      const zip = await download("download_all", { match_ids: [CS_MATCH], single_match_id: -1 });
      expectWellFormed(zip);
      expect([...zip.files.keys()]).toEqual([
        "Match Info.csv",
        "Team Stats.csv",
        "Player Stats.csv",
        "Weapon Stats Total.csv",
        "Weapon Stats Average.csv",
        "Active Skill.csv",
      ]);
      const players = read(zip, "Player Stats.csv");
      expect(players.header).toEqual(labels(MATCH_PLAYERS, { mode: 15 }));
      expect(players.header).toContain("K/D");
      expect(players.header).not.toContain("Moving Distance");
      expect(read(zip, "Team Stats.csv").header).toContain("W-L");
      for (const wl of cells(read(zip, "Team Stats.csv"), "W-L")) expect(wl).toMatch(/^\d+-\d+$/);
      // Its games won and lost beside the rounds, in the rank order.
      const json = await server.client.call<CallResponse<"match_data">>("match_data", {
        match_ids: [CS_MATCH],
        single_match_id: -1,
      });
      expect(cells(read(zip, "Team Stats.csv"), "Games")).toEqual(
        json.data.team_stats[0]!.teams.map((t) => t.games_w_l),
      );
    });

    it("puts each of several matches in its folder and the overall tables in Overall", async () => {
      const ids = [BR_MATCH, BR_MATCH + 1];
      const zip = await download("download_all", { match_ids: ids, single_match_id: -1 });
      expectWellFormed(zip);
      expect(zip.disposition).toContain(`filename="Matches ${ids.join(",")}.zip"`);
      const names = [...zip.files.keys()];
      for (const id of ids) {
        expect(names).toContain(`Match ${id}/Team Stats.csv`);
        expect(names).toContain(`Match ${id}/Items Data.csv`);
      }
      expect(names.filter((name) => name.startsWith("Overall/"))).toEqual([
        "Overall/Team Stats Total.csv",
        "Overall/Player Stats Total.csv",
        "Overall/Team Stats Average.csv",
        "Overall/Player Stats Average.csv",
        "Overall/Weapon Stats Total.csv",
        "Overall/Weapon Stats Average.csv",
        "Overall/Active Skill.csv",
        "Overall/Passive Skill.csv",
        "Overall/Pet Skill.csv",
        "Overall/Loadout.csv",
      ]);
      const total = read(zip, "Overall/Team Stats Total.csv");
      expect(total.header).toEqual(labels(OVERALL_TEAMS.total, { mode: 1, view: "total", span: "several" }));
      expect(total.header).not.toContain("Rank");
      expect(read(zip, "Overall/Player Stats Average.csv").header).toEqual(
        labels(OVERALL_PLAYERS.average, { mode: 1, view: "average", span: "several" }),
      );
    });

    it("narrows to one game", async () => {
      const json = await server.client.call<CallResponse<"match_data">>("match_data", {
        match_ids: [BR_MATCH],
        single_match_id: -1,
      });
      const game = json.data.match_info[0]!.games[0]!.single_match_id;
      const zip = await download("download_all", { match_ids: [BR_MATCH], single_match_id: game });
      expectWellFormed(zip);
      expect(cells(read(zip, "Match Info.csv"), "Single Match ID")).toEqual([String(game)]);
      // One game's team table gives each team's placement in it, and has no W-L.
      const teams = read(zip, "Team Stats.csv");
      expect(teams.header).toEqual(labels(MATCH_TEAMS, { mode: 1, span: "one" }));
      expect(cells(teams, "Placement")).toEqual(cells(teams, "Rank"));
      expect(cells(teams, "Placement").slice(0, 3)).toEqual(["1", "2", "3"]);
    });

    it("answers an empty All Data.zip for matches that do not exist", async () => {
      const zip = await download("download_all", { match_ids: [99_999_999], single_match_id: -1 });
      expectWellFormed(zip);
      expect(zip.disposition).toContain(`filename="All Data.zip"`);
      expect(zip.files.size).toBe(0);
    });

    it("keeps serving when a client leaves in the middle of a download", async () => {
      const response = await server.client.post("download_all", {
        match_ids: [BR_MATCH, BR_MATCH + 1, BR_MATCH + 2],
        single_match_id: -1,
      });
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
      const zip = await download("download_all", { match_ids: [BR_MATCH], single_match_id: -1 });
      expect(zip.files.size).toBe(10);
    });

    it("refuses a game of another match, naming the field", async () => {
      const answer = await server.client.call("download_all", { match_ids: [BR_MATCH], single_match_id: 1 });
      expect(answer.http).toBe(400);
      expect(answer.msg).toContain("single_match_id");
    });
  });

  describe("download_this_page", () => {
    it("zips a season page: info, data info, weapons, skills, event list, records", async () => {
      const zip = await download("download_this_page", { field: "season", season_id: SEASON });
      expectWellFormed(zip);
      expect(zip.disposition).toBe(
        `attachment; filename="Season Booyah Pro League 2024.zip"; filename*=UTF-8''Season%20Booyah%20Pro%20League%202024.zip`,
      );
      expect([...zip.files.keys()]).toEqual([
        "Season Info.csv",
        "Data Info Total.csv",
        "Data Info Average.csv",
        "Weapon Stats Total.csv",
        "Weapon Stats Average.csv",
        "Active Skill.csv",
        "Passive Skill.csv",
        "Pet Skill.csv",
        "Loadout.csv",
        "Event List.csv",
        // Standings: one file per event of the season.
        "Standings Event 10001.csv",
        "Standings Event 10002.csv",
        "Standings Event 10003.csv",
        "Standings Event 10004.csv",
        // Leaders and records per mode family: the season has battle-royale and clash-squad events.
        "Player Leaders Battle Royale.csv",
        "Team Leaders Battle Royale.csv",
        "Player Leaders Clash Squad.csv",
        "Team Leaders Clash Squad.csv",
        "Records Battle Royale.csv",
        "Records Clash Squad.csv",
      ]);
      const info = read(zip, "Season Info.csv");
      expect(info.header).toEqual(labels(SEASON_INFO));
      expect(cells(info, "Regions")).toEqual(["Brasil, ประเทศไทย, Việt Nam, الشرق الأوسط"]);
      expect(cells(info, "Start Date")).toEqual(["2024-01-15 00:00:00"]);
      const total = read(zip, "Data Info Total.csv");
      expect(total.header).toEqual(labels(DATA_INFO.total));
      expect(total.rows).toHaveLength(1);
      expect(cells(total, "Oil Kill")).toEqual(["-"]);
      expectRates(cells(total, "Headshot Kill Rate"));
      // An average says what it is of: season 1001's 5,825 kills by 5,960 player-games in 145 games.
      const average = read(zip, "Data Info Average.csv");
      expect(average.header.slice(0, 3)).toEqual(["Games", "Player-Games", "Kills"]);
      expect(average.rows[0]!.slice(0, 3)).toEqual(["145", "5960", "0.98"]);
      const events = read(zip, "Event List.csv");
      expect(events.header).toEqual(labels(SEASON_EVENTS));
      expect(events.header).not.toContain("View");
      expect(cells(events, "Name")).toContain("Booyah Pro League 2024 Summer Split ประเทศไทย");
      for (const time of cells(events, "Start Date")) expect(time).toMatch(DATE_TIME);
      // The block's first ranking (total kills) of each family, in the API's order with its values.
      for (const [mode, name] of [
        ["battle_royale", "Battle Royale"],
        ["clash_squad", "Clash Squad"],
      ] as const) {
        for (const subject of LEADER_SUBJECTS) {
          const csv = read(zip, `${subject === "player" ? "Player" : "Team"} Leaders ${name}.csv`);
          expect(csv.header).toEqual(labels(leadersTable(subject, "kills")));
          const api = await server.client.call<CallResponse<"leaders">>("leaders", {
            subject,
            stat: "kills",
            season_id: SEASON,
            mode,
            size: 100,
          });
          expect(csv.rows.length).toBe(api.data!.data.length);
          expect(cells(csv, "Team ID")).toEqual(api.data!.data.map((r) => String(r.team_id)));
          expect(cells(csv, "Kills")).toEqual(api.data!.data.map((r) => String(r.value)));
        }
      }
    });

    it("names an event's zip in UTF-8 and lists its matches", async () => {
      const zip = await download("download_this_page", { field: "event", event_id: THAI_EVENT });
      expectWellFormed(zip);
      const name = "Event Booyah Pro League 2024 Summer Split ประเทศไทย.zip";
      expect(zip.disposition).toBe(
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(read(zip, "Event Info.csv").header).toEqual(labels(EVENT_INFO));
      const matches = read(zip, "Match List.csv");
      expect(matches.rows.length).toBeGreaterThan(0);
      expect(matches.header).toEqual(["Match ID", "Match Name", "Start Time", "End Time"]);
      // Standings: battle-royale columns only, the teams in rank order.
      const standings = read(zip, "Standings.csv");
      expect(standings.header).toEqual(
        labels(STANDINGS, { mode: 1 }).filter((label) => !/^G\d+$/.test(label)),
      );
      expect(cells(standings, "Rank")).toEqual(standings.rows.map((_, i) => String(i + 1)));
      // Every record's places, cell by cell as the records call answers them.
      // A battle-royale event: its family's records alone.
      expect([...zip.files.keys()].filter((file) => file.startsWith("Records"))).toEqual([
        "Records Battle Royale.csv",
      ]);
      const records = read(zip, "Records Battle Royale.csv");
      expect(records.header).toEqual(labels(RECORD_LIST));
      const answer = await server.client.call("records", { field: "event", event_id: THAI_EVENT });
      const rows = (answer.data as { records: CsvRow[] }).records;
      expect(records.rows).toEqual(
        rows.map((row) =>
          downloadColumns(RECORD_LIST).map((column) =>
            cellText(column, { ...row, record_name: recordLabel(String(row.record)) }),
          ),
        ),
      );
      expect(cells(records, "Record")).toContain("Longest Kill");
    });

    it("writes a round difference of -1 as -1, as the standings answer it, in event and season zips", async () => {
      const { events } = (await server.client.call("standings", { field: "season", season_id: 1003 }))
        .data as {
        events: {
          event_id: number;
          mode: number;
          standings: { team_id: number; round_diff: number | null }[];
        }[];
      };
      const clashSquad = events.filter((event) => event.mode !== 1);
      expect(clashSquad.length).toBeGreaterThan(0);
      const season = await download("download_this_page", { field: "season", season_id: 1003 });
      let minusOne = 0;
      for (const event of clashSquad) {
        const own = await download("download_this_page", { field: "event", event_id: event.event_id });
        for (const csv of [
          read(own, "Standings.csv"),
          read(season, `Standings Event ${event.event_id}.csv`),
        ]) {
          const diffs = new Map(
            cells(csv, "Team ID").map((id, i) => [Number(id), cells(csv, "Round Difference")[i]]),
          );
          expect(diffs, String(event.event_id)).toEqual(
            new Map(event.standings.map((row) => [row.team_id, String(row.round_diff)])),
          );
        }
        minusOne += event.standings.filter((row) => row.round_diff === -1).length;
      }
      // Event 10010's Komodo (100042) and event 10012's 100018.
      expect(minusOne).toBeGreaterThanOrEqual(2);
    });

    const PAGES: [string, Record<string, unknown>, string, string[]][] = [
      ["player_career", { player_id: PLAYER }, "Player Açaí", ["Player Info.csv", "TeamPlayer List.csv"]],
      [
        "player_teamplayer",
        { teamplayer_id: TEAM_PLAYER },
        "TeamPlayer Açaí",
        ["TeamPlayer Info.csv", "Season Info List.csv"],
      ],
      [
        "player_season",
        { teamplayer_id: TEAM_PLAYER, season_id: SEASON },
        `TeamPlayer Açaí Season ${SEASON}`,
        ["TeamPlayer Info.csv", "Event Info List.csv"],
      ],
      [
        "player_event",
        { teamplayer_id: TEAM_PLAYER, event_id: 10_001 },
        "TeamPlayer Açaí Event 10001",
        ["TeamPlayer Info.csv", "Match Info List.csv"],
      ],
      [
        "player_match",
        { teamplayer_id: TEAM_PLAYER, match_id: BR_MATCH },
        `TeamPlayer Açaí Match ${BR_MATCH}`,
        ["TeamPlayer Info.csv"],
      ],
      [
        "team_career",
        { team_id: TEAM },
        "Team Vôo Alto",
        ["Team Info.csv", "Teammate List.csv", "Season Info List.csv"],
      ],
      [
        "team_season",
        { team_id: TEAM, season_id: SEASON },
        `Team Vôo Alto Season ${SEASON}`,
        ["Team Info.csv", "Teammate List.csv", "Event Info List.csv"],
      ],
      [
        "team_event",
        { team_id: TEAM, event_id: 10_001 },
        "Team Vôo Alto Event 10001",
        ["Team Info.csv", "Teammate List.csv", "Match Info List.csv"],
      ],
      [
        "team_match",
        { team_id: TEAM, match_id: BR_MATCH },
        `Team Vôo Alto Match ${BR_MATCH}`,
        ["Team Info.csv", "Teammate List.csv"],
      ],
    ];

    it.each(PAGES)("zips a %s page", async (field, ids, name, own) => {
      const zip = await download("download_this_page", { field, ...ids });
      expectWellFormed(zip);
      expect(zip.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${name}.zip`)}`);
      const names = [...zip.files.keys()];
      expect(names.filter((n) => !/^(Data Info|Weapon Stats|.* Skill\.csv|Loadout)/.test(n))).toEqual(own);
      expect(names).toContain("Data Info Total.csv");
      expect(names).toContain("Loadout.csv");
      // Every list has rows in the demo data set, the subject's info exactly one.
      for (const file of own) expect(read(zip, file).rows.length, file).toBeGreaterThan(0);
      expect(read(zip, own[0]!).rows).toHaveLength(1);
      expect(read(zip, "Data Info Total.csv").rows).toHaveLength(1);
    });

    it("writes a team's teammates with their uids joined by commas", async () => {
      const zip = await download("download_this_page", { field: "team_career", team_id: TEAM });
      expect(read(zip, "Team Info.csv").header).toEqual(labels(TEAM_INFO));
      const teammates = read(zip, "Teammate List.csv");
      expect(teammates.header).toEqual(labels(TEAMMATE_LIST));
      expect(cells(teammates, "TeamPlayer ID")).toContain(TEAM_PLAYER);
      for (const uid of cells(teammates, "TeamPlayer Uid")) expect(uid).toMatch(/^(-|\d+(, \d+)*)$/);
    });

    it("answers only what exists for an unknown subject", async () => {
      const zip = await download("download_this_page", { field: "season", season_id: 9_999 });
      expectWellFormed(zip);
      expect(zip.disposition).toContain(`filename="All Data.zip"`);
      expect(read(zip, "Season Info.csv").rows).toEqual([]);
      expect(read(zip, "Data Info Total.csv")).toEqual({ header: labels(DATA_INFO.total), rows: [] });
    });

    it("refuses a scope without its id, naming the field", async () => {
      const answer = await server.client.call("download_this_page", { field: "team_season", team_id: TEAM });
      expect(answer.http).toBe(400);
      expect(answer.msg).toContain("season_id");
    });
  });
});

/**
 * standings: each tie-break rule of docs/statistics.md ("Standings") deciding a tie in turn, on small
 * ingest files built so that the rule under test decides against the lower team id (except the last
 * rule, the lower id itself); and the demo's own ties, against the demo files.
 */
import type { CallRequestInput, CallResponse } from "@match-stats/contract";
import { eventStandings, type TeamGame } from "@match-stats/stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../src/config.ts";
import type { Engine } from "../../src/db/connect.ts";
import type { Game, IngestFile, Match, TeamResult } from "../../src/ingest/format.ts";
import { ingestFiles } from "../../src/ingest/ingest.ts";
import { serve } from "../../src/serve.ts";
import { ApiClient } from "../support/api-client.ts";
import { type ApiServer, startApiServer, useIngestingServer } from "../support/api-server.ts";
import { ENGINES, openTestDb } from "../support/databases.ts";
import { writeFiles } from "../support/files.ts";
import { DAY, player, smallRun, T0 } from "../support/fixture.ts";
import { readDemo } from "./demo-truth.ts";
import { ok } from "./lists-truth.ts";

const BR = 1;
const CS = 15;

/**
 * A team's line in a game: battle royale [rank, points, kills, kill points (the kills unless given)], clash
 * squad [rounds won, rounds lost, kills].
 */
type BrLine = readonly [team: number, rank: number, points: number, kills: number, killPoints?: number];
type CsLine = readonly [team: number, won: number, lost: number, kills: number];

const PLAYERS: Record<number, readonly [string, string]> = {
  100: ["5001_1", "5002_1"],
  200: ["6001_1", "6002_1"],
  300: ["7001_1", "7002_1"],
};

const teamResult = (team_id: number, rank: number, fields: Partial<TeamResult>): TeamResult => ({
  team_id,
  rank,
  survival_score: 0,
  total_score: 0,
  booyah: 0,
  rounds_won: 0,
  rounds_lost: 0,
  pos_change: 0,
  ...fields,
});

let nextGame = 9001;
let nextMatch = 901;

/** A match of the given games (each a list of team lines), its games an hour apart from `day`. */
function match(
  eventId: number,
  mode: number,
  day: number,
  games: readonly (readonly (BrLine | CsLine)[])[],
): Match {
  const start = T0 + day * DAY;
  return {
    id: nextMatch++,
    event_id: eventId,
    name: `Match ${nextMatch}`,
    start_time: start,
    end_time: start + games.length * 3600,
    games: games.map((lines, i): Game => {
      const teams = lines.map((line) => {
        if (mode === BR) {
          const [team, rank, points, kills, killPoints = kills] = line as BrLine;
          return teamResult(team, rank, {
            survival_score: points - killPoints,
            total_score: points,
            booyah: rank === 1 ? 1 : 0,
          });
        }
        const [team, won, lost] = line;
        return teamResult(team, won > lost ? 1 : 2, {
          booyah: won > lost ? 1 : 0,
          rounds_won: won,
          rounds_lost: lost,
        });
      });
      return {
        id: nextGame++,
        mode: mode as Game["mode"],
        form: 3,
        map: "Bermuda",
        start_time: start + i * 3600,
        end_time: start + i * 3600 + 1800,
        teams,
        players: lines.flatMap((line) => {
          const [first, second] = PLAYERS[line[0]]!;
          return [player(first, line[0], line[3]), player(second, line[0], 0)];
        }),
      };
    }),
  };
}

/** The events of the run: the rule each one's tie is decided by, and the order it must give. */
const CASES: readonly {
  id: number;
  mode: number;
  rule: string;
  order: number[];
  matches: (id: number) => Match[];
}[] = [
  {
    id: 11,
    mode: BR,
    rule: "total points",
    order: [200, 100],
    matches: (id) => [
      match(id, BR, 2, [
        [
          [200, 1, 20, 5],
          [100, 2, 10, 3],
        ],
        [
          [100, 1, 12, 2],
          [200, 2, 8, 1],
        ],
      ]),
    ],
  },
  {
    // Equal points; 200 has a booyah, 100 none but more kills: booyahs come before kills.
    id: 12,
    mode: BR,
    rule: "booyahs",
    order: [200, 100, 300],
    matches: (id) => [
      match(id, BR, 2, [
        [
          [200, 1, 10, 1],
          [100, 2, 10, 6],
          [300, 3, 0, 0],
        ],
        [
          [300, 1, 5, 0],
          [100, 2, 10, 5],
          [200, 3, 10, 0],
        ],
      ]),
    ],
  },
  {
    // Equal points, booyahs and kill points (6 each, 200's 9 kills capped); 200 has more kills, though 100
    // placed better in the last game.
    id: 13,
    mode: BR,
    rule: "kills",
    order: [200, 100],
    matches: (id) => [
      match(id, BR, 2, [
        [
          [200, 1, 15, 6, 4],
          [100, 2, 12, 3],
        ],
        [
          [100, 1, 13, 3],
          [200, 2, 10, 3, 2],
        ],
      ]),
    ],
  },
  {
    // Equal points, booyahs and kills; 200 placed better in the last game both played.
    id: 14,
    mode: BR,
    rule: "last common game placement",
    order: [200, 100],
    matches: (id) => [
      match(id, BR, 2, [
        [
          [100, 1, 15, 3],
          [200, 2, 10, 2],
        ],
        [
          [200, 1, 15, 3],
          [100, 2, 10, 2],
        ],
      ]),
    ],
  },
  {
    // Equal in everything, and no game in common: the lower team id.
    id: 15,
    mode: BR,
    rule: "lower team id",
    order: [100, 200, 300],
    matches: (id) => [
      match(id, BR, 2, [
        [
          [200, 1, 15, 3],
          [300, 2, 5, 0],
        ],
      ]),
      match(id, BR, 3, [
        [
          [100, 1, 15, 3],
          [300, 2, 5, 0],
        ],
      ]),
    ],
  },
  {
    // Equal points and booyahs; 200 has more kill points (a cap of 8 a game cut 100's 10 kills), 100 more
    // kills and the better placement in the last game.
    id: 16,
    mode: BR,
    rule: "kill points",
    order: [200, 100],
    matches: (id) => [
      match(id, BR, 2, [
        [
          [200, 1, 18, 6],
          [100, 2, 10, 1],
        ],
        [
          [100, 1, 20, 10, 8],
          [200, 2, 12, 4],
        ],
      ]),
    ],
  },
  {
    // 200 won the series 2-1, 100 one game, with the better round difference (+2 against -2).
    id: 21,
    mode: CS,
    rule: "series won",
    order: [200, 100],
    matches: (id) => [
      match(id, CS, 2, [
        [
          [100, 4, 0, 3],
          [200, 0, 4, 1],
        ],
        [
          [200, 4, 3, 2],
          [100, 3, 4, 2],
        ],
        [
          [200, 4, 3, 2],
          [100, 3, 4, 2],
        ],
      ]),
    ],
  },
  {
    // One game won each; 200 by 4-0, 100 by 4-3 with more kills.
    id: 22,
    mode: CS,
    rule: "round difference",
    order: [200, 100, 300],
    matches: (id) => [
      match(id, CS, 2, [
        [
          [100, 4, 3, 5],
          [300, 3, 4, 0],
        ],
      ]),
      match(id, CS, 3, [
        [
          [200, 4, 0, 1],
          [300, 0, 4, 0],
        ],
      ]),
    ],
  },
  {
    id: 23,
    mode: CS,
    rule: "kills",
    order: [200, 100, 300],
    matches: (id) => [
      match(id, CS, 2, [
        [
          [100, 4, 2, 2],
          [300, 2, 4, 0],
        ],
      ]),
      match(id, CS, 3, [
        [
          [200, 4, 2, 6],
          [300, 2, 4, 0],
        ],
      ]),
    ],
  },
  {
    id: 24,
    mode: CS,
    rule: "lower team id",
    order: [100, 200, 300],
    matches: (id) => [
      match(id, CS, 3, [
        [
          [200, 4, 2, 3],
          [300, 2, 4, 0],
        ],
      ]),
      match(id, CS, 2, [
        [
          [100, 4, 2, 3],
          [300, 2, 4, 0],
        ],
      ]),
    ],
  },
  {
    // 200 won a best-of-1; 100 lost two best-of-3s 1-2 to 300, winning two games to 200's one.
    id: 25,
    mode: CS,
    rule: "series won before games won",
    order: [300, 200, 100],
    matches: (id) => {
      const lostTwoToOne = (day: number) =>
        match(id, CS, day, [
          [
            [100, 4, 2, 1],
            [300, 2, 4, 0],
          ],
          [
            [100, 2, 4, 1],
            [300, 4, 2, 0],
          ],
          [
            [100, 2, 4, 1],
            [300, 4, 2, 0],
          ],
        ]);
      return [
        match(id, CS, 2, [
          [
            [200, 4, 2, 1],
            [300, 2, 4, 0],
          ],
        ]),
        lostTwoToOne(3),
        lostTwoToOne(4),
      ];
    },
  },
  {
    // A series won each: 200 by 2-0 on rounds 8-6 (+2), 100 by 2-1 on rounds 11-4 (+7).
    id: 26,
    mode: CS,
    rule: "game difference",
    order: [200, 100, 300],
    matches: (id) => [
      match(id, CS, 2, [
        [
          [200, 4, 3, 1],
          [300, 3, 4, 0],
        ],
        [
          [200, 4, 3, 1],
          [300, 3, 4, 0],
        ],
      ]),
      match(id, CS, 3, [
        [
          [100, 4, 0, 1],
          [300, 0, 4, 0],
        ],
        [
          [100, 3, 4, 1],
          [300, 4, 3, 0],
        ],
        [
          [100, 4, 0, 1],
          [300, 0, 4, 0],
        ],
      ]),
    ],
  },
  {
    // A best-of-2 at 1-1, drawn for both: 200 took more rounds (7-4).
    id: 27,
    mode: CS,
    rule: "round difference in a drawn series",
    order: [200, 100],
    matches: (id) => [
      match(id, CS, 2, [
        [
          [200, 4, 0, 1],
          [100, 0, 4, 1],
        ],
        [
          [100, 4, 3, 1],
          [200, 3, 4, 1],
        ],
      ]),
    ],
  },
];

function tieRun(): IngestFile {
  const base = smallRun(1);
  return {
    ...base,
    events: CASES.map(({ id, mode, rule }) => ({
      id,
      season_id: 1,
      name: `Tie by ${rule} (${mode === BR ? "BR" : "CS"})`,
      host_region: "SEA",
      mode: mode as 1 | 15,
      start_time: T0 + id * 60,
      end_time: T0 + 30 * DAY,
    })),
    teams: [...base.teams, { id: 300, name: "Third", region: "SEA", created_at: T0 - DAY, logo: null }],
    players: [...base.players, { id: 7001, name: "Dara" }, { id: 7002, name: "Eka" }],
    team_players: [
      ...base.team_players,
      { id: "7001_1", player_id: 7001, team_id: 300, name: "Dara", uids: [] },
      { id: "7002_1", player_id: 7002, team_id: 300, name: "Eka", uids: [] },
    ],
    matches: CASES.flatMap(({ id, matches }) => matches(id)),
  };
}

/** A server on a database holding only the tie run. */
async function startTieServer(engine: Engine): Promise<ApiServer> {
  const { db, test } = await openTestDb(engine);
  await ingestFiles(db, writeFiles({ "ties.json": tieRun() }));
  await db.close();
  const running = await serve(
    readConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: "0", DATABASE_URL: test.url, PORT: "0" }),
    undefined,
    { quiet: true, handleSignals: false },
  );
  return {
    url: running.url,
    client: await new ApiClient(running.url).init(),
    close: async () => {
      await running.app.close();
      await running.db.close();
      await test.drop();
    },
  };
}

const teamsOf = (answer: CallResponse<"standings">) => answer.events[0]?.standings.map((row) => row.team_id);

describe.each(ENGINES)("standings on %s", (engine) => {
  let ties: ApiServer;
  let demo: ApiServer;
  beforeAll(async () => {
    [ties, demo] = await Promise.all([startTieServer(engine), startApiServer(engine)]);
  });
  afterAll(async () => Promise.all([ties.close(), demo.close()]));

  it.each(CASES.map((c) => [c.mode === BR ? "battle royale" : "clash squad", c.rule, c] as const))(
    "%s: a tie is broken by %s",
    async (_mode, _rule, { id, order }) => {
      const answer = await ok(ties, "standings", { field: "event", event_id: id });
      expect(teamsOf(answer)).toEqual(order);
      expect(answer.events[0]?.standings.map((row) => row.rank)).toEqual(order.map((_, i) => i + 1));
    },
  );

  it("answers a battle-royale line in full, with each game's points", async () => {
    const answer = await ok(ties, "standings", { field: "event", event_id: 12 });
    expect(answer.events[0]).toMatchObject({ event_id: 12, mode: BR, event_name: "Tie by booyahs (BR)" });
    expect(answer.events[0]?.standings[1]).toEqual({
      rank: 2,
      team_id: 100,
      team_name: "Đội Rồng Vàng",
      games: 2,
      booyah: 0,
      placement_points: 9,
      kills: 11,
      kill_points: 11,
      total_score: 20,
      avg_placement: 2,
      matches_w_d_l: null,
      games_w_l: null,
      round_diff: null,
      game_points: [10, 10],
    });
  });

  it("answers a clash-squad line with the series and games won and lost", async () => {
    const answer = await ok(ties, "standings", { field: "event", event_id: 21 });
    expect(answer.events[0]?.standings[0]).toEqual({
      rank: 1,
      team_id: 200,
      team_name: "เสือดำ",
      games: 3,
      booyah: null,
      placement_points: null,
      kills: 5,
      kill_points: null,
      total_score: null,
      avg_placement: null,
      matches_w_d_l: "1-0-0",
      games_w_l: "2-1",
      round_diff: -2,
      game_points: [],
    });
  });

  it("answers a drawn series as drawn for both teams, W-D-L, whoever took more rounds", async () => {
    const answer = await ok(ties, "standings", { field: "event", event_id: 27 });
    expect(answer.events[0]?.standings.map((row) => [row.team_id, row.matches_w_d_l, row.games_w_l])).toEqual(
      [
        [200, "0-1-0", "1-1"],
        [100, "0-1-0", "1-1"],
      ],
    );
  });

  it("answers every event of a season, by start time, and nothing for an unknown id", async () => {
    const answer = await ok(ties, "standings", { field: "season", season_id: 1 });
    expect(answer.events.map((event) => event.event_id)).toEqual(CASES.map((c) => c.id));
    expect(await ok(ties, "standings", { field: "event", event_id: 99 })).toEqual({ events: [] });
  });

  it("refuses a body without the id its field needs", async () => {
    const answer = await ties.client.call("standings", { field: "season", event_id: 11 });
    expect(answer).toMatchObject({
      http: 400,
      code: "INVALID_BODY",
      msg: "season_id: is required for field season",
    });
  });

  it("ranks every demo event as the demo files do, its ties included", async () => {
    const demoGames = readDemo().games;
    const seasons = await Promise.all(
      [1001, 1002, 1003].map((season_id) => ok(demo, "standings", { field: "season", season_id })),
    );
    const events = seasons.flatMap((season) => season.events);
    expect(events).toHaveLength(12);
    for (const event of events) {
      const games = demoGames
        .filter((g) => g.match.event_id === event.event_id)
        .sort(
          (a, b) =>
            a.game.start_time - b.game.start_time ||
            a.match.games.indexOf(a.game) - b.match.games.indexOf(b.game),
        );
      const rows: TeamGame[] = games.flatMap(({ game, match }) =>
        game.teams.map((team) => ({
          ...team,
          single_match_id: game.id,
          match_id: match.id,
          mode: game.mode,
          kills: game.players.filter((p) => p.team_id === team.team_id).reduce((sum, p) => sum + p.kills, 0),
        })),
      );
      const expected = eventStandings(
        rows,
        games.map(({ game }) => game.id),
      );
      expect(
        event.standings.map((row) => [row.team_id, row.rank]),
        String(event.event_id),
      ).toEqual(expected.map((row) => [row.team_id, row.rank]));
    }
    // The demo's battle-royale tie (docs/statistics.md, Standings): event 10009, 117 points each, booyahs decide.
    const tied = events
      .find((event) => event.event_id === 10009)!
      .standings.filter((row) => row.total_score === 117);
    expect(tied.map((row) => [row.team_id, row.rank])).toEqual([
      [100032, 11],
      [100017, 12],
    ]);
    expect(tied[0]!.booyah).toBeGreaterThan(tied[1]!.booyah!);
    const line = (eventId: number, teamId: number) => {
      const row = events
        .find((event) => event.event_id === eventId)!
        .standings.find((r) => r.team_id === teamId)!;
      return [row.rank, row.matches_w_d_l, row.games_w_l, row.round_diff];
    };
    // Series first: in event 10010, 100032 won its one series; 100048 lost five, though it won 3 games.
    expect([line(10010, 100032), line(10010, 100048)]).toEqual([
      [4, "1-0-0", "2-1", 4],
      [8, "0-0-5", "3-9", -17],
    ]);
    // Event 10007's best-of-2 10000084 ended 1-1: a draw for 100020 and for 100017.
    expect([line(10007, 100020), line(10007, 100017)]).toEqual([
      [3, "2-1-1", "5-4", 1],
      [6, "0-1-2", "2-5", -8],
    ]);
  });
});

describe.each(ENGINES)("standings kept by ingest on %s", (engine) => {
  const live = useIngestingServer(engine, smallRun(2));

  const namesOf = async (fields: CallRequestInput<"standings">) =>
    (await ok(live.server, "standings", fields)).events.map((event) => [
      event.event_name,
      event.standings.map((row) => row.team_name),
    ]);

  it("a run that only renames a team and an event, and adds an event, shows them in the event's and season's", async () => {
    const event = { field: "event", event_id: 10 } as const;
    const season = { field: "season", season_id: 1 } as const;
    expect(await namesOf(event)).toEqual([["Spring Cup", ["Đội Rồng Vàng", "เสือดำ"]]]);
    const base = smallRun(0);
    await live.ingest({
      ...base,
      seasons: [],
      events: [
        { ...(base.events[0] as IngestFile["events"][number]), name: "Spring Cup Finals" },
        {
          ...(base.events[0] as IngestFile["events"][number]),
          id: 11,
          name: "Summer Cup",
          start_time: T0 + 40 * DAY,
          end_time: T0 + 60 * DAY,
        },
      ],
      teams: [{ id: 200, name: "Black Tiger", region: "", created_at: T0 - 300 * DAY, logo: null }],
      players: [],
      team_players: [],
      matches: [],
    });
    const renamed = ["Spring Cup Finals", ["Đội Rồng Vàng", "Black Tiger"]];
    // The server drops its cache when it sees the new data version (within a second on SQLite).
    await expect.poll(async () => namesOf(event), { timeout: 5000, interval: 100 }).toEqual([renamed]);
    expect(await namesOf(season)).toEqual([renamed, ["Summer Cup", []]]);
    expect(await namesOf({ field: "event", event_id: 11 })).toEqual([["Summer Cup", []]]);
  });
});

import { describe, expect, it } from "vitest";
import { PLAYER_COUNTERS, TEAM_COUNTERS, WEAPON_COUNTERS } from "../fields.ts";
import { DERIVED_FIELDS } from "../formulas.ts";
import { TABLES } from "./catalogue.ts";
import { OPERATION_KEY } from "./column.ts";
import { downloadColumns } from "./select.ts";
import { DATA_INFO, SKILL_TABLES } from "./stat-tables.ts";
import { tableToCsv } from "./to-csv.ts";

const FIELD_LABELS = new Map<string, string>(
  [...PLAYER_COUNTERS, ...TEAM_COUNTERS, ...WEAPON_COUNTERS, ...DERIVED_FIELDS].map((f) => [f.key, f.label]),
);
/** Row fields that carry a counter under the name docs/spec.md section 3 gives it. */
const ALIASES: Record<string, string> = { revival: "revive_teammate_times", rescue_members: "rescue_times" };

// docs/spec.md section 5: pre-selected and locked in the download dialog.
const ID_LABELS = [
  "Season ID",
  "Event ID",
  "Player ID",
  "Team ID",
  "TeamPlayer ID",
  "TeamPlayer Uid",
  "Match ID",
  "Weapon ID",
  "Skill ID",
  "Loadout ID",
  "Weapon",
  "Skill",
  "Loadout",
];

describe("the catalogue", () => {
  it("has one table per id", () => {
    const ids = TABLES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(TABLES)("$id: each label and each key once", (table) => {
    const labels = table.columns.map((c) => c.label);
    expect(new Set(labels).size).toBe(labels.length);
    const keys = table.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(TABLES)("$id: stat columns carry the label of their field", (table) => {
    for (const c of table.columns) {
      const field = ALIASES[c.key] ?? c.key;
      if (FIELD_LABELS.has(field)) expect(c.label, c.key).toBe(FIELD_LABELS.get(field));
    }
  });

  it("never spells a field's label for another row field", () => {
    const owner = new Map([...FIELD_LABELS].map(([key, label]) => [label, key]));
    for (const table of TABLES) {
      for (const c of table.columns) {
        const field = owner.get(c.label);
        if (field !== undefined) expect(ALIASES[c.key] ?? c.key, `${table.id} ${c.label}`).toBe(field);
      }
    }
  });

  it.each(TABLES)(
    "$id: the id columns of docs/spec.md section 5 are locked, the operation column is never downloaded",
    (table) => {
      for (const c of table.columns) {
        if (ID_LABELS.includes(c.label)) expect(c.idColumn, `${table.id} ${c.label}`).toBe(true);
        if (c.key === OPERATION_KEY) expect(c.download).toBe(false);
      }
    },
  );

  it("names data info average as the spec does", () => {
    expect(DATA_INFO.average.title).toBe("Data Info Average");
  });

  it("downloads data info with its sample, games and player-games, whatever columns are chosen", () => {
    for (const table of [DATA_INFO.total, DATA_INFO.average]) {
      const keys = downloadColumns(table, { chosen: ["kills"] }).map((c) => c.key);
      expect(keys).toEqual(["games", "player_games", "kills"]);
    }
  });

  it("reads every call's skill rows by docs/spec.md section 3's data-info names", () => {
    const keys = (columns: readonly { key: string }[]) => columns.map((c) => c.key);
    expect(keys(SKILL_TABLES.passive.columns)).toEqual([
      "skill_id",
      "skill",
      "pick_times",
      "pick_rate",
      "use_times",
      "avg",
      "info",
    ]);
  });

  it("marks the columns whose values can be negative as signed, so -1 there is a value, not missing", () => {
    const signed = TABLES.flatMap((table) =>
      table.columns.filter((c) => c.signed).map((c) => `${table.id}.${c.key}`),
    );
    expect(signed).toEqual(["standings.round_diff", "weapon_meta_change.change"]);
    const standings = TABLES.find((table) => table.id === "standings")!;
    const csv = tableToCsv(standings, [{ rank: 8, team_id: 100042, team_name: "Komodo", round_diff: -1 }], {
      mode: 15,
      chosen: ["round_diff"],
    });
    expect(csv.split("\r\n")[1]).toBe("8,100042,Komodo,-1");
  });
});

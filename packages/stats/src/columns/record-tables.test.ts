import { describe, expect, it } from "vitest";
import { columnLabel } from "./column.ts";
import { HEAD_TO_HEAD_COMPARE, HEAD_TO_HEAD_MATCHES, withSideNames } from "./record-tables.ts";
import { visibleColumns } from "./select.ts";

const keys = (columns: readonly { key: string }[]) => columns.map((c) => c.key);

describe("head-to-head reads as the pair's modes", () => {
  it("compares two battle royale teams without clash squad's Death, K/D and W-L", () => {
    const shown = keys(visibleColumns(HEAD_TO_HEAD_COMPARE, { modes: [1] }));
    expect(shown).toEqual(expect.arrayContaining(["total_score", "survival_score", "booyah", "kills"]));
    for (const key of ["death", "kd", "w_l"]) expect(shown).not.toContain(key);
  });

  it("compares two clash squad teams without battle royale's points, and bomb squad without deaths", () => {
    const clash = keys(visibleColumns(HEAD_TO_HEAD_COMPARE, { modes: [15] }));
    expect(clash).toEqual(expect.arrayContaining(["kills", "death", "kd", "w_l"]));
    for (const key of ["total_score", "survival_score", "booyah"]) expect(clash).not.toContain(key);
    const bomb = keys(visibleColumns(HEAD_TO_HEAD_COMPARE, { modes: [27] }));
    for (const key of ["death", "kd", "w_l", "total_score"]) expect(bomb).not.toContain(key);
  });

  it("shows what any of the pair's modes defines when they met in several", () => {
    const both = keys(visibleColumns(HEAD_TO_HEAD_COMPARE, { modes: [1, 15] }));
    expect(both).toEqual(expect.arrayContaining(["total_score", "death", "kd", "w_l"]));
  });

  it("names the two teams in the matches' headers, not 'Team A'", () => {
    const named = withSideNames(HEAD_TO_HEAD_MATCHES, ["Komodo", "Lynx"]);
    const labels = named.columns.map((c) => columnLabel(c));
    expect(labels).toEqual(
      expect.arrayContaining(["Komodo Score", "Lynx Score", "Komodo Placed Above", "Lynx Placed Above"]),
    );
    expect(labels.join(" ")).not.toMatch(/Team [AB]|\{/);
    // On screen the label is translated first, then named.
    const portuguese = (english: string) => english.replace("{team_a} Score", "Pontuação de {team_a}");
    expect(columnLabel(named.columns.find((c) => c.key === "a_score")!, portuguese)).toBe(
      "Pontuação de Komodo",
    );
  });
});

/**
 * The event page's Match List: every match of the event, sorted in the browser by the sortable columns;
 * each row opens the match detail, its weapon stats or its skill stats.
 */
import type { EventRow, MatchRow } from "@match-stats/contract";
import {
  type Column,
  EVENT_MATCHES,
  matchSkillKinds,
  OPERATION_KEY,
  visibleColumns,
} from "@match-stats/stats";
import { useState } from "react";
import { useLoaded } from "../../api/query.ts";
import { matchSkills, matchWeapons } from "../../blocks/data-info/match-breakdowns.ts";
import { SkillDialog } from "../../blocks/data-info/SkillDialog.tsx";
import { useScrollMemories } from "../../blocks/data-info/use-scroll-memories.ts";
import { WeaponDialog } from "../../blocks/data-info/WeaponDialog.tsx";
import { DownloadButton } from "../../blocks/downloads/DownloadButton.tsx";
import { ViewLink } from "../../blocks/info/ViewLink.tsx";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { RefreshButton } from "../../ui/RefreshButton.tsx";
import { type Sort, sortRows } from "../../ui/sort-rows.ts";
import { eventMatches } from "./event-lookups.ts";

type Breakdown = "weapon" | "skill";

export function EventMatches({ event }: { event: EventRow }) {
  const { t, label } = useT();
  const matches = useLoaded(eventMatches(event.event_id));
  const [sort, setSort] = useState<Sort | null>(null);
  const [opened, setOpened] = useState<{ kind: Breakdown; match: MatchRow } | null>(null);
  // Each match's dialogs reopen at the row they were left at.
  const scrollMemory = useScrollMemories();
  const scrollOf = (kind: Breakdown, match: MatchRow) => scrollMemory(`${kind}:${match.match_id}`);
  const table = EVENT_MATCHES;
  const rows = sortRows(matches.data ?? [], sort, table.columns);
  const title = label(table.title);

  const renderCell = (column: Column, row: MatchRow) => {
    if (column.key !== OPERATION_KEY) return undefined;
    return (
      <span className="row-actions">
        <ViewLink
          to="matchDetail"
          query={{ match_id: [row.match_id], season_id: row.season_id, event_id: row.event_id }}
          name={row.match_name}
        />
        <button
          type="button"
          className="link-button"
          aria-label={t("event.weaponStatsOf", { name: row.match_name })}
          onClick={() => setOpened({ kind: "weapon", match: row })}
        >
          {t("event.weaponStats")}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={t("event.skillStatsOf", { name: row.match_name })}
          onClick={() => setOpened({ kind: "skill", match: row })}
        >
          {t("event.skillStats")}
        </button>
      </span>
    );
  };

  return (
    <Panel
      title={title}
      actions={
        <>
          <RefreshButton
            name={title}
            onRefresh={() => {
              setSort(null);
              matches.refetch();
            }}
          />
          <DownloadButton source={{ table, rows }} disabled={rows.length === 0} />
        </>
      }
    >
      <DataTable
        label={title}
        columns={visibleColumns(table)}
        rows={rows}
        rowKey={(row) => String(row.match_id)}
        sort={sort}
        onSort={setSort}
        renderCell={renderCell}
        load={matches}
      />
      {opened && (
        <>
          <WeaponDialog
            open={opened.kind === "weapon"}
            onClose={() => setOpened(null)}
            query={matchWeapons({ match_ids: [opened.match.match_id] })}
            context={{ mode: opened.match.mode }}
            scrollMemory={scrollOf("weapon", opened.match)}
          />
          <SkillDialog
            open={opened.kind === "skill"}
            onClose={() => setOpened(null)}
            kinds={matchSkillKinds(opened.match.mode)}
            query={matchSkills({ match_ids: [opened.match.match_id] })}
            context={{ mode: opened.match.mode }}
            scrollMemory={scrollOf("skill", opened.match)}
          />
        </>
      )}
    </Panel>
  );
}

/**
 * The season page (docs/spec.md section 2 "Season page"): Season Info with its logo, downloadable alone or with
 * all the season's data; the season's Data Info; its events, each opening the event page; each event's
 * standings; and its weapon meta, with the weapons that rose and fell between two of its events.
 */
import type { EventRow, SeasonRow } from "@match-stats/contract";
import { SEASON_EVENTS, SEASON_INFO } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { downloadThisPage } from "../../api/calls/download-this-page.ts";
import { useLoaded } from "../../api/query.ts";
import { readId } from "../../app/query-ids.ts";
import { WeaponChange, WeaponPicks } from "../../blocks/charts/weapon-meta/WeaponMeta.tsx";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { DrillList } from "../../blocks/drilldown/DrillList.tsx";
import type { NamedListKind } from "../../blocks/drilldown/list-types.ts";
import { DetailScreen } from "../../blocks/info/DetailScreen.tsx";
import { InfoPanel } from "../../blocks/info/InfoPanel.tsx";
import { Logo } from "../../blocks/info/Logo.tsx";
import { LeadersTop } from "../../blocks/leaders/LeadersTop.tsx";
import { RecordsPanel } from "../../blocks/records/RecordsPanel.tsx";
import { Standings } from "../../blocks/standings/Standings.tsx";
import { useT } from "../../i18n/i18n.ts";
import { findSeason, seasonEvents } from "./season-lookups.ts";

export function SeasonPage() {
  const seasonId = readId(useSearchParams()[0], "season_id", true);
  // Another season is another screen: nothing of the last one carries over.
  return <SeasonScreen key={seasonId} seasonId={seasonId} />;
}

function SeasonScreen({ seasonId }: { seasonId: number }) {
  const { t } = useT();
  const season = useLoaded(findSeason(seasonId));
  return (
    <DetailScreen kind={t("kind.season")} id={seasonId} record={season} name={(row) => row.season_name}>
      {(row) => (
        <>
          <InfoPanel
            table={SEASON_INFO}
            row={row}
            media={<Logo src={row.logo} name={row.season_name} />}
            allData={() => downloadThisPage({ field: "season", season_id: seasonId })}
          />
          <DataInfo scope={{ field: "season", season_id: seasonId }} />
          <LeadersTop scope={{ seasonId }} />
          <SeasonEvents season={row} />
          <Standings scope={{ field: "season", season_id: seasonId }} named />
          <RecordsPanel scope={{ field: "season", season_id: seasonId }} />
          <WeaponPicks scope={{ field: "season", season_id: seasonId }} />
          <SeasonWeaponChange seasonId={seasonId} />
        </>
      )}
    </DetailScreen>
  );
}

/** The season page's events, each opening the event page. */
const SEASON_EVENT_ROWS: NamedListKind<EventRow> = {
  table: SEASON_EVENTS,
  key: (row) => String(row.event_id),
  name: (row) => row.event_name,
};

function SeasonEvents({ season }: { season: SeasonRow }) {
  const events = useLoaded(seasonEvents(season.season_id));
  return (
    <DrillList
      of={SEASON_EVENT_ROWS}
      list={events}
      open={(row) => ({ to: "eventMatch", query: { event_id: row.event_id } })}
    />
  );
}

/** Which weapons rose and fell between two of the season's events, once it has two. */
function SeasonWeaponChange({ seasonId }: { seasonId: number }) {
  const events = useLoaded(seasonEvents(seasonId)).data ?? [];
  return events.length >= 2 ? <WeaponChange events={events} /> : null;
}

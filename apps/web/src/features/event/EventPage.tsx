/**
 * The event page (docs/spec.md section 2 "Event page"): Event Info, downloadable alone or with all the event's
 * data; its standings and points race; the event's Data Info; its matches, sorted in the browser, each with
 * View and its weapon and skill stats; its records; and its weapon meta.
 */
import type { EventRow } from "@match-stats/contract";
import { EVENT_INFO, modeFamily } from "@match-stats/stats";
import { useSearchParams } from "react-router";
import { downloadThisPage } from "../../api/calls/download-this-page.ts";
import { pointsRaceQuery } from "../../api/calls/points-race.ts";
import { standingsQuery } from "../../api/calls/standings.ts";
import { useLoaded } from "../../api/query.ts";
import { readId } from "../../app/query-ids.ts";
import { PointsRace } from "../../blocks/charts/points-race/PointsRace.tsx";
import { WeaponPicks } from "../../blocks/charts/weapon-meta/WeaponMeta.tsx";
import { DataInfo } from "../../blocks/data-info/DataInfo.tsx";
import { DetailScreen } from "../../blocks/info/DetailScreen.tsx";
import { InfoPanel } from "../../blocks/info/InfoPanel.tsx";
import { LeadersTop } from "../../blocks/leaders/LeadersTop.tsx";
import { RecordsPanel } from "../../blocks/records/RecordsPanel.tsx";
import { Standings } from "../../blocks/standings/Standings.tsx";
import { useT } from "../../i18n/i18n.ts";
import { EventMatches } from "./EventMatches.tsx";
import { findEvent } from "./event-lookups.ts";

export function EventPage() {
  const eventId = readId(useSearchParams()[0], "event_id", true);
  // Another event is another screen: nothing of the last one carries over.
  return <EventScreen key={eventId} eventId={eventId} />;
}

function EventScreen({ eventId }: { eventId: number }) {
  const { t } = useT();
  const found = useLoaded(findEvent(eventId));
  // Standings and the points race sit above Data Info: the blocks wait for them too,
  // so they never push it down.
  const standings = useLoaded(standingsQuery({ field: "event", event_id: eventId }));
  const race = useLoaded(pointsRaceQuery({ field: "event", event_id: eventId }));
  const waiting = [standings, race].some((answer) => answer.data === undefined && !answer.error);
  const event = waiting ? { ...found, data: undefined, loading: true } : found;
  return (
    <DetailScreen kind={t("kind.event")} id={eventId} record={event} name={(row: EventRow) => row.event_name}>
      {(row) => (
        <>
          <InfoPanel
            table={EVENT_INFO}
            row={row}
            context={{ mode: row.mode }}
            allData={() => downloadThisPage({ field: "event", event_id: eventId })}
          />
          <Standings scope={{ field: "event", event_id: eventId }} />
          <PointsRace scope={{ field: "event", event_id: eventId }} />
          <DataInfo scope={{ field: "event", event_id: eventId }} context={{ mode: row.mode }} />
          <LeadersTop scope={{ eventId }} family={modeFamily(row.mode)} />
          <EventMatches event={row} />
          <RecordsPanel scope={{ field: "event", event_id: eventId }} family={modeFamily(row.mode)} />
          <WeaponPicks scope={{ field: "event", event_id: eventId }} context={{ mode: row.mode }} />
        </>
      )}
    </DetailScreen>
  );
}

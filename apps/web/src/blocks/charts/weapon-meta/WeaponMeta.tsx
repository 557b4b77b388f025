/**
 * Weapon meta (docs/statistics.md, "Weapon meta"): each weapon's pick rate in a season or an event, and on a
 * season's page which weapons rose and fell between two of its events. A bar opens the weapon's stats in the
 * same scope, in the Data Info block's weapon dialog.
 */
import type { CallRequestInput, EventRow, WeaponMeta } from "@match-stats/contract";
import {
  type ColumnContext,
  cellText,
  formatRate,
  PICK_RATE_CHANGE,
  WEAPON_META_CHANGE,
  WEAPON_META_PICKS,
  weaponChangeRows,
  weaponPickRows,
} from "@match-stats/stats";
import { useId, useState } from "react";
import { dataInfoQuery } from "../../../api/calls/data-info.ts";
import { weaponMetaQuery } from "../../../api/calls/weapon-meta.ts";
import { lookup, useLoaded } from "../../../api/query.ts";
import { useT } from "../../../i18n/i18n.ts";
import { WeaponDialog } from "../../data-info/WeaponDialog.tsx";
import { type Bar, BarChart } from "../BarChart.tsx";
import { ChartFrame } from "../ChartFrame.tsx";
import { changeBars, changeSummary, defaultChange, eventsByTime, pickBars } from "./weapon-bars.ts";

type Scope =
  | { readonly field: "season"; readonly season_id: number }
  | { readonly field: "event"; readonly event_id: number };

/** A weapon's stats in one scope: the Data Info block's weapon dialog, narrowed to that weapon. */
function WeaponOf({
  scope,
  weapon,
  context,
  onClose,
}: {
  scope: Scope;
  weapon: Bar | null;
  context?: ColumnContext;
  onClose: () => void;
}) {
  const only = <Row extends { readonly weapon_id: number }>(rows: readonly Row[]) =>
    rows.filter((row) => String(row.weapon_id) === weapon?.id);
  return (
    <WeaponDialog
      open={weapon !== null}
      onClose={onClose}
      query={lookup(dataInfoQuery(scope), (answer) => ({
        total: only(answer.weapon_total),
        average: only(answer.weapon_avg),
      }))}
      context={context}
    />
  );
}

const signedRate = (change: number): string =>
  `${change > 0 ? "+" : ""}${cellText(PICK_RATE_CHANGE, { change })}`;

/** The pick rate of every weapon of a season or an event. */
export function WeaponPicks({ scope, context }: { scope: Scope; context?: ColumnContext }) {
  const answer = useLoaded(weaponMetaQuery(scope));
  const { t } = useT();
  const [opened, setOpened] = useState<Bar | null>(null);
  const meta = answer.data;
  if (!meta || meta.weapons.length === 0) return null;
  const top = meta.weapons[0];
  const title = t("meta.title");
  return (
    <>
      <ChartFrame
        title={title}
        summary={t("meta.summary", {
          weapons: meta.weapons.length,
          top: top?.weapon_name ?? "",
          rate: formatRate(top?.pick_rate),
        })}
        table={{ table: WEAPON_META_PICKS, rows: weaponPickRows(meta), context }}
        rowKey={(row) => String(row.weapon_id)}
      >
        {({ svgRef }) => (
          <BarChart
            svgRef={svgRef}
            label={t("meta.label", { weapons: meta.weapons.length })}
            bars={pickBars(meta)}
            orientation="horizontal"
            format={formatRate}
            valueLabel={t("meta.axis.pickRate")}
            categoryLabel={t("meta.axis.weapon")}
            onSelect={setOpened}
          />
        )}
      </ChartFrame>
      <WeaponOf scope={scope} weapon={opened} context={context} onClose={() => setOpened(null)} />
    </>
  );
}

/** Which weapons rose and fell between two events of a season, two recent ones of one mode to begin with. */
export function WeaponChange({ events }: { events: readonly EventRow[] }) {
  const byTime = eventsByTime(events);
  const [picked, setPicked] = useState<{ from: number; to: number } | null>(null);
  const shown = picked ?? defaultChange(byTime);
  if (!shown) return null;
  const choose = (side: "from" | "to", id: number) => setPicked({ ...shown, [side]: id });
  return <ChangeChart events={byTime} from={shown.from} to={shown.to} onChoose={choose} />;
}

interface ChangeChartProps {
  readonly events: readonly EventRow[];
  readonly from: number;
  readonly to: number;
  readonly onChoose: (side: "from" | "to", eventId: number) => void;
}

function ChangeChart({ events, from, to, onChoose }: ChangeChartProps) {
  const { t } = useT();
  const ids = { from: useId(), to: useId() };
  const fields: CallRequestInput<"weapon_meta"> = { field: "change", from_event_id: from, to_event_id: to };
  const answer = useLoaded(weaponMetaQuery(fields));
  const [opened, setOpened] = useState<Bar | null>(null);
  const meta: WeaponMeta | undefined = answer.data;
  const summary = meta ? changeSummary(meta) : null;
  const title = t("meta.changeTitle");
  // The answer's own events name the bars: while another pair loads, the last answer stays shown.
  const shown = { from: meta?.change?.from.event_name ?? "", to: meta?.change?.to.event_name ?? "" };
  const text = !summary
    ? ""
    : [
        t("meta.changeSummary", {
          from: shown.from,
          to: shown.to,
          rising: summary.rising,
          falling: summary.falling,
        }),
        summary.rose
          ? t("meta.rose", { name: summary.rose.name, change: signedRate(summary.rose.change) })
          : "",
        summary.fell
          ? t("meta.fell", { name: summary.fell.name, change: signedRate(summary.fell.change) })
          : "",
      ]
        .filter(Boolean)
        .join(" ");
  // Each side offers every event but the other side's: the call refuses an event against itself.
  // A closed select cuts a long name to its width, so the chosen name is drawn over it as text that wraps,
  // and the select, transparent on top, still takes the taps and keys.
  const picker = (side: "from" | "to") => {
    const chosen = side === "from" ? from : to;
    return (
      <span className="chart-control chart-control-wide">
        <label htmlFor={ids[side]}>{t(side === "from" ? "meta.from" : "meta.to")}</label>
        <span className="chart-select">
          <span className="chart-select-text" aria-hidden="true">
            {events.find((event) => event.event_id === chosen)?.event_name}
          </span>
          <select
            id={ids[side]}
            value={chosen}
            onChange={(event) => onChoose(side, Number(event.target.value))}
          >
            {events
              .filter((event) => event.event_id !== (side === "from" ? to : from))
              .map((event) => (
                <option key={event.event_id} value={event.event_id}>
                  {event.event_name}
                </option>
              ))}
          </select>
        </span>
      </span>
    );
  };
  return (
    <>
      <ChartFrame
        title={title}
        summary={text}
        table={{ table: WEAPON_META_CHANGE, rows: meta ? weaponChangeRows(meta) : [] }}
        rowKey={(row) => String(row.weapon_id)}
        controls={
          <>
            {picker("from")}
            {picker("to")}
          </>
        }
      >
        {({ svgRef }) => (
          <BarChart
            svgRef={svgRef}
            label={t("meta.changeLabel", shown)}
            bars={meta ? changeBars(meta) : []}
            orientation="horizontal"
            format={signedRate}
            valueLabel={t("meta.axis.change")}
            categoryLabel={t("meta.axis.weapon")}
            onSelect={setOpened}
          />
        )}
      </ChartFrame>
      <WeaponOf scope={{ field: "event", event_id: to }} weapon={opened} onClose={() => setOpened(null)} />
    </>
  );
}

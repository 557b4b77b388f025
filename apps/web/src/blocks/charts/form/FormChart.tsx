/**
 * Form (docs/statistics.md, "Form"): a player's, team-player's or team's chosen statistic match by match
 * over its most recent matches of one mode family, with its rolling average over five. The statistic is any
 * of the Data Info block's (or the average placement), and the family battle royale or clash squad (never
 * both: docs/statistics.md "Mode families"), each chosen here and kept in the address.
 */
import type { CallRequestInput, FormAnswer } from "@match-stats/contract";
import {
  type Column,
  FORM_STATS,
  type FormMatch,
  formatValue,
  formRows,
  formStat,
  formTable,
} from "@match-stats/stats";
import { type ReactNode, useId } from "react";
import { FORM_STAT_PARAM, formQuery } from "../../../api/calls/form.ts";
import { useLoaded } from "../../../api/query.ts";
import { formatDay, useT } from "../../../i18n/i18n.ts";
import { useAddressParam } from "../../../ui/address-param.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { viewCell } from "../../info/ViewLink.tsx";
import { ModeFamilySwitch } from "../../mode-family/ModeFamilySwitch.tsx";
import { useModeFamily } from "../../mode-family/mode-family.ts";
import { ChartFrame } from "../ChartFrame.tsx";
import { LineChart } from "../LineChart.tsx";
import { seriesLook } from "../palette.ts";
import { formSeries, spansYears } from "./form-series.ts";

export function FormChart({ subject }: { subject: Omit<CallRequestInput<"form">, "stat" | "mode"> }) {
  const { t } = useT();
  const [chosen, setChosen] = useAddressParam(FORM_STAT_PARAM);
  const [family, setFamily] = useModeFamily();
  const asked = formStat(chosen);
  const answer = useLoaded(formQuery({ ...subject, stat: asked.key, mode: family }));
  if (!answer.data) return null;
  const familySwitch = <ModeFamilySwitch value={family} onChange={setFamily} />;
  // Fewer than two matches make no line: the other family may have them, so the switch stays.
  return answer.data.matches.length >= 2 ? (
    <FormPanel answer={answer.data} asked={asked} onAsk={setChosen} familySwitch={familySwitch} />
  ) : (
    <Panel title={t("form.title")}>
      {familySwitch}
      <p className="mode-family-none">{t("modes.none.form", { family: t(`modes.name.${family}`) })}</p>
    </Panel>
  );
}

interface FormPanelProps {
  readonly answer: FormAnswer;
  /** The statistic chosen, which the answer shown may not be of yet while it loads. */
  readonly asked: Column;
  readonly onAsk: (key: string) => void;
  readonly familySwitch: ReactNode;
}

function FormPanel({ answer, asked, onAsk, familySwitch }: FormPanelProps) {
  const { t, label } = useT();
  const selectId = useId();
  // The answer's own statistic names the chart: while another loads, the last answer stays shown.
  const stat = formStat(answer.stat);
  const matches: readonly FormMatch[] = answer.matches;
  const series = formSeries(matches);
  // "May 14, Jul 29" over two seasons reads as one summer: ticks carry the year when the span crosses one.
  const withYears = spansYears(matches.map((match) => match.start_time));
  const statName = label(stat.label);
  const format = (value: number) => formatValue(stat.format, value);
  const title = t("form.title");
  const summary = series.summary
    ? t("form.summary", {
        stat: statName,
        matches: series.summary.matches,
        mean: format(series.summary.mean),
        from: format(series.summary.from),
        to: format(series.summary.to),
      })
    : t("form.noValues", { stat: statName });
  const matchTitle = (x: number): string => {
    const match = matches[x];
    return match ? `${match.match_name}, ${match.event_name}, ${formatDay(match.start_time)}` : "";
  };
  const rolling = t("form.rolling");

  return (
    <ChartFrame
      title={title}
      summary={
        answer.total_matches > matches.length
          ? `${summary} ${t("form.recent", { shown: matches.length, total: answer.total_matches })}`
          : summary
      }
      legend={[
        { label: statName, look: seriesLook(0) },
        { label: rolling, look: seriesLook(0), dashed: true },
      ]}
      table={{ table: formTable(stat), rows: formRows(matches, stat) }}
      rowKey={(row) => String(row.match_id)}
      renderCell={viewCell((row) => ({
        to: "matchDetail",
        query: { match_id: [Number(row.match_id)] },
        name: String(row.match_name),
      }))}
      controls={
        <>
          {familySwitch}
          <span className="chart-control">
            <label htmlFor={selectId}>{t("form.statistic")}</label>
            <select id={selectId} value={asked.key} onChange={(event) => onAsk(event.target.value)}>
              {FORM_STATS.map((column) => (
                <option key={column.key} value={column.key}>
                  {label(column.label)}
                </option>
              ))}
            </select>
          </span>
        </>
      }
    >
      {({ svgRef, emphasis }) => (
        <LineChart
          svgRef={svgRef}
          label={t("form.label", { stat: statName, matches: matches.length })}
          xTicks={matches.map((match) => formatDay(match.start_time, withYears))}
          xTitle={matchTitle}
          xAxisLabel={t("form.axis.match")}
          yAxisLabel={statName}
          series={[
            { id: "value", label: statName, values: series.values },
            { id: "rolling", label: rolling, values: series.rolling, look: 0, derived: true },
          ]}
          format={format}
          emphasis={emphasis}
        />
      )}
    </ChartFrame>
  );
}

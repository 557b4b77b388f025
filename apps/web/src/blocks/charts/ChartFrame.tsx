/**
 * Every chart's frame: its title and a text summary, a Chart and Table switch (the table is the chart's
 * numbers through the column catalogue, downloadable as CSV like any table), a legend that picks a series
 * out, and PNG and SVG downloads of the picture.
 */
import { type Column, type CsvRow, safeFileName, visibleColumns } from "@match-stats/stats";
import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { useT } from "../../i18n/i18n.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Panel } from "../../ui/Panel.tsx";
import { saveFile, saveText } from "../../ui/save-file.ts";
import { TabPanel, Tabs } from "../../ui/Tabs.tsx";
import { DownloadButton } from "../downloads/DownloadButton.tsx";
import type { DownloadSource } from "../downloads/download-source.ts";
import { MarkerSwatch } from "./Marker.tsx";
import type { SeriesLook } from "./palette.ts";
import "./charts.css";

export interface LegendEntry {
  readonly label: string;
  readonly look: SeriesLook;
  /** A derived line (a rolling average), drawn dashed. */
  readonly dashed?: boolean;
}

export interface ChartParts {
  readonly svgRef: RefObject<SVGSVGElement | null>;
  /** The series the legend picks out, by its place in the legend. */
  readonly emphasis: number | null;
}

interface ChartFrameProps<Row extends CsvRow> {
  readonly title: string;
  /** One or two sentences saying what the chart shows, read before it. */
  readonly summary: string;
  readonly legend?: readonly LegendEntry[];
  readonly table: DownloadSource & { readonly rows: readonly Row[] };
  readonly rowKey: (row: Row, index: number) => string;
  readonly renderCell?: (column: Column, row: Row) => ReactNode | undefined;
  /** Controls above the chart (the counter of a form chart). */
  readonly controls?: ReactNode;
  readonly children: (parts: ChartParts) => ReactNode;
}

type View = "chart" | "table";

export function ChartFrame<Row extends CsvRow>({
  title,
  summary,
  legend = [],
  table,
  rowKey,
  renderCell,
  controls,
  children,
}: ChartFrameProps<Row>) {
  const { t, label } = useT();
  const idPrefix = useId();
  const [view, setView] = useState<View>("chart");
  const [emphasis, setEmphasis] = useState<number | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const empty = table.rows.length === 0;

  const saveImage = async (kind: "svg" | "png") => {
    const svg = svgRef.current;
    if (!svg) return;
    const { standaloneSvg, svgToPng } = await import("./export-image.ts");
    const text = standaloneSvg(svg, title);
    const name = `${safeFileName(title)}.${kind}`;
    if (kind === "svg") saveText(text, name, "image/svg+xml");
    else saveFile(await svgToPng(text), name);
  };

  return (
    <Panel title={title} actions={<DownloadButton source={table} disabled={empty} />}>
      <figure className="chart-frame">
        <figcaption className="chart-summary">{summary}</figcaption>
        {(!empty || controls) && (
          <div className="chart-toolbar">
            {!empty && (
              <Tabs
                label={t("chart.views", { name: title })}
                tabs={[
                  { id: "chart", label: t("chart.view.chart") },
                  { id: "table", label: t("chart.view.table") },
                ]}
                value={view}
                onChange={setView}
                idPrefix={idPrefix}
              />
            )}
            {controls}
            {!empty && view === "chart" && (
              <div className="chart-images">
                {(["png", "svg"] as const).map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    className="button button-small"
                    aria-label={t("chart.download", { name: title, kind: kind.toUpperCase() })}
                    onClick={() => void saveImage(kind)}
                  >
                    {kind.toUpperCase()}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
        {!empty && (
          <TabPanel idPrefix={idPrefix} value={view}>
            {view === "chart" ? (
              <>
                {children({ svgRef, emphasis })}
                {legend.length > 0 && (
                  <ul className="chart-legend" aria-label={t("chart.legend")}>
                    {legend.map((entry, index) => (
                      <li key={entry.label}>
                        <button
                          type="button"
                          className="chart-legend-entry"
                          aria-pressed={emphasis === index}
                          onClick={() => setEmphasis(emphasis === index ? null : index)}
                        >
                          <MarkerSwatch
                            shape={entry.look.marker}
                            colour={entry.look.colour}
                            dashed={entry.dashed}
                          />
                          {entry.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <DataTable
                label={label(table.table.title)}
                columns={visibleColumns(table.table, table.context ?? {})}
                rows={table.rows}
                rowKey={rowKey}
                renderCell={renderCell}
              />
            )}
          </TabPanel>
        )}
      </figure>
    </Panel>
  );
}

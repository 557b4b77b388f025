/**
 * What a chart shows at one x: every series' value there, highest first, the pointed series picked out. A
 * box beside the rule (flipped to its left past the middle); it repeats what the table view holds, so
 * screen readers get it from each point's own label and the table instead.
 */
import { MarkerSwatch } from "./Marker.tsx";
import type { SeriesLook } from "./palette.ts";

export interface TooltipRow {
  readonly label: string;
  readonly value: number | null;
  readonly look: SeriesLook;
  readonly marked: boolean;
  readonly active: boolean;
  readonly derived: boolean;
}

interface ChartTooltipProps {
  readonly title: string;
  /** The x of the rule, in the chart's pixels. */
  readonly left: number;
  readonly width: number;
  readonly rows: readonly TooltipRow[];
  readonly format: (value: number) => string;
  readonly markLabel?: string;
}

/** More rows than this would cover the chart: the top ones, and the pointed one wherever it ranks. */
const MAX_ROWS = 10;
const OFFSET = 12;

export function ChartTooltip({ title, left, width, rows, format, markLabel }: ChartTooltipProps) {
  const ranked = rows
    .filter((row): row is TooltipRow & { value: number } => row.value !== null)
    .sort((a, b) => b.value - a.value);
  const shown = ranked.filter((row, index) => index < MAX_ROWS || row.active);
  const flip = left > width / 2;
  return (
    <div
      className="chart-tooltip"
      aria-hidden="true"
      style={flip ? { right: width - left + OFFSET } : { left: left + OFFSET }}
    >
      <p className="chart-tooltip-title">{title}</p>
      <ul>
        {shown.map((row) => (
          <li key={`${row.label}-${row.derived}`} className={row.active ? "chart-tooltip-active" : undefined}>
            <MarkerSwatch shape={row.look.marker} colour={row.look.colour} dashed={row.derived} />
            <span className="chart-tooltip-label">{row.label}</span>
            <span className="chart-tooltip-value">{format(row.value)}</span>
            {row.marked && markLabel && <span className="chart-tooltip-mark">{markLabel}</span>}
          </li>
        ))}
        {ranked.length > shown.length && (
          <li className="chart-tooltip-more">+{ranked.length - shown.length}</li>
        )}
      </ul>
    </div>
  );
}

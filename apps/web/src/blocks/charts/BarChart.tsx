/**
 * Bars, one per category, drawn with visx as the page's own SVG: horizontal with the names beside them
 * (weapons: long names, many rows), or vertical over a short ordered axis (placements 1st to 12th). Every
 * bar carries its value as text, so nothing is read from colour or length alone; a change chart's falls are
 * drawn left of zero in a second colour and signed. One tab stop, the arrow keys walk the bars, Enter
 * opens what a bar stands for where the chart offers it.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { ChartArea } from "./ChartArea.tsx";
import { AXIS_LOOK, tickStep, X_TICKS } from "./chart-layout.ts";
import { chartHeight } from "./LineChart.tsx";
import { SERIES_COLOURS } from "./palette.ts";

export interface Bar {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

interface BarChartProps {
  /** The chart's accessible name. */
  readonly label: string;
  readonly bars: readonly Bar[];
  readonly orientation: "horizontal" | "vertical";
  /** The value as written beside its bar and in its spoken label. */
  readonly format: (value: number) => string;
  readonly valueLabel: string;
  readonly categoryLabel: string;
  /** Opens what a bar stands for (a weapon's dialog); without it bars are only read. */
  readonly onSelect?: (bar: Bar) => void;
  readonly svgRef?: RefObject<SVGSVGElement | null>;
}

/** Room per bar of a horizontal chart, and for its names. */
const ROW_HEIGHT = 26;
const NAME_WIDTH = 120;
const PHONE_NAME_WIDTH = 92;
const VALUE_ROOM = 64;
const MARGIN = { top: 10, bottom: 42 };

export function BarChart(props: BarChartProps) {
  const height = (width: number) =>
    props.orientation === "horizontal"
      ? props.bars.length * ROW_HEIGHT + MARGIN.top + MARGIN.bottom
      : chartHeight(width);
  return <ChartArea height={height}>{(size) => <Bars {...props} {...size} />}</ChartArea>;
}

function Bars({
  label,
  bars,
  orientation,
  format,
  valueLabel,
  categoryLabel,
  onSelect,
  svgRef,
  width,
  height,
}: BarChartProps & { width: number; height: number }) {
  const [focusable, setFocusable] = useState(0);
  const moved = useRef(false);
  const plot = useRef<SVGGElement>(null);
  const horizontal = orientation === "horizontal";
  const nameWidth = horizontal ? (width < 480 ? PHONE_NAME_WIDTH : NAME_WIDTH) : 44;
  const inner = {
    width: Math.max(40, width - nameWidth - (horizontal ? VALUE_ROOM : 12)),
    height: height - MARGIN.top - MARGIN.bottom,
  };
  const values = bars.map((bar) => bar.value);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const value = scaleLinear<number>({
    domain: [low, high === low ? 1 : high],
    // A fall's value is written left of its bar: room for it before the longest.
    range: horizontal ? [low < 0 ? VALUE_ROOM : 0, inner.width] : [inner.height, 0],
    nice: true,
  });
  const band = scaleBand<string>({
    domain: bars.map((bar) => bar.id),
    range: horizontal ? [0, inner.height] : [0, inner.width],
    padding: 0.25,
  });
  const zero = value(0);
  const barBox = (bar: Bar) => {
    const at = band(bar.id) ?? 0;
    const end = value(bar.value);
    return horizontal
      ? { x: Math.min(zero, end), y: at, width: Math.abs(end - zero), height: band.bandwidth() }
      : { x: at, y: Math.min(zero, end), width: band.bandwidth(), height: Math.abs(end - zero) };
  };
  const nameOf = new Map(bars.map((bar) => [bar.id, bar.label]));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    plot.current?.querySelector<SVGElement>(`[data-bar="${focusable}"]`)?.focus();
  }, [focusable]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? bars.length - 1
          : step === undefined
            ? undefined
            : Math.min(bars.length - 1, Math.max(0, focusable + step));
    if (next !== undefined) {
      event.preventDefault();
      moved.current = true;
      setFocusable(next);
    } else if ((event.key === "Enter" || event.key === " ") && onSelect) {
      const bar = bars[focusable];
      if (!bar) return;
      event.preventDefault();
      onSelect(bar);
    }
  };

  return (
    <svg
      ref={svgRef}
      className="chart-svg"
      width={width}
      height={height}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <Group left={nameWidth} top={MARGIN.top} innerRef={plot}>
        {horizontal ? (
          <>
            <AxisLeft
              scale={band}
              tickValues={bars.map((bar) => bar.id)}
              tickFormat={(id) => shorten(nameOf.get(id) ?? "", width < 480 ? 12 : 16)}
              hideTicks
              {...AXIS_LOOK}
            />
            <AxisBottom
              top={inner.height}
              scale={value}
              numTicks={Math.max(2, Math.floor(inner.width / 80))}
              tickFormat={(tick) => format(Number(tick))}
              label={valueLabel}
              {...AXIS_LOOK}
            />
          </>
        ) : (
          <>
            <AxisLeft
              scale={value}
              numTicks={5}
              tickFormat={(tick) => format(Number(tick))}
              label={valueLabel}
              {...AXIS_LOOK}
            />
            <AxisBottom
              top={inner.height}
              scale={band}
              tickValues={bars
                .map((bar) => bar.id)
                .filter((_id, index) => index % tickStep(bars.length, inner.width) === 0)}
              tickFormat={(id) => nameOf.get(id) ?? ""}
              label={categoryLabel}
              {...AXIS_LOOK}
              {...X_TICKS}
            />
          </>
        )}
        {bars.map((bar, index) => {
          const common = {
            "data-bar": index,
            ...barBox(bar),
            fill: bar.value >= 0 ? SERIES_COLOURS[0] : SERIES_COLOURS[1],
            "aria-label": `${bar.label}: ${format(bar.value)}`,
            tabIndex: index === focusable ? 0 : -1,
            onFocus: () => setFocusable(index),
          };
          return onSelect ? (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
            <rect
              key={bar.id}
              className="chart-bar chart-bar-link"
              role="button"
              onClick={() => onSelect(bar)}
              {...common}
            />
          ) : (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable shape that is read, not pressed
            <rect key={bar.id} className="chart-bar" role="img" {...common} />
          );
        })}
        {/* Each bar's value as text, which its own label already speaks. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of text, nothing in it takes focus */}
        <g aria-hidden="true">
          {bars.map((bar) => {
            const at = band(bar.id) ?? 0;
            const end = value(bar.value);
            const rising = bar.value >= 0;
            return (
              <text
                key={bar.id}
                className="chart-bar-value"
                x={horizontal ? (rising ? end + 6 : end - 6) : at + band.bandwidth() / 2}
                y={horizontal ? at + band.bandwidth() / 2 : (rising ? end : end + 14) - 4}
                textAnchor={horizontal ? (rising ? "start" : "end") : "middle"}
                dominantBaseline={horizontal ? "middle" : "auto"}
              >
                {format(bar.value)}
              </text>
            );
          })}
        </g>
        {low < 0 && (
          <line
            className="chart-zero"
            x1={horizontal ? zero : 0}
            x2={horizontal ? zero : inner.width}
            y1={horizontal ? 0 : zero}
            y2={horizontal ? inner.height : zero}
          />
        )}
      </Group>
    </svg>
  );
}

const shorten = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

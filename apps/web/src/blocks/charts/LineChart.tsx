/**
 * A line per series over ordered x positions (games, matches), drawn with visx as the page's own SVG, so it
 * follows the theme's CSS and the strict CSP and is in the in-app screenshot. Every point is focusable (one
 * tab stop, arrows walk the points, point-walk.ts); hovering or focusing an x shows every series' value there.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { ChartArea } from "./ChartArea.tsx";
import { ChartTooltip } from "./ChartTooltip.tsx";
import { AXIS_LOOK, endLabelPositions, tickStep, X_TICKS } from "./chart-layout.ts";
import { Marker } from "./Marker.tsx";
import { type SeriesLook, seriesLook } from "./palette.ts";
import { firstPoint, nextPoint, type PointRef } from "./point-walk.ts";

export interface ChartSeries {
  readonly id: string;
  readonly label: string;
  /** The value at each x; null where the series has no point. */
  readonly values: readonly (number | null)[];
  /** Where it has a point of its own (a game the team played); by default wherever it has a value. */
  readonly points?: readonly boolean[];
  /** Which colour and marker it takes; by default its place in the list. */
  readonly look?: number;
  /** A derived line (a rolling average): dashed, and its points not focusable. */
  readonly derived?: boolean;
}

export interface LineChartProps {
  /** The plot's accessible name. */
  readonly label: string;
  /** A short label per x for the axis (G1, G2, ...). */
  readonly xTicks: readonly string[];
  /** The full name of an x, for the tooltip and each point's spoken label. */
  readonly xTitle: (x: number) => string;
  readonly xAxisLabel: string;
  readonly yAxisLabel: string;
  readonly series: readonly ChartSeries[];
  readonly format: (value: number) => string;
  /** Points drawn with a ring and named in the tooltip (the leader after each game). */
  readonly marked?: (series: number, x: number) => boolean;
  readonly markLabel?: string;
  /** The series drawn on top and the others dimmed (a legend entry pointed at). */
  readonly emphasis?: number | null;
  /** The SVG, for the image downloads. */
  readonly svgRef?: RefObject<SVGSVGElement | null>;
  /** Smaller is better (a place): 1 at the top. */
  readonly lowerIsBetter?: boolean;
}

const HEIGHT = 320;
const PHONE_HEIGHT = 260;
const PHONE_WIDTH = 480;
const MARGIN = { top: 14, left: 52, bottom: 46 };
const END_LABEL_WIDTH = 132;
/** End labels only where they fit and stay few enough to read. */
const MAX_END_LABELS = 16;

export const chartHeight = (width: number): number => (width < PHONE_WIDTH ? PHONE_HEIGHT : HEIGHT);

export const LineChart = (props: LineChartProps) => (
  <ChartArea height={chartHeight}>{(size) => <Plot {...props} {...size} />}</ChartArea>
);

function Plot({
  label,
  xTicks,
  xTitle,
  xAxisLabel,
  yAxisLabel,
  series,
  format,
  marked = () => false,
  markLabel,
  emphasis = null,
  svgRef,
  lowerIsBetter = false,
  width,
  height,
}: LineChartProps & { width: number; height: number }) {
  // The points a visitor can focus: a derived line has none, a running total none where it only carries on.
  const values = series.map((line) =>
    line.derived ? [] : line.values.map((value, x) => (line.points?.[x] === false ? null : value)),
  );
  const [focusable, setFocusable] = useState<PointRef | undefined>(() => firstPoint(values));
  const [active, setActive] = useState<PointRef | null>(null);
  const [hoverX, setHoverX] = useState<number | null>(null);
  const moved = useRef(false);
  const plot = useRef<SVGGElement>(null);

  const endLabels = width >= PHONE_WIDTH && series.filter((line) => !line.derived).length <= MAX_END_LABELS;
  const inner = {
    width: Math.max(40, width - MARGIN.left - (endLabels ? END_LABEL_WIDTH : 18)),
    height: height - MARGIN.top - MARGIN.bottom,
  };
  const xs = xTicks.map((_tick, index) => index);
  const x = scalePoint<number>({ domain: xs, range: [0, inner.width], padding: 0.5 });
  const all = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const y = scaleLinear<number>({
    domain: [Math.min(lowerIsBetter ? 1 : 0, ...all), Math.max(lowerIsBetter ? 2 : 1, ...all)],
    range: lowerIsBetter ? [0, inner.height] : [inner.height, 0],
    nice: true,
  });
  const at = (index: number): number => x(index) ?? 0;
  const step = tickStep(xs.length, inner.width, Math.max(0, ...xTicks.map((tick) => tick.length)));
  // Markers shrink where games crowd together (an event of forty games on a phone).
  const markerSize = Math.min(4, Math.max(2, x.step() / 3));
  const looks: SeriesLook[] = series.map((line, index) => seriesLook(line.look ?? index));

  useEffect(() => {
    if (!moved.current || !focusable) return;
    moved.current = false;
    plot.current?.querySelector<SVGElement>(`[data-point="${focusable.series}-${focusable.x}"]`)?.focus();
  }, [focusable]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!focusable) return;
    const next = nextPoint(values, focusable, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocusable(next);
    setActive(next);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const offset = event.clientX - event.currentTarget.getBoundingClientRect().left - MARGIN.left;
    const index = Math.round((offset - at(0)) / Math.max(1, x.step()));
    setHoverX(Math.min(xs.length - 1, Math.max(0, index)));
  };

  const shownX = active?.x ?? hoverX;
  const pointLabel = (seriesIndex: number, index: number, value: number): string =>
    [
      series[seriesIndex]?.label,
      `${xTitle(index)}: ${format(value)}`,
      marked(seriesIndex, index) ? markLabel : null,
    ]
      .filter(Boolean)
      .join(", ");
  const dimmed = (index: number) => emphasis !== null && emphasis !== index && active?.series !== index;
  const order = series
    .map((_line, index) => index)
    .sort((a, b) => Number(a === emphasis) - Number(b === emphasis));

  return (
    <>
      <svg
        ref={svgRef}
        className="chart-svg"
        width={width}
        height={height}
        aria-label={label}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerDown={onPointerMove}
        onPointerLeave={() => setHoverX(null)}
      >
        <Group left={MARGIN.left} top={MARGIN.top} innerRef={plot}>
          <AxisLeft
            scale={y}
            numTicks={inner.height < 220 ? 4 : 6}
            tickFormat={(value) => format(Number(value))}
            label={yAxisLabel}
            {...AXIS_LOOK}
          />
          <AxisBottom
            top={inner.height}
            scale={x}
            tickValues={xs.filter((index) => index % step === 0)}
            tickFormat={(index) => xTicks[index] ?? ""}
            label={xAxisLabel}
            {...AXIS_LOOK}
            {...X_TICKS}
          />
          {shownX !== null && (
            <line className="chart-rule" x1={at(shownX)} x2={at(shownX)} y1={0} y2={inner.height} />
          )}
          <rect className="chart-hover" width={inner.width} height={inner.height} />
          {order.map((index) => {
            const line = series[index];
            const look = looks[index];
            if (!line || !look) return null;
            return (
              <g
                key={line.id}
                className={`chart-series${dimmed(index) ? " chart-dimmed" : ""}${index === emphasis ? " chart-emphasis" : ""}`}
                stroke={look.colour}
                fill={look.colour}
              >
                <LinePath
                  className={line.derived ? "chart-line chart-line-derived" : "chart-line"}
                  data={xs}
                  x={at}
                  y={(index_) => y(line.values[index_] ?? 0)}
                  defined={(index_) => line.values[index_] != null}
                />
                {!line.derived &&
                  xs.map((pointX) => {
                    const value = values[index]?.[pointX];
                    if (value == null) return null;
                    const isFocusable = focusable?.series === index && focusable.x === pointX;
                    return (
                      <Marker
                        key={pointX}
                        data-point={`${index}-${pointX}`}
                        className={marked(index, pointX) ? "chart-point chart-marked" : "chart-point"}
                        shape={look.marker}
                        x={at(pointX)}
                        y={y(value)}
                        size={marked(index, pointX) ? markerSize + 2 : markerSize}
                        role="img"
                        aria-label={pointLabel(index, pointX, value)}
                        tabIndex={isFocusable ? 0 : -1}
                        onFocus={() => {
                          setFocusable({ series: index, x: pointX });
                          setActive({ series: index, x: pointX });
                        }}
                        onBlur={() => setActive(null)}
                      />
                    );
                  })}
              </g>
            );
          })}
          {active && series[active.series]?.values[active.x] != null && (
            <circle
              className="chart-focus-ring"
              cx={at(active.x)}
              cy={y(series[active.series]?.values[active.x] ?? 0)}
              r={10}
            />
          )}
          {endLabels &&
            endLabelPositions(
              series
                .map((line) => (line.derived ? null : lastValue(line.values)))
                .map((value) => (value === null ? null : y(value))),
              inner.height,
            ).map(({ index, y: labelY }) => {
              const line = series[index];
              return (
                <text
                  key={line?.id}
                  className={`chart-end-label${dimmed(index) ? " chart-dimmed" : ""}`}
                  x={inner.width + 8}
                  y={labelY}
                  fill={looks[index]?.colour}
                  dominantBaseline="middle"
                >
                  {shorten(line?.label ?? "")}
                </text>
              );
            })}
        </Group>
      </svg>
      {shownX !== null && (
        <ChartTooltip
          title={xTitle(shownX)}
          left={MARGIN.left + at(shownX)}
          width={width}
          rows={series.map((line, index) => ({
            label: line.label,
            value: line.values[shownX] ?? null,
            look: looks[index] ?? seriesLook(index),
            marked: marked(index, shownX),
            active: active?.series === index,
            derived: line.derived === true,
          }))}
          format={format}
          markLabel={markLabel}
        />
      )}
    </>
  );
}

const lastValue = (values: readonly (number | null)[]): number | null =>
  values.findLast((value) => value !== null) ?? null;

const MAX_LABEL_CHARS = 16;
const shorten = (text: string): string =>
  text.length <= MAX_LABEL_CHARS ? text : `${text.slice(0, MAX_LABEL_CHARS - 1)}…`;

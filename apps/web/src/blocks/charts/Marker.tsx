/** A series' marker: its shape drawn at a point, so a series is known by shape as well as colour. */
import type { SVGProps } from "react";
import type { MarkerShape } from "./palette.ts";

/** Each shape as a path of radius 1 around the origin, scaled by the marker's size. */
const SHAPES: Readonly<Record<MarkerShape, string>> = {
  circle: "M1 0A1 1 0 1 1-1 0A1 1 0 1 1 1 0Z",
  square: "M-0.85-0.85H0.85V0.85H-0.85Z",
  triangle: "M0-1.1L1 0.75H-1Z",
  diamond: "M0-1.2L1.1 0L0 1.2L-1.1 0Z",
  cross: "M-0.35-1H0.35V-0.35H1V0.35H0.35V1H-0.35V0.35H-1V-0.35H-0.35Z",
  star: "M0-1.15L0.34-0.37L1.1-0.36L0.5 0.17L0.68 1L0 0.55L-0.68 1L-0.5 0.17L-1.1-0.36L-0.34-0.37Z",
};

interface MarkerProps extends Omit<SVGProps<SVGPathElement>, "d" | "transform"> {
  readonly shape: MarkerShape;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export const Marker = ({ shape, x, y, size, ...rest }: MarkerProps) => (
  <path
    d={SHAPES[shape]}
    transform={`translate(${x} ${y}) scale(${size})`}
    vectorEffect="non-scaling-stroke"
    {...rest}
  />
);

/** The marker alone in a small box, for the legend and the tooltip; a derived line's is its dashes alone. */
export const MarkerSwatch = ({
  shape,
  colour,
  dashed = false,
}: {
  shape: MarkerShape;
  colour: string;
  dashed?: boolean;
}) => (
  <svg
    className="chart-swatch"
    viewBox="-8 -8 16 16"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <line
      x1="-8"
      x2="8"
      y1="0"
      y2="0"
      stroke={colour}
      strokeWidth="2"
      strokeDasharray={dashed ? "4 2" : undefined}
    />
    {!dashed && <Marker shape={shape} x={0} y={0} size={4.5} fill={colour} />}
  </svg>
);

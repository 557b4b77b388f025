/**
 * The box a chart draws in: as wide as its block, measured (visx's useParentSize), and as high as the chart
 * asks for that width; drawn empty at that height until measured, so nothing below it moves.
 */
import { useParentSize } from "@visx/responsive";
import type { ReactNode } from "react";

interface ChartAreaProps {
  readonly height: (width: number) => number;
  readonly children: (size: { width: number; height: number }) => ReactNode;
}

export function ChartArea({ height, children }: ChartAreaProps) {
  const { parentRef, width } = useParentSize({ ignoreDimensions: ["height", "top", "left"] });
  const size = { width, height: height(width) };
  return (
    <div className="chart-area" ref={parentRef} style={{ minHeight: size.height }}>
      {width > 0 && children(size)}
    </div>
  );
}

/**
 * The box a chart draws in: as wide as its block, measured (visx's useParentSize), and as high as the chart
 * asks for that width; drawn empty at that height until measured, so nothing below it moves. Once drawn it
 * stays drawn: a block measured at no width for a moment (a window squeezed to nothing, a full-page capture)
 * keeps its last width, so the chart keeps its focused point and its state instead of being built anew.
 */
import { useParentSize } from "@visx/responsive";
import { type ReactNode, useState } from "react";

interface ChartAreaProps {
  readonly height: (width: number) => number;
  readonly children: (size: { width: number; height: number }) => ReactNode;
}

export function ChartArea({ height, children }: ChartAreaProps) {
  const { parentRef, width: measured } = useParentSize({ ignoreDimensions: ["height", "top", "left"] });
  // Set while rendering, as React's "information from previous renders" pattern: no extra frame drawn.
  const [width, setWidth] = useState(0);
  if (measured > 0 && measured !== width) setWidth(measured);
  const size = { width, height: height(width) };
  return (
    <div className="chart-area" ref={parentRef} style={{ minHeight: size.height }}>
      {width > 0 && children(size)}
    </div>
  );
}

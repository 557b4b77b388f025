/** Where a chart's words go so they stay readable: x ticks thinned to fit, end labels kept apart. */
import { TickLabel } from "./TickLabel.tsx";

/**
 * The classes every axis of a chart takes, so its lines and words are drawn in the theme's colours, and its
 * tick labels drawn without measuring them.
 */
export const AXIS_LOOK = {
  axisClassName: "chart-axis",
  labelClassName: "chart-axis-label",
  tickLabelProps: { className: "chart-tick" },
  tickComponent: TickLabel,
} as const;

/** What an x axis's tick labels add to AXIS_LOOK: a class the browser suites find them by. */
export const X_TICKS = { tickLabelProps: { className: "chart-tick chart-tick-x" } } as const;

/** The least room an x tick label needs, and what each character adds (11 px text). */
const TICK_WIDTH = 44;
const CHAR_WIDTH = 7;
/** Line height of an end label. */
const LABEL_GAP = 14;

/** Label every n-th x, so the labels shown (the longest `chars` long) fit the width. */
export const tickStep = (count: number, width: number, chars = 0): number =>
  Math.max(
    1,
    Math.ceil(count / Math.max(1, Math.floor(width / Math.max(TICK_WIDTH, chars * CHAR_WIDTH + 12)))),
  );

/**
 * Each series' label beside its last point, moved apart where they would overlap: in order of height, each
 * label at least a line below the one above, then the stack lifted back if it runs past the bottom.
 */
export function endLabelPositions(
  ys: readonly (number | null)[],
  height: number,
): { index: number; y: number }[] {
  const placed = ys
    .map((y, index) => ({ index, y }))
    .filter((entry): entry is { index: number; y: number } => entry.y !== null)
    .sort((a, b) => a.y - b.y || a.index - b.index);
  for (let i = 1; i < placed.length; i++) {
    const above = placed[i - 1];
    const label = placed[i];
    if (above && label && label.y < above.y + LABEL_GAP) label.y = above.y + LABEL_GAP;
  }
  const overflow = (placed.at(-1)?.y ?? 0) - height;
  if (overflow > 0)
    placed.forEach((label, i) => {
      label.y = Math.max(i * LABEL_GAP, label.y - overflow);
    });
  return placed;
}

/**
 * How series tell apart: a colour and a marker shape each, so no line is known by colour alone. Every colour
 * keeps at least 3:1 contrast against the site's dark backgrounds (palette.test.ts reads them from theme.css).
 * Eight colours and six shapes repeat together only after 24 series; past that the labels tell them apart.
 */
export const SERIES_COLOURS = [
  "#ff9a3c",
  "#6cb6ff",
  "#7ee787",
  "#f778ba",
  "#e3b341",
  "#a5a5ff",
  "#56d4dd",
  "#ff7b72",
] as const;

export const MARKERS = ["circle", "square", "triangle", "diamond", "cross", "star"] as const;
export type MarkerShape = (typeof MARKERS)[number];

export interface SeriesLook {
  readonly colour: string;
  readonly marker: MarkerShape;
}

export const seriesLook = (index: number): SeriesLook => ({
  colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? SERIES_COLOURS[0],
  marker: MARKERS[index % MARKERS.length] ?? MARKERS[0],
});

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG's contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/**
 * The web benchmark's chart page: the app's LineChart given N series of 50 points (N from `?series=`), as a
 * points race of N teams over 50 games draws them, timed from the render call to the first frame painted
 * with every point drawn (the chart measures its width first, as on a screen). The figure lands in
 * `window.paintMs`.
 */
import { createRoot } from "react-dom/client";
import { LineChart } from "../../apps/web/src/blocks/charts/LineChart.tsx";
import "../../apps/web/src/styles/theme.css";
import "../../apps/web/src/blocks/charts/charts.css";

declare global {
  interface Window {
    paintMs?: number;
  }
}

const POINTS = 50;
const count = Number(new URLSearchParams(location.search).get("series") ?? 12);
const series = Array.from({ length: count }, (_, s) => {
  let total = 0;
  return {
    id: String(s),
    label: `Team ${s + 1}`,
    values: Array.from({ length: POINTS }, (_, x) => {
      total += ((s * 7 + x * 13) % 17) + 1;
      return total;
    }),
  };
});

const started = performance.now();
createRoot(document.getElementById("root")!).render(
  <LineChart
    label="Points race"
    xTicks={Array.from({ length: POINTS }, (_, x) => `G${x + 1}`)}
    xTitle={(x) => `Game ${x + 1}`}
    xAxisLabel="Game"
    yAxisLabel="Points"
    series={series}
    format={String}
  />,
);
const drawn = () => document.querySelectorAll("[data-point]").length === count * POINTS;
const wait = () =>
  drawn()
    ? requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.paintMs = performance.now() - started;
        }),
      )
    : requestAnimationFrame(wait);
wait();

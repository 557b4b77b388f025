/**
 * The web benchmark's table page: the app's DataTable given N player rows (N from `?rows=`), timed from
 * the render call to the first frame painted after it. The figure lands in `window.paintMs`.
 */
import { MATCH_PLAYERS } from "@match-stats/stats";
import { createRoot } from "react-dom/client";
import { DataTable } from "../../apps/web/src/ui/DataTable.tsx";
import "../../apps/web/src/styles/theme.css";

declare global {
  interface Window {
    paintMs?: number;
  }
}

const count = Number(new URLSearchParams(location.search).get("rows") ?? 10_000);
const rows = Array.from({ length: count }, (_, i) => ({
  player_id: 1_000_001 + i,
  teamplayer_id: `${1_000_001 + i}_1`,
  player_name: `Player ${i}`,
  team_id: 100_001 + (i % 48),
  team_name: `Team ${i % 48}`,
  team_rank: (i % 12) + 1,
  kills: i % 9,
  damage: (i * 37) % 2400,
  survival_time: (i * 13) % 1500,
  headshot_kill_rate: (i % 100) / 100,
}));

const started = performance.now();
createRoot(document.getElementById("root")!).render(
  <DataTable
    label="Players"
    columns={MATCH_PLAYERS.columns}
    rows={rows}
    rowKey={(row) => row.teamplayer_id}
  />,
);
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    window.paintMs = performance.now() - started;
  }),
);

/** Where a screenshot goes from here: the game app, the browser's share sheet, or the downloads. */
import type { NativeBridge } from "./native-bridge.ts";

export type ShareTarget = "app" | "share-sheet" | "download";

const PROBE = { files: [new File([], "screenshot.png", { type: "image/png" })] };

export function shareTarget(bridge: NativeBridge | null): ShareTarget {
  if (bridge) return "app";
  // Most phones' share sheets take files; few desktops' do.
  return typeof navigator.canShare === "function" && navigator.canShare(PROBE) ? "share-sheet" : "download";
}

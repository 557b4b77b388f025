/**
 * The screenshot button's work, loaded when it is first pressed: a picture of the screen, handed to the
 * game app to share when the page runs inside it; otherwise to the browser's share sheet where it can
 * share files, or else saved as a download.
 */
import { saveFile } from "../ui/save-file.ts";
import { captureScreen } from "./capture-screen.ts";
import type { NativeBridge } from "./native-bridge.ts";
import { shareTarget } from "./share-target.ts";

export type ShareOutcome = "shared" | "saved" | "cancelled";

const PNG = "image/png";

/** `Match Stats 2025-06-01 14-03-22.png`: what the picture shows and when, in the visitor's time. */
export function screenshotFileName(title: string, at: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}-${two(at.getMinutes())}-${two(at.getSeconds())}`;
  const name = title.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, " ").trim() || "Screenshot";
  return `${name} ${date} ${time}.png`;
}

const canvasBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), PNG),
  );

export async function shareScreenshot(bridge: NativeBridge | null): Promise<ShareOutcome> {
  const target = shareTarget(bridge);
  const canvas = await captureScreen(document);
  const title = document.title;
  const fileName = screenshotFileName(title, new Date());
  if (bridge) {
    const image = canvas.toDataURL(PNG);
    await bridge.send("share_screenshot", { image, file_name: fileName, title, url: window.location.href });
    return "shared";
  }
  const blob = await canvasBlob(canvas);
  if (target === "share-sheet") {
    try {
      await navigator.share({ files: [new File([blob], fileName, { type: PNG })], title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // The sheet could not take it: the download below still gives the visitor the picture.
    }
  }
  saveFile(blob, fileName);
  return "saved";
}

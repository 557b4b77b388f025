/**
 * Comparing two screenshots as a visitor would: the largest difference of any colour channel between them.
 * Exact byte equality is too strict: Chromium may antialias an image's rounded corner one step differently
 * between two paints, while dimming (what the suites look for) moves every channel by tens.
 */
import type { Page } from "playwright-core";

/** Differences up to this are rendering noise, not a change a visitor could see. */
export const UNSEEN_DIFFERENCE = 4;

/** The largest per-channel difference between two PNG screenshots of the same size, decoded by the page. */
export function largestDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d canvas");
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.width !== y.width || x.height !== y.height) return 255;
      let largest = 0;
      for (let i = 0; i < x.data.length; i += 1) {
        largest = Math.max(largest, Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)));
      }
      return largest;
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
}

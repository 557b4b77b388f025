/**
 * Looking at screenshots as a visitor would, their pixels decoded by the page itself: the largest difference
 * of any colour channel between two, and which colours one shows in an area. Exact byte equality is too
 * strict: Chromium may antialias an image's rounded corner one step differently between two paints, while
 * dimming (what the suites look for) moves every channel by tens.
 */
import type { Page } from "playwright-core";

/** Differences up to this are rendering noise, not a change a visitor could see. */
export const UNSEEN_DIFFERENCE = 4;

/** An area of the page in CSS pixels, as Playwright's boundingBox gives it. */
interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The page's own name for the pixels decoded last, read by the comparisons below. */
type Decoded = { pngPixels: ImageData[] };

/** Decodes PNG screenshots in the page (each whole, or its `area`) and keeps their pixels there. */
async function decodeInPage(page: Page, pngs: readonly Buffer[], area?: Area): Promise<void> {
  await page.evaluate(
    async ({ images, area }) => {
      const decoded: ImageData[] = [];
      for (const base64 of images) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d canvas");
        context.drawImage(bitmap, 0, 0);
        const scale = bitmap.width / window.innerWidth;
        const [x, y, width, height] = area
          ? [area.x, area.y, area.width, area.height].map((n) => n * scale)
          : [0, 0, bitmap.width, bitmap.height];
        decoded.push(context.getImageData(x ?? 0, y ?? 0, width ?? 1, height ?? 1));
      }
      (window as unknown as Decoded).pngPixels = decoded;
    },
    { images: pngs.map((png) => png.toString("base64")), area },
  );
}

/** The largest per-channel difference between two PNG screenshots of the same size. */
export async function largestDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  await decodeInPage(page, [a, b]);
  return page.evaluate(() => {
    const [x, y] = (window as unknown as Decoded).pngPixels;
    if (!x || !y || x.width !== y.width || x.height !== y.height) return 255;
    let largest = 0;
    for (let i = 0; i < x.data.length; i += 1) {
      largest = Math.max(largest, Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)));
    }
    return largest;
  });
}

/** How many of `palette`'s colours (`#rrggbb`) a PNG screenshot shows within `area`. */
export async function coloursShown(page: Page, png: Buffer, area: Area, palette: readonly string[]) {
  await decodeInPage(page, [png], area);
  return page.evaluate((palette) => {
    const pixels = (window as unknown as Decoded).pngPixels[0]?.data ?? [];
    const rgb = palette.map((hex) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)));
    const found = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4)
      rgb.forEach(([r = 0, g = 0, b = 0], index) => {
        const distance =
          Math.abs((pixels[i] ?? 0) - r) +
          Math.abs((pixels[i + 1] ?? 0) - g) +
          Math.abs((pixels[i + 2] ?? 0) - b);
        if (distance < 12) found.add(index);
      });
    return found.size;
  }, palette);
}

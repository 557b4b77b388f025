/**
 * The click-block of docs/spec.md section 9: a button that starts a request ignores further clicks for
 * 1000 ms, so a quick double or triple click sends one request, not one per click.
 */
import { useRef } from "react";

export const CLICK_BLOCK_MS = 1000;

/** `action`, run at most once per `CLICK_BLOCK_MS`: clicks within the block after a run are ignored. */
export function useClickBlock(action: () => void): () => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return () => {
    const now = performance.now();
    if (now - last.current < CLICK_BLOCK_MS) return;
    last.current = now;
    action();
  };
}

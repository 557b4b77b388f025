import { afterEach, expect, it, vi } from "vitest";
import { Activity, LOADING_HIDE_DELAY_MS } from "./activity.ts";

afterEach(() => vi.useRealTimers());

it("shows the overlay while requests run and hides it 800 ms after the last one ends", () => {
  vi.useFakeTimers();
  const activity = new Activity();
  const seen: boolean[] = [];
  activity.subscribe((busy) => seen.push(busy));
  activity.begin();
  activity.begin();
  activity.end();
  vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS * 2);
  expect(activity.isBusy()).toBe(true);
  activity.end();
  vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1);
  expect(activity.isBusy()).toBe(true);
  // A request starting within the delay keeps the overlay up without a flicker.
  activity.begin();
  activity.end();
  vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
  expect(activity.isBusy()).toBe(false);
  expect(seen).toEqual([true, false]);
  expect(LOADING_HIDE_DELAY_MS).toBe(800);
});

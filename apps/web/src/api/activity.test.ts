import { MutationObserver } from "@tanstack/react-query";
import { afterEach, expect, it, vi } from "vitest";
import { LOADING_HIDE_DELAY_MS, trackActivity } from "./activity.ts";
import { createQueryClient } from "./query-client.ts";

afterEach(() => vi.useRealTimers());

/** A request that answers when told to. */
function pending() {
  let answer = () => {};
  const done = new Promise<string>((resolve) => {
    answer = () => resolve("answer");
  });
  return { run: () => done, answer };
}

it("shows the loading bar while requests run and hides it 800 ms after the last one ends", async () => {
  vi.useFakeTimers();
  const client = createQueryClient();
  const busy = trackActivity(client);
  const seen: boolean[] = [];
  busy.subscribe(() => seen.push(busy.get()));
  const [first, second, third] = [pending(), pending(), pending()];
  void client.fetchQuery({ queryKey: ["first"], queryFn: first.run });
  void client.fetchQuery({ queryKey: ["second"], queryFn: second.run });
  expect(busy.get()).toBe(true);
  first.answer();
  await vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS * 2);
  expect(busy.get()).toBe(true);
  second.answer();
  await vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS - 1);
  expect(busy.get()).toBe(true);
  // A request starting within the delay keeps the loading bar up without a flicker.
  void client.fetchQuery({ queryKey: ["third"], queryFn: third.run });
  third.answer();
  await vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS - 1);
  expect(busy.get()).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(busy.get()).toBe(false);
  expect(seen).toEqual([true, false]);
  expect(LOADING_HIDE_DELAY_MS).toBe(800);
});

it("shows the loading bar while a download runs", async () => {
  vi.useFakeTimers();
  const client = createQueryClient();
  const busy = trackActivity(client);
  const download = pending();
  const saved = new MutationObserver(client, { mutationFn: download.run }).mutate();
  expect(busy.get()).toBe(true);
  download.answer();
  await saved;
  await vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS);
  expect(busy.get()).toBe(false);
});

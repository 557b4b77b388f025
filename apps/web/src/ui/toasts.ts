/**
 * The toasts on screen (docs/spec.md sections 4 and 8): messages that hide by themselves and can be dismissed.
 * A plain store, so the API client can raise one without React.
 */
import { createStore } from "./store.ts";

export type ToastKind = "info" | "error";

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** One or two lines. */
  readonly lines: readonly string[];
}

/** How long a toast stays (the error toast's 4 s of docs/spec.md section 9, for every toast alike). */
export const TOAST_MS = 4000;

/** The toasts on screen, oldest first. */
export const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.set(toasts.get().filter((t) => t.id !== id));
}

/**
 * Shows a message; the same text already on screen is not stacked twice. "error" is the red, centred
 * toast of unmatched match ids; "info" the toast of an API answer.
 */
export function showToast(text: string | readonly string[], kind: ToastKind = "info"): void {
  const lines = typeof text === "string" ? [text] : text;
  const same = toasts.get().find((t) => t.kind === kind && t.lines.join("\n") === lines.join("\n"));
  if (same) dismissToast(same.id);
  const toast: Toast = { id: nextId++, kind, lines };
  toasts.set([...toasts.get(), toast]);
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), TOAST_MS),
  );
}

/**
 * The toasts on screen (SPEC sections 4 and 8): messages that hide by themselves and can be dismissed.
 * A plain store, so the API client can raise one without React.
 */
export type ToastKind = "info" | "error";

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** One or two lines. */
  readonly lines: readonly string[];
}

/** How long a toast stays (the error toast's 4 s of SPEC section 9, for every toast alike). */
export const TOAST_MS = 4000;

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const publish = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener(toasts);
};

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((t) => t.id !== id));
}

/**
 * Shows a message; the same text already on screen is not stacked twice. "error" is the red, centred
 * toast of unmatched match ids; "info" the toast of an API answer.
 */
export function showToast(text: string | readonly string[], kind: ToastKind = "info"): void {
  const lines = typeof text === "string" ? [text] : text;
  const same = toasts.find((t) => t.kind === kind && t.lines.join("\n") === lines.join("\n"));
  if (same) dismissToast(same.id);
  const toast: Toast = { id: nextId++, kind, lines };
  publish([...toasts, toast]);
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), TOAST_MS),
  );
}

export const currentToasts = (): readonly Toast[] => toasts;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether requests are running, for the loading overlay: it shows while any runs and hides 800 ms after the
 * last one ends (SPEC section 9), so a quick run of calls does not flicker.
 */
export const LOADING_HIDE_DELAY_MS = 800;

type Listener = (busy: boolean) => void;

export class Activity {
  private running = 0;
  private busy = false;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  begin(): void {
    this.running += 1;
    clearTimeout(this.hideTimer);
    this.set(true);
  }

  end(): void {
    this.running = Math.max(0, this.running - 1);
    if (this.running > 0) return;
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.set(false), LOADING_HIDE_DELAY_MS);
  }

  isBusy = (): boolean => this.busy;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    for (const listener of this.listeners) listener(busy);
  }
}

/** The page's one tracker, read by the overlay. */
export const activity = new Activity();

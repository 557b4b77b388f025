/**
 * The game app's native bridge (docs/spec.md sections 1 and 6; the message format is docs/native-bridge.md). The
 * app injects `window.MatchStatsBridge` with `postMessage(text)`; the page sends JSON messages through
 * it, each with a generated promise id, and the app answers by calling `window.matchStatsBridgeReply` with
 * the same id. Each message's promise settles with its answer, or fails after a time-out.
 */

export const BRIDGE_VERSION = 1;
export const BRIDGE_TIMEOUT_MS = 10_000;

/** What the page asks of the app, by message type: the payload of each. */
export interface BridgeMessages {
  /** Share a picture of the current screen (a PNG data URL) through the app. */
  readonly share_screenshot: {
    readonly image: string;
    readonly file_name: string;
    readonly title: string;
    readonly url: string;
  };
}
export type BridgeMessageType = keyof BridgeMessages;

/** The object the app injects. */
export interface NativeBridgeObject {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    MatchStatsBridge?: NativeBridgeObject;
    matchStatsBridgeReply?: (answer: unknown) => void;
  }
}

/** Why a message failed: the app's own error code, or TIMEOUT, or SEND_FAILED when it could not be posted. */
export class BridgeError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export interface BridgeHost {
  readonly target: NativeBridgeObject;
  readonly newId: () => string;
  readonly timeoutMs: number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

interface Pending {
  readonly resolve: (result: Record<string, unknown>) => void;
  readonly reject: (error: BridgeError) => void;
  readonly timer: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An answer as the app may hand it: a JSON text or the object itself; null when it is neither. */
function readAnswer(answer: unknown): Record<string, unknown> | null {
  if (isRecord(answer)) return answer;
  if (typeof answer !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(answer);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export class NativeBridge {
  private readonly host: BridgeHost;
  private readonly pending = new Map<string, Pending>();

  constructor(host: BridgeHost) {
    this.host = host;
  }

  /** Posts a message; settles with the app's `result`, or fails with its error or after the time-out. */
  send<T extends BridgeMessageType>(type: T, payload: BridgeMessages[T]): Promise<Record<string, unknown>> {
    const id = this.host.newId();
    return new Promise((resolve, reject) => {
      const timer = this.host.setTimer(() => {
        this.pending.delete(id);
        reject(new BridgeError("TIMEOUT", `The app did not answer within ${this.host.timeoutMs / 1000} s`));
      }, this.host.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      try {
        this.host.target.postMessage(JSON.stringify({ version: BRIDGE_VERSION, id, type, payload }));
      } catch {
        this.settle(id)?.reject(new BridgeError("SEND_FAILED", "The message could not be posted to the app"));
      }
    });
  }

  /** An answer from the app. One that is malformed, late or for no message of ours is ignored. */
  receive(answer: unknown): void {
    const read = readAnswer(answer);
    if (!read || typeof read.id !== "string") return;
    const pending = this.settle(read.id);
    if (!pending) return;
    if (read.ok === true) {
      pending.resolve(isRecord(read.result) ? read.result : {});
      return;
    }
    const error = isRecord(read.error) ? read.error : {};
    pending.reject(
      new BridgeError(
        typeof error.code === "string" ? error.code : "APP_ERROR",
        typeof error.message === "string" ? error.message : "The app could not do it",
      ),
    );
  }

  /** Takes a message out of the pending ones and stops its time-out. */
  private settle(id: string): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    this.host.clearTimer(pending.timer);
    return pending;
  }
}

let pageBridge: NativeBridge | null | undefined;

/**
 * The app's bridge when the page runs inside the game app, null in a browser. The app injects its object
 * before the page's scripts run, so the first look decides for the page's life.
 */
export function nativeBridge(): NativeBridge | null {
  if (pageBridge !== undefined) return pageBridge;
  const target = window.MatchStatsBridge;
  if (typeof target?.postMessage !== "function") {
    pageBridge = null;
    return null;
  }
  const bridge = new NativeBridge({
    target,
    newId: () => crypto.randomUUID(),
    timeoutMs: BRIDGE_TIMEOUT_MS,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  window.matchStatsBridgeReply = (answer) => bridge.receive(answer);
  pageBridge = bridge;
  return bridge;
}

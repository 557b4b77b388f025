import { describe, expect, it } from "vitest";
import { BRIDGE_VERSION, BridgeError, type BridgeHost, NativeBridge } from "./native-bridge.ts";

const SHOT = {
  image: "data:image/png;base64,iVBORw0KGgo=",
  file_name: "a.png",
  title: "A",
  url: "https://x/",
};

/** A fake of the object the game app injects, with a clock the test moves by hand. */
function fakeApp(options: { throws?: boolean } = {}) {
  const posted: string[] = [];
  const timers = new Map<number, { run: () => void; at: number }>();
  let now = 0;
  let nextTimer = 1;
  let nextId = 1;
  const host: BridgeHost = {
    target: {
      postMessage: (message) => {
        if (options.throws) throw new Error("bridge gone");
        posted.push(message);
      },
    },
    newId: () => `id-${nextId++}`,
    timeoutMs: 10_000,
    setTimer: (run, ms) => {
      const timer = nextTimer++;
      timers.set(timer, { run, at: now + ms });
      return timer;
    },
    clearTimer: (timer) => timers.delete(timer as number),
  };
  return {
    bridge: new NativeBridge(host),
    messages: () =>
      posted.map(
        (text) => JSON.parse(text) as { version: number; id: string; type: string; payload: unknown },
      ),
    pendingTimers: () => timers.size,
    advance: (ms: number) => {
      now += ms;
      for (const [timer, { run, at }] of [...timers]) {
        if (at <= now) {
          timers.delete(timer);
          run();
        }
      }
    },
  };
}

/** The state of a promise, without waiting for it. */
async function stateOf(promise: Promise<unknown>): Promise<string> {
  const marker = Symbol();
  const settled = await Promise.race([
    promise.then(
      () => "resolved",
      () => "rejected",
    ),
    Promise.resolve(marker),
  ]);
  return settled === marker ? "pending" : String(settled);
}

describe("the native bridge", () => {
  it("posts a JSON message with its type, payload, version and a promise id of its own", () => {
    const app = fakeApp();
    void app.bridge.send("share_screenshot", SHOT);
    void app.bridge.send("share_screenshot", { ...SHOT, title: "B" });
    expect(app.messages()).toEqual([
      { version: BRIDGE_VERSION, id: "id-1", type: "share_screenshot", payload: SHOT },
      { version: BRIDGE_VERSION, id: "id-2", type: "share_screenshot", payload: { ...SHOT, title: "B" } },
    ]);
  });

  it("settles each message with the answer carrying its id, in whatever order the answers come", async () => {
    const app = fakeApp();
    const first = app.bridge.send("share_screenshot", SHOT);
    const second = app.bridge.send("share_screenshot", SHOT);
    app.bridge.receive(JSON.stringify({ id: "id-2", ok: true, result: { shared_to: "chat" } }));
    await expect(second).resolves.toEqual({ shared_to: "chat" });
    expect(await stateOf(first)).toBe("pending");
    app.bridge.receive({ id: "id-1", ok: true });
    await expect(first).resolves.toEqual({});
    expect(app.pendingTimers()).toBe(0);
  });

  it("rejects with the app's error code and message", async () => {
    const app = fakeApp();
    const sent = app.bridge.send("share_screenshot", SHOT);
    app.bridge.receive({ id: "id-1", ok: false, error: { code: "SHARE_CANCELLED", message: "Closed" } });
    await expect(sent).rejects.toEqual(new BridgeError("SHARE_CANCELLED", "Closed"));
    await expect(sent).rejects.toMatchObject({ code: "SHARE_CANCELLED" });
  });

  it("rejects with TIMEOUT when no answer comes within 10 s, and then ignores a late one", async () => {
    const app = fakeApp();
    const sent = app.bridge.send("share_screenshot", SHOT);
    app.advance(9_999);
    expect(await stateOf(sent)).toBe("pending");
    app.advance(1);
    await expect(sent).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(() => app.bridge.receive({ id: "id-1", ok: true })).not.toThrow();
  });

  it("ignores answers that are malformed or for no message of ours", async () => {
    const app = fakeApp();
    const sent = app.bridge.send("share_screenshot", SHOT);
    for (const answer of ["not json", "[1]", null, 42, { ok: true }, { id: "id-9", ok: true }, '{"id":1}']) {
      app.bridge.receive(answer);
    }
    expect(await stateOf(sent)).toBe("pending");
    app.bridge.receive('{"id":"id-1","ok":true}');
    await expect(sent).resolves.toEqual({});
  });

  it("rejects with SEND_FAILED when the app's object throws", async () => {
    const app = fakeApp({ throws: true });
    await expect(app.bridge.send("share_screenshot", SHOT)).rejects.toMatchObject({ code: "SEND_FAILED" });
    expect(app.pendingTimers()).toBe(0);
  });
});

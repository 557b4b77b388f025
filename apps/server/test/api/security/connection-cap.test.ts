/**
 * One client address holds at most CONNECTIONS_PER_ADDRESS open connections: the next ones are closed at
 * once while other addresses are served, and behind TRUST_PROXY (every connection a proxy's) nothing is capped.
 * Linux answers the whole of 127.0.0.0/8 on the loopback, so 127.0.0.2 is another client.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../../support/api-server.ts";
import { ENGINES } from "../../support/databases.ts";

const CAP = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection from `from`, and whether the server has closed it. */
function open(url: string, from: string): Promise<{ socket: Socket; closed: () => boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(new URL(url).port), host: "127.0.0.1", localAddress: from });
    let closed = false;
    socket.once("close", () => {
      closed = true;
    });
    socket.once("connect", () => resolve({ socket, closed: () => closed }));
    socket.once("error", reject);
  });
}

async function holdFrom(url: string, from: string, count: number) {
  const held = [];
  for (let i = 0; i < count; i++) {
    const connection = await open(url, from);
    connection.socket.on("error", () => {});
    held.push(connection);
  }
  // A connection the server refuses is closed as soon as it is accepted.
  await sleep(500);
  return held;
}

describe(`connections per client address on ${ENGINES[0]}`, () => {
  let capped: ApiServer;
  let proxied: ApiServer;
  beforeAll(async () => {
    capped = await startApiServer(ENGINES[0]!, { CONNECTIONS_PER_ADDRESS: String(CAP) });
    proxied = await startApiServer(ENGINES[0]!, { CONNECTIONS_PER_ADDRESS: String(CAP), TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await capped.close();
    await proxied.close();
  });

  it(`closes the connections of one address beyond ${CAP} at once, and serves other addresses`, async () => {
    const held = await holdFrom(capped.url, "127.0.0.2", CAP + 5);
    try {
      expect(held.map((h) => h.closed())).toEqual([...Array(CAP).fill(false), ...Array(5).fill(true)]);
      expect((await fetch(`${capped.url}/healthz`)).status).toBe(200);
    } finally {
      for (const h of held) h.socket.destroy();
    }
    await sleep(200);
    // Closed ones count no more.
    const again = await holdFrom(capped.url, "127.0.0.2", 1);
    expect(again[0]?.closed()).toBe(false);
    again[0]?.socket.destroy();
  });

  it("caps nothing behind a trusted proxy, whose address every connection has", async () => {
    const held = await holdFrom(proxied.url, "127.0.0.2", CAP + 5);
    expect(held.filter((h) => h.closed())).toEqual([]);
    for (const h of held) h.socket.destroy();
  });
});

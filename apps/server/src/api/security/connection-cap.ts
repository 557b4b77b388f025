/**
 * A cap on the connections one client address holds open: one machine holding thousands of connections
 * (slow or idle) would otherwise use up the process's file descriptors and lock every other client out.
 */
import type { Server } from "node:http";

/** Closes at once a connection beyond `limit` open ones from its address; 0 caps nothing. */
export function capConnections(server: Server, limit: number): void {
  if (limit === 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

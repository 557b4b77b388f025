/**
 * The API benchmark's baseline, run as its own process like the API server: a bare `node:http` server
 * that answers any request to `/<bytes>` with a fixed JSON body of exactly that many bytes. Prints
 * `serving on <url>` once it listens.
 */
import { createServer } from "node:http";

const bodies = new Map<number, Buffer>();

/** A JSON envelope padded to `bytes` (or just the padding when that is shorter than the envelope). */
function bodyOf(bytes: number): Buffer {
  let body = bodies.get(bytes);
  if (!body) {
    const head = '{"status":"success","code":0,"msg":"","data":"';
    const pad = Math.max(0, bytes - head.length - 2);
    body = Buffer.from(bytes >= head.length + 2 ? `${head}${"x".repeat(pad)}"}` : "x".repeat(bytes));
    bodies.set(bytes, body);
  }
  return body;
}

const server = createServer((request, response) => {
  const bytes = Number(request.url?.slice(1));
  const body = bodyOf(Number.isInteger(bytes) && bytes >= 0 ? bytes : 0);
  request.resume();
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`serving on http://127.0.0.1:${address.port}`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));

/**
 * The API benchmark's reference when nginx is installed: nginx serving, as a static file, the very bytes the
 * API answered (compressed ones with their Content-Encoding), from a folder and configuration of its own on a
 * free port. A POST to a static file is answered like a GET (`error_page 405 =200`), so it takes the same
 * requests as the API.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface NginxServer {
  readonly pid: number;
  /** Writes `body` as a file and answers its URL; `encoding` is sent as its Content-Encoding. */
  serve(body: Buffer, encoding: string | undefined): string;
  stop(): Promise<void>;
}

/** nginx's path, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  const found = spawnSync("which", ["nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject()));
    });
  });

const config = (dir: string, port: number, workers: number) => `
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { application/json json br gz; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { error_page 405 =200 $uri; }
    location ~ \\.br$ { add_header Content-Encoding br; error_page 405 =200 $uri; }
    location ~ \\.gz$ { add_header Content-Encoding gzip; error_page 405 =200 $uri; }
  }
}
`;

export async function startNginx(nginx: string, workers: number): Promise<NginxServer> {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-nginx-"));
  // nginx's workers may run as another user: they must be able to read the files.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, "www"), { mode: 0o755 });
  mkdirSync(join(dir, "tmp"));
  const port = await freePort();
  writeFileSync(join(dir, "nginx.conf"), config(dir, port, workers));
  const child: ChildProcess = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if ((await fetch(`${url}/`).catch(() => undefined)) !== undefined) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let files = 0;
  return {
    pid: child.pid ?? 0,
    serve: (body, encoding) => {
      const name = `${++files}.json${encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : ""}`;
      writeFileSync(join(dir, "www", name), body, { mode: 0o644 });
      return `${url}/${name}`;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The API benchmark's reference when nginx is installed: nginx serving, as a static file, the very bytes the
 * API answered (compressed ones with their Content-Encoding), from a folder and configuration of its own on a
 * free port. A POST to a static file is answered like a GET (`error_page 405 =200`), so it takes the same
 * requests as the API. And the Lighthouse benchmark's HTTPS front: nginx as the TLS-terminating proxy a
 * deployment puts before the server.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
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

/** nginx's configuration: one `server` block in an http block of its own folder's paths. */
const config = (dir: string, workers: number, server: string) => `
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
${server}
}
`;

interface RunningNginx {
  readonly dir: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    }).on("error", () => resolve(false));
  });

/** nginx in a folder of its own with the `server` block `prepare` writes there, once it accepts on `port`. */
async function runNginx(
  nginx: string,
  workers: number,
  prepare: (dir: string, port: number) => string,
): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "match-stats-nginx-"));
  // nginx's workers may run as another user: they must be able to read the files.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, "tmp"));
  const port = await freePort();
  writeFileSync(join(dir, "nginx.conf"), config(dir, workers, prepare(dir, port)));
  const child: ChildProcess = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    dir,
    port,
    pid: child.pid ?? 0,
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

export async function startNginx(nginx: string, workers: number): Promise<NginxServer> {
  const running = await runNginx(nginx, workers, (dir, port) => {
    mkdirSync(join(dir, "www"), { mode: 0o755 });
    return `
  types { application/json json br gz; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { error_page 405 =200 $uri; }
    location ~ \\.br$ { add_header Content-Encoding br; error_page 405 =200 $uri; }
    location ~ \\.gz$ { add_header Content-Encoding gzip; error_page 405 =200 $uri; }
  }`;
  });
  const url = `http://127.0.0.1:${running.port}`;
  let files = 0;
  return {
    pid: running.pid,
    serve: (body, encoding) => {
      const name = `${++files}.json${encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : ""}`;
      writeFileSync(join(running.dir, "www", name), body, { mode: 0o644 });
      return `${url}/${name}`;
    },
    stop: running.stop,
  };
}

export interface HttpsProxy {
  /** The site's address over HTTPS. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Whether openssl is installed, which makes the proxy's certificate. */
export const opensslFound = (): boolean => spawnSync("openssl", ["version"]).status === 0;

/**
 * nginx in front of `upstream` as a deployment puts a TLS-terminating proxy in front of the server: HTTPS with
 * HTTP/2, where a browser fetches every file of a page over one connection (over plain HTTP/1.1 it opens six
 * and waits a round trip per file on each). Its certificate is self-signed for 127.0.0.1: the browser must be
 * told to accept it. The client's address and protocol go on in X-Forwarded-For and X-Forwarded-Proto.
 */
export async function startHttpsProxy(nginx: string, upstream: string): Promise<HttpsProxy> {
  const running = await runNginx(nginx, 1, (dir, port) => {
    const made = spawnSync("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...[
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ],
    ]);
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    return `
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`;
  });
  return { url: `https://127.0.0.1:${running.port}`, stop: running.stop };
}

/** The server's configuration, read from the environment (README "Configuration"). */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEV_SIGNING_SECRET } from "@match-stats/contract";
import { ANALYTICS_LIMITS } from "@match-stats/contract/analytics-limits";
import { z } from "zod";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DEFAULT_DATABASE_URL = `${REPO_ROOT}data/match-stats.sqlite`;
export const DEFAULT_CALL_TIME_LIMIT_MS = 15_000;
/** Far above any machine this runs on; a typo such as 1000 would otherwise fork a process per unit. */
const MAX_WORKERS = 64;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A host name, with a port when not the scheme's default: what a CSP host source and `URL.host` spell. */
const LOGO_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  SIGNING_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  CALL_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(19_000).default(DEFAULT_CALL_TIME_LIMIT_MS),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  // At least one full batch of the call.
  ANALYTICS_BUFFER_EVENTS: z.coerce.number().int().min(ANALYTICS_LIMITS.batch).default(50_000),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default("match-stats:rate-limit:"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  WORKERS: z
    .string()
    .default("1")
    .refine(
      (value) =>
        value === "auto" || (/^[0-9]+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WORKERS),
      `must be auto or a whole number from 1 to ${MAX_WORKERS}`,
    ),
  WEB_DIST: z.string().min(1).default(join(REPO_ROOT, "apps/web/dist")),
  LOGO_HOSTS: z
    .string()
    .default("")
    .transform((list) => list.split(",").flatMap((host) => host.trim().toLowerCase() || []))
    .pipe(
      z.array(z.string().regex(LOGO_HOST, "must be host names (with :port if any), separated by commas")),
    ),
});

/** The environment variables the server reads; README "Configuration" documents each. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  signingSecret: string;
  /** False when SIGNING_SECRET was not set and the published development secret is in use. */
  signingSecretSet: boolean;
  rateLimitPerMinute: number;
  /** A call still running after this answers the TIMEOUT envelope, before the client's own 20 s. */
  callTimeLimitMs: number;
  /** Analytics events older than this many days are rolled into daily counts (docs/analytics.md). */
  analyticsRetentionDays: number;
  /** Analytics events waiting to be stored at most; a batch beyond is refused (docs/analytics.md). */
  analyticsBufferEvents: number;
  /** Proxies in front of the server whose X-Forwarded-For and X-Forwarded-Proto are believed; 0 for none. */
  trustProxyHops: number;
  /** A request's headers and body must have arrived within this from its first byte, else it is closed. */
  requestTimeoutMs: number;
  /** Its headers within this (at most requestTimeoutMs); a connection that sends nothing is closed after it. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold (per process); 0 for no cap, and none behind TRUST_PROXY. */
  connectionsPerAddress: number;
  /** On SIGTERM, how long the answers in flight are given to finish before the process closes. */
  drainTimeoutMs: number;
  /** Where rate-limit counters are shared by every process; in memory per process when unset. */
  redisUrl: string | undefined;
  /** Prefix of the counters' keys, so several sites (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Server processes sharing the port (node:cluster); 1 serves from this process alone. */
  workers: number;
  /** Where the built web app is served from (and built to): several builds can sit side by side. */
  webDist: string;
  /** The hosts logo URLs may name: ingest refuses any other, and the CSP lets images load from these only. */
  logoHosts: readonly string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  // Node refuses a server whose headers may take longer than the whole request.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new Error("Invalid configuration: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS");
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    signingSecret: e.SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    signingSecretSet: e.SIGNING_SECRET !== undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    callTimeLimitMs: e.CALL_TIME_LIMIT_MS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsBufferEvents: e.ANALYTICS_BUFFER_EVENTS,
    trustProxyHops: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    // Behind a load balancer, longer than its own idle time-out (60 s on the common ones): it must never
    // send a request on a connection the server is closing.
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS ?? (e.TRUST_PROXY > 0 ? 72_000 : 5000),
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS === "auto" ? availableParallelism() : Number(e.WORKERS),
    webDist: e.WEB_DIST,
    logoHosts: e.LOGO_HOSTS,
  };
}

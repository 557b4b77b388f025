/** The server's configuration, read from the environment (README "Configuration"). */
import { fileURLToPath } from "node:url";
import { DEV_SIGNING_SECRET } from "@match-stats/contract";
import { z } from "zod";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DEFAULT_DATABASE_URL = `${REPO_ROOT}data/match-stats.sqlite`;
export const DEFAULT_CALL_TIME_LIMIT_MS = 15_000;

/** A host name, with a port when not the scheme's default: what a CSP host source and `URL.host` spell. */
const LOGO_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  SIGNING_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  CALL_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(19_000).default(DEFAULT_CALL_TIME_LIMIT_MS),
  LOGO_HOSTS: z
    .string()
    .default("")
    .transform((list) => list.split(",").flatMap((host) => host.trim().toLowerCase() || []))
    .pipe(
      z.array(z.string().regex(LOGO_HOST, "must be host names (with :port if any), separated by commas")),
    ),
});

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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    signingSecret: e.SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    signingSecretSet: e.SIGNING_SECRET !== undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    callTimeLimitMs: e.CALL_TIME_LIMIT_MS,
    logoHosts: e.LOGO_HOSTS,
  };
}

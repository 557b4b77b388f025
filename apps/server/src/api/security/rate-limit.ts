/**
 * RATE_LIMIT_PER_MINUTE calls per client address and minute, by @fastify/rate-limit: counters in Redis when
 * REDIS_URL is set, so every process of a deployment shares one limit, else in this process's memory.
 * Answers carry the standard RateLimit-* headers, a 429 also Retry-After.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../../config.ts";
import { ApiError } from "../errors.ts";

/**
 * A client that never makes a call wait: no queue while disconnected, one attempt per command, a quarter
 * second at most for a Redis that hangs, and reconnecting in the background. The limiter lets calls through while Redis is away (`skipOnError`):
 * the limit guards against floods, CSRF and signatures still guard every call, and an outage of Redis
 * must not become an outage of the site.
 */
async function openRedis(api: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 250,
    connectTimeout: 1000,
  });
  const where = `${redis.options.host}:${redis.options.port}`;
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let away = false;
  redis.on("error", (error: Error) => {
    if (away) return;
    away = true;
    api.log.warn(`rate limit: Redis at ${where} is unreachable (${error.message}); calls are not limited`);
  });
  redis.on("ready", () => {
    if (!away) return;
    away = false;
    api.log.warn(`rate limit: Redis at ${where} answers again`);
  });
  api.addHook("onClose", async () => redis.disconnect());
  // Unreachable at start is the same as gone later: the site starts, and limits once Redis answers.
  await redis.connect().catch(() => {});
  return redis;
}

export async function registerRateLimit(api: FastifyInstance, config: Config): Promise<void> {
  if (config.rateLimitPerMinute === 0) return;
  await api.register(rateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(config.redisUrl && {
      redis: await openRedis(api, config.redisUrl),
      nameSpace: config.redisKeyPrefix,
      skipOnError: true,
    }),
    enableDraftSpec: true,
    errorResponseBuilder: () => new ApiError("RATE_LIMITED"),
  });
  // First of the API's checks, so refused calls count too.
  api.addHook("onRequest", api.rateLimit());
}

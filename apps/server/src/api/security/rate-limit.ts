/**
 * RATE_LIMIT_PER_MINUTE calls per client address and minute, by @fastify/rate-limit: counters in Redis when
 * REDIS_URL is set, so every process of a deployment shares one limit, else in this process's memory.
 * A refused call carries the standard RateLimit-* headers and Retry-After.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { ApiError } from "../../answers/errors.ts";
import type { Config } from "../../config.ts";
import { clientAddress, trustOf } from "./client-address.ts";

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

/** The first of the API's hooks: counts every call of its client's address; none when the limit is off. */
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
  });
  const count = api.createRateLimit();
  const trust = trustOf(config.trustProxyHops);
  // First of the API's checks, so refused calls count too.
  api.addHook("onRequest", async (request, reply) => {
    // The limiter reads a request's address (its key) and its route's options (none here), nothing else.
    const counted = await count({
      ip: clientAddress(request.raw, trust),
      routeOptions: {},
    } as FastifyRequest);
    if (counted.isAllowed) return;
    reply.headers({
      "ratelimit-limit": String(counted.max),
      "ratelimit-remaining": String(counted.remaining),
      "ratelimit-reset": String(counted.ttlInSeconds),
    });
    if (!counted.isExceeded) return;
    reply.header("retry-after", String(counted.ttlInSeconds));
    throw new ApiError("RATE_LIMITED");
  });
}

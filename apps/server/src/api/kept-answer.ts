/**
 * The answer to a call whose answers the cache keeps, from its checked fields and cache key: from the cache,
 * or validated and computed by the call's handler within the call's time limit.
 */
import { type CallName, success } from "@match-stats/contract";
import type { Encoding } from "../answers/encoding.ts";
import { ApiError } from "../answers/errors.ts";
import { ReadyAnswer } from "../answers/ready-answer.ts";
import type { Config } from "../config.ts";
import type { DbHealth } from "../db/health.ts";
import { onceRepresentation, type Representation, type ResponseCache } from "./cache.ts";
import type { Context, JsonHandler } from "./handler.ts";
import { JSON_HANDLERS, type JsonCall } from "./handlers/index.ts";
import { validated } from "./validation.ts";

/** Answers a kept call's representation in `encoding`; throws the ApiError (or database error) it failed with. */
export type KeptAnswerer = (
  call: CallName,
  fields: unknown,
  key: string,
  encoding: Encoding | undefined,
) => Promise<Representation>;

export function keptAnswerer(
  cache: ResponseCache,
  context: Context,
  config: Pick<Config, "callTimeLimitMs">,
  health: DbHealth,
): KeptAnswerer {
  return async (call, fields, key, encoding) => {
    // The database did not answer the last probe: say so now rather than wait on it.
    if (!health.available) throw new ApiError("SERVICE_UNAVAILABLE");
    // Kept only after its body passed validation, under a key that spells the same field values: a hit
    // needs no second look.
    const cached = cache.get(key);
    if (cached) return cached.in(encoding);
    const handler = JSON_HANDLERS[call as JsonCall] as JsonHandler<JsonCall>;
    const data: unknown = await withinLimits(
      handler(validated(call, fields) as never, context),
      health,
      config.callTimeLimitMs,
    );
    const answer = data instanceof ReadyAnswer ? data : Buffer.from(JSON.stringify(success(data)));
    return cache.put(key, answer)?.in(encoding) ?? onceRepresentation(answer, cache.dataVersion, encoding);
  };
}

/** A handler's work, guarded as the database's health asks and ended as TIMEOUT after the call's time limit. */
export function withinLimits<T>(work: Promise<T>, health: DbHealth, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError("TIMEOUT")), limitMs);
  });
  return Promise.race([health.guard(work), limit]).finally(() => clearTimeout(timer));
}

/** The Redis the rate-limit suites share limits through (`npm test` finds it, or says why it skipped them). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
export const REDIS_ON = process.env.MATCH_STATS_REDIS !== "off";

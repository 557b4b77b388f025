import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/**/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "apps/web/e2e/**/*.test.ts",
    ],
    globalSetup: ["apps/server/test/support/global-setup.ts"],
    // Servers started by the suites log warnings and errors only (`npm start` logs from info).
    env: { LOG_LEVEL: "warn" },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

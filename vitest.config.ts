import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "apps/web/e2e/**/*.test.ts",
    ],
    globalSetup: ["apps/server/test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.ts", "apps/**/*.test.tsx", "packages/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "e2e/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./vitest.setup.ts"],
    pool: "forks",
    // As in playwright.config.ts: one retry in CI so a machine hiccup cannot sink a run; a test that
    // needed it is still listed as flaky in the report.
    retry: process.env.CI ? 1 : 0,
  },
});

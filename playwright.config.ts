import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3311);
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Browser journeys against the production build on a fresh in-memory-free data dir. */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }],
  ],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Transitions end at once (the store's own prefers-reduced-motion rule), so a contrast check
    // never samples a button half-way between its hover and rest colours on a slow machine.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chrome,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // Per port, so two runs on different E2E_PORTs never share a data directory. start.mjs runs the
    // compiled server, apps/server/build/main.js (rebuilt first if stale): the artefact production runs.
    command: `rm -rf .e2e-data/${port} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: `.e2e-data/${port}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Journeys read mailed links from the outbox (ADR 0013); never on in a real production.
      DEV_MAIL_VIEWER: "true",
      // Every test browser shares 127.0.0.1: the no-JS journeys must not trip each other's
      // captcha-less throttle (its numbers are tested in the HTTP tests, ADR 0011).
      CAPTCHA_TOKENLESS_PER_HOUR: "1000",
      // …nor the registrations-per-address throttle: the journeys register well over 30 customers.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "10000",
      // …nor list creation per address (every journey creates carts and lists from 127.0.0.1).
      LIST_CREATIONS_PER_ADDRESS_PER_HOUR: "100000",
      // The origin the browser uses: return URLs (PayPal, Affirm, 3-D Secure) and framing checks match it.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // The payment gateway on another origin than the pages (same server, ADR 0018), as a real
      // provider is: card fields, 3-D Secure frames and PayPal/Affirm pages must pass the page's CSP.
      TESTPAY_URL: `http://localhost:${port}/_testpay`,
      TESTPAY_MOUNT: "true",
    },
  },
});

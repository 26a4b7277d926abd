import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";

/**
 * The /_testpay test controls (docs/testpay.md) from a test on the server's machine: the secret is
 * the one the server generated into its DATA_DIR (playwright.config.ts: .e2e-data/<port>), unless
 * TESTPAY_CONTROL_SECRET was given to both.
 */
export function testpayControlSecret(): string {
  if (process.env.TESTPAY_CONTROL_SECRET) return process.env.TESTPAY_CONTROL_SECRET;
  const dir = `.e2e-data/${process.env.E2E_PORT ?? "3311"}`;
  const secrets = JSON.parse(readFileSync(join(dir, "secrets.json"), "utf8")) as { testpayControl?: string };
  if (!secrets.testpayControl) throw new Error(`no testpayControl secret in ${dir}/secrets.json`);
  return secrets.testpayControl;
}

/** POST /_testpay/test/{faults|reset|paypal/{id}/approve|affirm/{id}/confirm} with the secret. */
export function testpayControl(request: APIRequestContext, path: string, data: unknown = {}) {
  return request.post(`/_testpay/test/${path.replace(/^\//, "")}`, {
    headers: { "x-testpay-control": testpayControlSecret() },
    data,
  });
}

import { expect, test } from "@playwright/test";
import { testpayControl } from "./testpay-support.ts";

/**
 * The gateway's test controls from the test rig (issue 13 item 10, ADR 0018): this machine with the
 * install's secret drives them; the documented API key no longer does. The HTTP tests cover other
 * addresses and proxies (apps/server/src/platform/local-surfaces.http.test.ts).
 */
test("the test rig drives the gateway's controls with the install's secret, not the documented key", async ({
  request,
}) => {
  const documented = await request.post("/_testpay/test/faults", {
    headers: { "x-api-key": "testpay_local_api_key" },
    data: { failNext: 1 },
  });
  expect(documented.status()).toBe(401);
  const set = await testpayControl(request, "faults", { latencyMs: 0, failNext: 0 });
  expect(set.status()).toBe(200);
  expect(await set.json()).toMatchObject({ latencyMs: 0, failNext: 0 });
});

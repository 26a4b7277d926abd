import { expect } from "vitest";
import type { TestStore } from "../../testing/test-store.ts";
import { createTestpayRepository, testpayRoutes } from "../testpay/index.ts";
import { PaymentRejectedError } from "./payment.provider.ts";

/** Shared set-up of the provider tests: the in-process /_testpay gateway each adapter talks to (docs/testpay.md). */
export const CONTROL_SECRET = "control-secret-for-provider-tests";

type GatewayOptions = Parameters<typeof testpayRoutes>[0];

/** The gateway at http://shop.test/_testpay, keyed for one adapter; `extra` adds a clock or a hang time. */
export function providerGateway(
  store: TestStore,
  keys: { apiKey: string; clientKey: string },
  extra: Pick<Partial<GatewayOptions>, "now" | "hangMs"> = {},
): ReturnType<typeof testpayRoutes> {
  return testpayRoutes({
    repo: createTestpayRepository(store.database.db),
    publicUrl: "http://shop.test/_testpay",
    apiKey: keys.apiKey,
    clientKey: keys.clientKey,
    merchantOrigins: ["http://shop.test"],
    // The provider is the subject here: the controls' loopback rule is tested in testpay.http.test.ts.
    controls: { secret: CONTROL_SECRET, fromThisMachine: () => true },
    ...extra,
  });
}

/** Awaits work that must fail with a PaymentRejectedError, and returns that error. */
export async function rejected(work: Promise<unknown>): Promise<PaymentRejectedError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentRejectedError);
  return err as PaymentRejectedError;
}

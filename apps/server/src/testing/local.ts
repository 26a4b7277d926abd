import type { TestStore } from "./test-store.ts";

/** The Node adapter's env for an in-process request whose TCP peer is `address` (this machine by default). */
export const socketEnv = (address = "127.0.0.1") => ({ incoming: { socket: { remoteAddress: address } } });

/** A request to the store as if over a socket from `address` (loopback-only surfaces answer it). */
export function requestFrom(store: TestStore, address: string, path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(store.app.request(path, init, socketEnv(address)));
}

/**
 * A /_testpay test control (`/test/faults`, `/test/reset`, `/test/paypal/{id}/approve`, …) the way
 * a test rig drives it: from this machine, with the install's control secret (ADR 0018).
 */
export function testpayControl(store: TestStore, path: string, body: unknown = {}): Promise<Response> {
  return requestFrom(store, "127.0.0.1", `/_testpay${path}`, {
    method: "POST",
    headers: {
      "x-testpay-control": store.services.testpayKeys.controlSecret ?? "",
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
}

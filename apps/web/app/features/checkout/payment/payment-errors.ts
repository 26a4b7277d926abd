import { type ApiResult, api } from "../../../lib/api.ts";

/** A payment step that failed; `code` is the SPEC §8 order error the pages show ("three_ds", "payment_error", …). */
export class PaymentFlowError extends Error {
  readonly code: string;
  readonly details: unknown;
  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.name = "PaymentFlowError";
    this.code = code;
    this.details = details;
  }
}

/**
 * POST JSON through the store's client (lib/api.ts): network failures are `no_response`, 4xx/5xx
 * their error body, an unreadable answer `unknown_error`. `fetchImpl` for tests.
 */
export function postJson<T>(
  url: string,
  body: unknown,
  init: { headers?: Record<string, string>; fetchImpl?: typeof fetch } = {},
): Promise<ApiResult<T>> {
  return api.post<T>(url, { body, ...init });
}

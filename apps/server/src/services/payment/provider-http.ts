import { PaymentRejectedError, PaymentUnavailableError } from "./payment.provider.ts";
import type { Fetch } from "./testpay.provider.ts";

/** What the wallet adapters (PayPal, Affirm) share: one JSON call with a timeout and the error mapping. */
export interface JsonCall {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  /** A JSON body, or a form-encoded string (OAuth). */
  body?: unknown;
}

export interface GatewayAnswer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * Sends a call; a network failure or timeout is PaymentUnavailableError, a non-JSON answer too.
 * The answer comes back whatever its status: each adapter reads its provider's error shape.
 */
export async function sendJson(doFetch: Fetch, call: JsonCall, timeoutMs: number): Promise<GatewayAnswer> {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body: string | undefined;
  if (typeof call.body === "string") body = call.body;
  else if (call.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.body);
  }
  let res: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // Raced against the signal too: an in-process fetch (the mounted gateway) does not watch it.
    res = await Promise.race([
      doFetch(call.url, { method: call.method, headers, body, signal }),
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      }),
    ]);
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new PaymentUnavailableError(
      timedOut ? "The payment provider did not answer in time" : "The payment provider is unreachable",
      { cause: err },
    );
  }
  const text = await res.text().catch(() => "");
  if (res.status === 204 || text === "") return { status: res.status, json: {} };
  try {
    const json = JSON.parse(text) as unknown;
    return { status: res.status, json: json && typeof json === "object" ? (json as Record<string, unknown>) : {} };
  } catch {
    throw new PaymentUnavailableError(`The payment provider answered ${res.status} without JSON`);
  }
}

/** 4xx with the provider's code: rejected; anything else that is not 2xx: unavailable. */
export function failure(answer: GatewayAnswer, code: string, message: string): Error {
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 403)
    return new PaymentRejectedError(message, code);
  return new PaymentUnavailableError(`The payment provider answered ${answer.status}: ${message}`);
}

/** Minor units → "12.34" (PayPal's amount strings; currencies with 2 decimals). */
export function minorToValue(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "12.34" → 1234. */
export function valueToMinor(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return Number.NaN;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -minor : minor;
}

export const basicAuth = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`, "utf8").toString("base64")}`;

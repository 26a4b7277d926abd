import { MISSING_CUSTOMER_MESSAGE } from "@ironworks/domain";

/** SPEC §8 network code for a customer call answered 'Missing customer data'. */
export const TOKEN_EXPIRED = "TOKEN_EXPIRED";
/** SPEC §4/§9: retry at most 3 times, the delay growing and capped at 5000 ms. */
export const AUTH_RETRY_MAX = 3;
export const AUTH_RETRY_CAP_MS = 5000;
const AUTH_RETRY_BASE_MS = 1000;

/** The wait before retry `attempt` (1-based): 1 s, 2 s, 4 s … never above 5 s. */
export function authRetryDelay(attempt: number): number {
  return Math.min(AUTH_RETRY_CAP_MS, AUTH_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/** TOKEN_EXPIRED when the answer is the API's 401 'Missing customer data'; null for anything else. */
export async function authFailureOf(res: Response): Promise<typeof TOKEN_EXPIRED | null> {
  if (res.status !== 401) return null;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { message?: unknown } } | null;
  return body?.error?.message === MISSING_CUSTOMER_MESSAGE ? TOKEN_EXPIRED : null;
}

export interface AuthRetryOptions {
  /** Refreshes the browser's session (GET /svc_session/session) before each retry. */
  refresh: () => Promise<unknown>;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A customer call that survives an expired session (SPEC §4): on TOKEN_EXPIRED it waits, refreshes
 * the session and tries again, up to 3 times; the last answer is returned as it is (the caller
 * then treats the shopper as signed out). Other answers and network errors pass straight through.
 */
export async function fetchWithAuthRetry(
  input: string,
  init: RequestInit,
  options: AuthRetryOptions,
): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt++) {
    const res = await fetchImpl(input, init);
    if (attempt >= AUTH_RETRY_MAX || (await authFailureOf(res)) !== TOKEN_EXPIRED) return res;
    await sleep(authRetryDelay(attempt + 1));
    await options.refresh();
  }
}

/** Asks the server for the session again (the browser's refresh; the answer may rotate nothing); lib/api.ts uses it for `auth` calls. */
export const refreshSession = () => fetch("/svc_session/session", { credentials: "same-origin", cache: "no-store" });

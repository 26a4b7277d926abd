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

export interface ApiFailure {
  code: string;
  message: string;
  details?: unknown;
}

/** The error of a JSON answer (`{"error":{code,message,details}}`), or a network code when there was none. */
export async function failureOf(res: Response | null): Promise<ApiFailure> {
  if (!res)
    return { code: "no_response", message: "We couldn't reach the store. Please check your connection and try again." };
  const body = (await res.json().catch(() => null)) as { error?: Partial<ApiFailure> } | null;
  const error = body?.error;
  if (error?.code) return { code: error.code, message: error.message ?? error.code, details: error.details };
  return { code: "unknown_error", message: "Something went wrong. Please try again." };
}

/** POST JSON and read the answer; network failures become `no_response`, 4xx/5xx their error body. */
export async function postJson<T>(
  url: string,
  body: unknown,
  init: { headers?: Record<string, string>; fetchImpl?: typeof fetch } = {},
): Promise<{ ok: true; data: T } | { ok: false; error: ApiFailure }> {
  const fetchImpl = init.fetchImpl ?? fetch;
  let res: Response | null = null;
  try {
    res = await fetchImpl(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...init.headers },
      body: JSON.stringify(body),
    });
  } catch {
    res = null;
  }
  if (res?.ok) {
    const data = (await res.json().catch(() => null)) as T | null;
    if (data !== null) return { ok: true, data };
    return { ok: false, error: { code: "unknown_error", message: "Something went wrong. Please try again." } };
  }
  return { ok: false, error: await failureOf(res) };
}

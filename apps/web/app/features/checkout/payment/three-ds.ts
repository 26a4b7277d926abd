import type { PlaceOrderResponse } from "@ironworks/contracts";
import { PaymentFlowError, postJson } from "./payment-errors.ts";
import type { ChallengeResult, ThreeDsTexts } from "./three-ds-dom.ts";

/**
 * 3-D Secure 2 in the browser (SPEC §4: payment_pending triggers 3-D Secure handling), the
 * adyen-web flow done by hand against our gateway (docs/testpay.md, reference §4.1):
 * - IdentifyShopper (threeDS2/fingerprint): load the issuer's 3DS method URL in a hidden frame,
 *   then send `fingerprintResult`;
 * - ChallengeShopper (threeDS2/challenge): show the issuer's challenge page in a modal dialog and
 *   send the `threeDSResult` it posts back;
 * - RedirectShopper (redirect): leave for the issuer's page; it comes back to /checkout/review with
 *   `redirectResult`, which `resumeRedirectResult` sends.
 * Every result goes to POST {servicePrefix}/svc_checkout/order/{orderId}/payment/details; the
 * gateway, not this page, decides the outcome.
 */

export type PaymentAction = Record<string, unknown>;

export interface PaymentActionDeps {
  fetchImpl?: typeof fetch;
  /** Runs the issuer's 3DS method URL; answers threeDSCompInd ("Y" loaded, "N" not in time). */
  runMethodUrl?: (url: string) => Promise<"Y" | "N" | "U">;
  /** Shows the challenge page; resolves with its result, rejects (three_ds) when cancelled. */
  showChallenge?: (url: string) => Promise<ChallengeResult>;
  /** Full-page navigation for RedirectShopper. */
  navigate?: (action: { url: string; method: string; data?: Record<string, string> }) => void;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
}

export interface PaymentActionOptions {
  storeId: number;
  /** Put before /svc_checkout (an origin, or "" for same-origin calls). */
  servicePrefix: string;
  deps?: PaymentActionDeps;
  /** The verification frames' and dialog's words in the page's language. */
  texts?: ThreeDsTexts;
}

/** Where a redirect's order waits while the shopper is at the issuer (this tab only). */
export const PENDING_REDIRECT_KEY = "iw_3ds_pending";
/** A pending redirect older than the issuer's own 10-minute limit (plus slack) is forgotten. */
const PENDING_MAX_AGE_MS = 30 * 60 * 1000;
/** A payment never needs more steps than fingerprint → challenge → result. */
const MAX_STEPS = 4;

const DONE = new Set(["payment_complete", "published"]);

/** base64 JSON from the gateway's `token`, or {} when it is not one. */
export function decodeActionToken(token: unknown): Record<string, unknown> {
  if (typeof token !== "string" || !token) return {};
  try {
    const text = atob(token.replace(/-/g, "+").replace(/_/g, "/"));
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const encodeJson = (value: unknown) => btoa(JSON.stringify(value));

/** The challenge page's address: the ACS URL with the transaction as `token` (docs/testpay.md). */
export function challengeUrl(action: PaymentAction): string | null {
  const data = decodeActionToken(action.token);
  const acs = typeof data.acsURL === "string" ? data.acsURL : null;
  const id = typeof data.acsTransID === "string" ? data.acsTransID : null;
  if (!acs || !id) return null;
  const url = new URL(acs, typeof window === "undefined" ? "http://localhost" : window.location.href);
  url.searchParams.set("token", id);
  return url.href;
}

function kindOf(action: PaymentAction): "fingerprint" | "challenge" | "redirect" | null {
  const type = action.type;
  if (type === "redirect") return "redirect";
  if (type === "threeDS2Fingerprint") return "fingerprint";
  if (type === "threeDS2Challenge") return "challenge";
  if (type === "threeDS2")
    return action.subtype === "fingerprint" ? "fingerprint" : action.subtype === "challenge" ? "challenge" : null;
  return null;
}

/** The error the page shows for an order whose payment ended in payment_error. */
function failedPayment(answer: PlaceOrderResponse): PaymentFlowError {
  const threeDs = answer.payment.threeDsState !== null && answer.payment.threeDsState !== "new";
  const refusedAuth = /3d|authenticat/i.test(answer.payment.resultCode ?? "");
  return threeDs || refusedAuth
    ? new PaymentFlowError(
        "three_ds",
        "We couldn't verify your card with your bank. Please try again or use another card.",
      )
    : new PaymentFlowError(
        "payment_error",
        "Your payment was declined. Please check your details or use another card.",
      );
}

export async function postPaymentDetails(
  orderId: string,
  details: Record<string, string>,
  opts: PaymentActionOptions,
): Promise<PlaceOrderResponse> {
  const url = `${opts.servicePrefix}/svc_checkout/order/${encodeURIComponent(orderId)}/payment/details`;
  const answer = await postJson<PlaceOrderResponse>(
    url,
    { storeId: opts.storeId, details },
    { fetchImpl: opts.deps?.fetchImpl },
  );
  if (answer.ok) return answer.data;
  throw new PaymentFlowError(answer.error.code, answer.error.message, answer.error.details);
}

type DomStep = "runMethodUrl" | "showChallenge" | "navigate";

/** The given step, else the DOM one (loaded only when a payment needs 3-D Secure). */
async function step<K extends DomStep>(opts: PaymentActionOptions, key: K): Promise<NonNullable<PaymentActionDeps[K]>> {
  const given = opts.deps?.[key];
  if (given) return given as NonNullable<PaymentActionDeps[K]>;
  const dom = await import("./three-ds-dom.ts");
  const steps: Required<Pick<PaymentActionDeps, DomStep>> = {
    runMethodUrl: (url) => dom.runMethodUrl(url, opts.texts),
    showChallenge: (url) => dom.showChallenge(url, opts.texts),
    navigate: dom.navigateTo,
  };
  return steps[key] as NonNullable<PaymentActionDeps[K]>;
}

function sessionStore(deps: PaymentActionDeps | undefined) {
  if (deps?.storage !== undefined) return deps.storage;
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** One step: what the action asks of the browser, as the details for the gateway. */
async function runAction(
  answer: PlaceOrderResponse,
  action: PaymentAction,
  opts: PaymentActionOptions,
): Promise<Record<string, string> | "left"> {
  const kind = kindOf(action);
  if (kind === "fingerprint") {
    const data = decodeActionToken(action.token);
    const methodUrl = typeof data.threeDSMethodUrl === "string" ? data.threeDSMethodUrl : "";
    const completed = methodUrl ? await (await step(opts, "runMethodUrl"))(methodUrl) : "U";
    // The order service keeps the action's paymentData and sends it with this result.
    return { fingerprintResult: encodeJson({ threeDSCompInd: completed }) };
  }
  if (kind === "challenge") {
    const url = challengeUrl(action);
    if (!url) throw new PaymentFlowError("three_ds", "Your bank's verification could not be shown.");
    const result = await (await step(opts, "showChallenge"))(url);
    const details: Record<string, string> = {};
    if (result.threeDSResult) details.threeDSResult = result.threeDSResult;
    else if (result.redirectResult) details.redirectResult = result.redirectResult;
    else throw new PaymentFlowError("three_ds", "Your bank did not confirm the payment.");
    return details;
  }
  if (kind === "redirect") {
    const url = typeof action.url === "string" ? action.url : "";
    if (!url) throw new PaymentFlowError("three_ds", "Your bank's verification could not be opened.");
    const navigate = await step(opts, "navigate");
    sessionStore(opts.deps)?.setItem(
      PENDING_REDIRECT_KEY,
      JSON.stringify({
        orderId: answer.orderId,
        storeId: opts.storeId,
        servicePrefix: opts.servicePrefix,
        at: Date.now(),
      }),
    );
    const method = typeof action.method === "string" ? action.method.toUpperCase() : "GET";
    const data = action.data && typeof action.data === "object" ? (action.data as Record<string, string>) : undefined;
    navigate({ url, method, ...(data ? { data } : {}) });
    return "left";
  }
  throw new PaymentFlowError("payment_error", "This payment needs a step this page cannot do.");
}

/**
 * Carries a placed order through its 3-D Secure steps until the payment is complete. Answers the
 * final order; throws PaymentFlowError "three_ds" (authentication failed or cancelled) or
 * "payment_error" (refused), or the server's own code. For a RedirectShopper the page is left and
 * the promise never settles (the result comes back through `resumeRedirectResult`).
 */
export async function completePaymentAction(
  answer: PlaceOrderResponse,
  opts: PaymentActionOptions,
): Promise<PlaceOrderResponse> {
  let current = answer;
  for (let step = 0; step <= MAX_STEPS; step++) {
    if (DONE.has(current.status)) return current;
    if (current.status === "payment_error") throw failedPayment(current);
    const action = current.payment.action;
    // new / payment_pending without a browser step (e.g. a "Received" payment): nothing to do here.
    if (current.status !== "payment_pending" || !action) return current;
    const details = await runAction(current, action, opts);
    if (details === "left") return new Promise<PlaceOrderResponse>(() => {});
    current = await postPaymentDetails(current.orderId, details, opts);
  }
  throw new PaymentFlowError("payment_error", "Your payment could not be completed. Please try again.");
}

interface PendingRedirect {
  orderId: string;
  storeId: number;
  servicePrefix: string;
  at: number;
}

/**
 * Back from a RedirectShopper issuer page at /checkout/review?redirectResult=…: sends the result for
 * the order this tab left with and finishes any further step. Null when the URL carries no result
 * (or the page is inside a frame: the challenge dialog reads that one itself).
 */
export async function resumeRedirectResult(url: URL, deps?: PaymentActionDeps): Promise<PlaceOrderResponse | null> {
  const redirectResult = url.searchParams.get("redirectResult");
  const threeDSResult = url.searchParams.get("threeDSResult");
  if (!redirectResult && !threeDSResult) return null;
  if (typeof window !== "undefined" && window.top !== window.self) return null;
  const store = sessionStore(deps);
  let pending: PendingRedirect | null = null;
  try {
    pending = JSON.parse(store?.getItem(PENDING_REDIRECT_KEY) ?? "null") as PendingRedirect | null;
  } catch {
    pending = null;
  }
  store?.removeItem(PENDING_REDIRECT_KEY);
  if (!pending?.orderId || Date.now() - pending.at > PENDING_MAX_AGE_MS)
    throw new PaymentFlowError("three_ds", "Your card verification has expired. Please place your order again.");
  const opts: PaymentActionOptions = { storeId: pending.storeId, servicePrefix: pending.servicePrefix, deps };
  const details: Record<string, string> = redirectResult
    ? { redirectResult }
    : { threeDSResult: threeDSResult as string };
  const answer = await postPaymentDetails(pending.orderId, details, opts);
  return completePaymentAction(answer, opts);
}

/** The URL without the 3-D Secure return parameters (for history.replaceState after resuming). */
export function withoutThreeDsParams(url: URL): string {
  const clean = new URL(url.href);
  clean.searchParams.delete("redirectResult");
  clean.searchParams.delete("threeDSResult");
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

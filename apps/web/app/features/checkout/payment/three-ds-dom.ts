import { PaymentFlowError } from "./payment-errors.ts";

/**
 * The browser side of 3-D Secure: the hidden 3DS-method frame, the challenge dialog and the
 * redirect. Built with plain DOM because it runs inside an async payment call, not a render;
 * loaded only when a payment needs it.
 */

/** What the challenge answers: the issuer's threeDSResult, or a redirectResult when it went via returnUrl. */
export interface ChallengeResult {
  threeDSResult?: string;
  redirectResult?: string;
}

/** The words of the verification frames and dialog, in the page's language (the page translates them). */
export interface ThreeDsTexts {
  /** The hidden 3DS-method frame's title. */
  methodFrame: string;
  title: string;
  cancel: string;
  cancelLabel: string;
  note: string;
  /** The issuer's challenge frame's title. */
  challengeFrame: string;
}

/** adyen-web's limit for the 3DS method frame before it reports threeDSCompInd "N". */
export const METHOD_TIMEOUT_MS = 10_000;

/**
 * Calls `onBlocked` when this page's Content-Security-Policy refuses to frame `url` (the browser
 * shows "This content is blocked" in the frame and tells nobody else). Answers the unsubscribe.
 */
function whenFrameBlocked(url: string, onBlocked: () => void): () => void {
  const target = new URL(url, window.location.href);
  const listener = (event: SecurityPolicyViolationEvent) => {
    if (!/^(frame-src|child-src|default-src)$/.test(event.effectiveDirective)) return;
    let blocked: URL | null = null;
    try {
      blocked = new URL(event.blockedURI);
    } catch {
      blocked = null;
    }
    // Chromium reports the origin only for a cross-origin frame; either way it is the issuer's page.
    if (!blocked || blocked.origin === target.origin) onBlocked();
  };
  document.addEventListener("securitypolicyviolation", listener);
  return () => document.removeEventListener("securitypolicyviolation", listener);
}

export function runMethodUrl(url: string, texts?: ThreeDsTexts): Promise<"Y" | "N"> {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.title = texts?.methodFrame ?? "";
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.className = "three-ds-method";
    let settled = false;
    const finish = (result: "Y" | "N") => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      stopWatching();
      frame.remove();
      resolve(result);
    };
    const timer = window.setTimeout(() => finish("N"), METHOD_TIMEOUT_MS);
    // A blocked frame still fires "load": it did not run, so the issuer must hear "N".
    const stopWatching = whenFrameBlocked(url, () => finish("N"));
    frame.addEventListener("load", () => finish("Y"));
    frame.addEventListener("error", () => finish("N"));
    frame.src = url;
    document.body.append(frame);
  });
}

/** A result in a URL the challenge frame landed on (the gateway redirects to returnUrl when it has one). */
function resultFromUrl(href: string): ChallengeResult | null {
  try {
    const q = new URL(href).searchParams;
    const threeDSResult = q.get("threeDSResult");
    const redirectResult = q.get("redirectResult");
    if (threeDSResult) return { threeDSResult };
    if (redirectResult) return { redirectResult };
  } catch {
    // not a URL we can read
  }
  return null;
}

/**
 * The issuer's challenge page in a modal <dialog> (focus stays inside, the page behind is inert).
 * The result arrives as the page's postMessage {type: "testpay-3ds", threeDSResult | redirectResult}
 * or, when the gateway sent the frame on to our returnUrl, in that URL. Escape or Cancel rejects
 * with "three_ds".
 */
export function showChallenge(url: string, texts?: ThreeDsTexts): Promise<ChallengeResult> {
  return new Promise((resolve, reject) => {
    const origin = new URL(url, window.location.href).origin;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const dialog = document.createElement("dialog");
    dialog.className = "three-ds";
    dialog.setAttribute("aria-labelledby", "three-ds-title");
    dialog.setAttribute("aria-describedby", "three-ds-note");

    const head = document.createElement("div");
    head.className = "three-ds__head";
    const title = document.createElement("h2");
    title.id = "three-ds-title";
    title.textContent = texts?.title ?? "";
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "btn btn--ghost btn--s three-ds__cancel";
    cancel.textContent = texts?.cancel ?? "";
    cancel.setAttribute("aria-label", texts?.cancelLabel ?? "");
    head.append(title, cancel);

    const note = document.createElement("p");
    note.id = "three-ds-note";
    note.className = "three-ds__note";
    note.textContent = texts?.note ?? "";

    const frame = document.createElement("iframe");
    frame.className = "three-ds__frame";
    frame.title = texts?.challengeFrame ?? "";
    frame.src = url;

    dialog.append(head, note, frame);
    document.body.append(dialog);

    let settled = false;
    const cleanup = () => {
      stopWatching();
      window.removeEventListener("message", onMessage);
      if (dialog.open) dialog.close();
      dialog.remove();
      previousFocus?.focus();
    };
    const succeed = (result: ChallengeResult) => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(result);
    };
    const abandon = () => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(new PaymentFlowError("three_ds", "Card verification was cancelled. Your card has not been charged."));
    };

    // A challenge the page may not show is not a failed verification: say it could not load.
    const stopWatching = whenFrameBlocked(url, () => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(
        new PaymentFlowError(
          "three_ds_unavailable",
          "Your bank's verification page could not be loaded. Your card has not been charged.",
        ),
      );
    });

    function onMessage(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      const data = event.data as { type?: unknown; threeDSResult?: unknown; redirectResult?: unknown } | null;
      if (data?.type !== "testpay-3ds") return;
      if (typeof data.threeDSResult === "string") succeed({ threeDSResult: data.threeDSResult });
      else if (typeof data.redirectResult === "string") succeed({ redirectResult: data.redirectResult });
    }
    window.addEventListener("message", onMessage);

    frame.addEventListener("load", () => {
      // Same-origin frames only: a cross-origin issuer page throws here and answers by postMessage.
      try {
        const inner = frame.contentWindow;
        const found = inner ? resultFromUrl(inner.location.href) : null;
        if (found) return succeed(found);
        // Escape inside the frame does not reach this document's dialog: listen in the frame too.
        inner?.document.addEventListener("keydown", (e) => {
          if (e.key === "Escape") abandon();
        });
      } catch {
        // cross-origin: nothing to read
      }
    });
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      abandon();
    });
    cancel.addEventListener("click", abandon);

    dialog.showModal();
    cancel.focus();
  });
}

/** RedirectShopper: the whole page goes to the issuer (a form POST when the action says POST). */
export function navigateTo(action: { url: string; method: string; data?: Record<string, string> }): void {
  if (action.method !== "POST") {
    window.location.assign(action.url);
    return;
  }
  const form = document.createElement("form");
  form.method = "post";
  form.action = action.url;
  for (const [name, value] of Object.entries(action.data ?? {})) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

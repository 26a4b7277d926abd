/** The gateway's own pages: 3-D Secure challenge, PayPal approval, Affirm confirmation. Plain HTML, no scripts needed. */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function page(title: string, body: string, script = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #555}
.buttons{display:flex;gap:.75rem;margin-top:1rem}button{font:inherit;padding:.6rem 1.2rem;border:2px solid #111;background:#111;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#111}.note{color:#444;font-size:.9rem}</style></head>
<body><main><h1>${esc(title)}</h1>${body}</main>${script ? `<script>${script}</script>` : ""}</body></html>`;
}

export function challengePage(formAction: string, token: string, amount: string): string {
  return page(
    "Verify your payment",
    `<p>Test bank: confirm the payment of <strong>${esc(amount)}</strong>.</p>
<form method="post" action="${esc(formAction)}">
<input type="hidden" name="token" value="${esc(token)}">
<label for="tp-password">Password</label>
<input id="tp-password" name="password" type="password" autocomplete="off" aria-describedby="tp-hint">
<p id="tp-hint" class="note">Test password: <code>password</code>. Anything else fails.</p>
<div class="buttons"><button type="submit" name="decision" value="complete">Complete</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail</button></div></form>`,
  );
}

export function messagePage(
  title: string,
  message: string,
  /** A result for the page that framed or opened this one, posted only to `targetOrigin` (never "*"). */
  post?: { type: string; result: Record<string, string>; targetOrigin: string },
): string {
  const script = post
    ? `(function(){var m=${JSON.stringify({ type: post.type, ...post.result }).replace(/</g, "\\u003c")},t=${JSON.stringify(post.targetOrigin).replace(/</g, "\\u003c")};
try{if(window.parent!==window)window.parent.postMessage(m,t);if(window.opener)window.opener.postMessage(m,t);}catch(e){}})();`
    : "";
  return page(title, `<p>${esc(message)}</p>`, script);
}

/** Sends the browser on with a POST (Affirm's user_confirmation_url_action "POST"). */
export function autoPostPage(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
  return page(
    "Returning to the store",
    `<form id="tp-return" method="post" action="${esc(url)}">${inputs}<button type="submit">Continue</button></form>`,
    `document.getElementById("tp-return").submit();`,
  );
}

export function paypalApprovePage(formAction: string, orderId: string, amount: string): string {
  return page(
    "Pay with PayPal (test)",
    `<p>Order total <strong>${esc(amount)}</strong>.</p>
<form method="post" action="${esc(formAction)}">
<input type="hidden" name="token" value="${esc(orderId)}">
<label for="tp-email">PayPal email</label>
<input id="tp-email" name="email" type="email" value="buyer@example.com" autocomplete="email" aria-describedby="tp-hint">
<p id="tp-hint" class="note">An email starting with <code>declined@</code> is declined at capture.</p>
<div class="buttons"><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button></div></form>`,
  );
}

export function affirmPage(formAction: string, total: string): string {
  return page(
    "Affirm (test)",
    `<p>Pay <strong>${esc(total)}</strong> over time.</p>
<form method="post" action="${esc(formAction)}">
<div class="buttons"><button type="submit" name="decision" value="confirm">Confirm</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button></div></form>`,
  );
}

import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import {
  type AdyenDeps,
  createAdyen,
  DetailsRequest,
  ModificationRequest,
  PaymentRequest,
  TokenizeRequest,
  WalletTokenRequest,
} from "./testpay.adyen.ts";
import { safeEqual } from "../../platform/safe-equal.ts";
import { GatewayError } from "./testpay.errors.ts";
import { affirmPage, autoPostPage, challengePage, messagePage, paypalApprovePage } from "./testpay.pages.ts";
import type { TestpayRepository } from "./testpay.repository.ts";
import {
  AffirmCheckoutRequest,
  AffirmRefundRequest,
  createWallets,
  PaypalCaptureRequest,
  PaypalOrderRequest,
  PaypalRefundRequest,
} from "./testpay.wallets.ts";

export interface TestpayOptions {
  repo: TestpayRepository;
  /** Where browsers reach the gateway, e.g. "http://localhost:3000/_testpay". */
  publicUrl: string;
  /** Server-to-server key (X-API-Key; PayPal OAuth secret; Affirm private key). */
  apiKey: string;
  /** The browser's key for card tokenisation (public, like Adyen's clientKey). */
  clientKey: string;
  /** The origins of the merchant pages that may frame the 3-D Secure pages (frame-ancestors). */
  merchantOrigins: readonly string[];
  /**
   * The test controls (/test/*: faults, reset, PayPal/Affirm shortcuts) answer only requests from
   * this machine that carry `X-Testpay-Control: <secret>` (ADR 0018); elsewhere they do not exist.
   */
  controls: { secret: string; fromThisMachine: (c: Context) => boolean };
  now?: () => Date;
  /** How long the "timeout" card holds a request (default 30 s; callers give up sooner). */
  hangMs?: number;
}

interface Faults {
  latencyMs: number;
  failNext: number;
  failStatus: 500 | 502 | 503;
}

type Result = { status: 200 | 201 | 204; body: object | null };

/**
 * The local test gateway (DESIGN §6, reference §4.4): a separate app mounted at /_testpay that
 * plays Adyen Checkout (v72 Advanced flow + 3-D Secure 2), PayPal Orders v2 and Affirm offline.
 * It owns the testpay_objects table and imports nothing from the store's services.
 */
export function testpayRoutes(options: TestpayOptions) {
  const { repo, apiKey, clientKey } = options;
  // PayPal's OAuth answer: derived from the server key, so it is as secret as the key (a fixed token
  // in the source would open every server door to anyone, ADR 0018).
  const paypalAccessToken = `A21AA${createHash("sha256").update(`paypal-token:${apiKey}`).digest("base64url")}`;
  const deps: AdyenDeps = {
    repo,
    publicUrl: options.publicUrl,
    now: options.now ?? (() => new Date()),
    hangMs: options.hangMs ?? 30_000,
  };
  const adyen = createAdyen(deps);
  const wallets = createWallets({ repo, publicUrl: options.publicUrl });
  const faults: Faults = { latencyMs: 0, failNext: 0, failStatus: 500 };

  const app = new Hono();
  app.use(
    "*",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) =>
        c.json({ status: 413, errorCode: "000", message: "Request too large", errorType: "validation" }, 413),
    }),
  );
  app.use("*", async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  app.onError((err, c) => {
    if (err instanceof GatewayError) return c.json(err.toBody(), err.status);
    return c.json({ status: 500, errorCode: "000", message: "Internal error", errorType: "internal" }, 500);
  });

  function authorised(c: Context): boolean {
    // Secrets are compared in constant time (safeEqual): `===` stops at the first differing byte.
    if (safeEqual(c.req.header("x-api-key"), apiKey)) return true;
    const auth = c.req.header("authorization") ?? "";
    if (auth.startsWith("Bearer ")) return safeEqual(auth.slice(7), paypalAccessToken);
    if (auth.startsWith("Basic ")) {
      const decoded = Buffer.from(auth.slice(6), "base64").toString("utf8");
      return decoded.includes(":") && safeEqual(decoded.slice(decoded.indexOf(":") + 1), apiKey);
    }
    return false;
  }

  // Server-to-server doors: authenticated, and subject to injected latency and failures.
  for (const path of ["/v72/*", "/paypal/v2/*", "/affirm/api/*"]) {
    app.use(path, async (c, next) => {
      if (!authorised(c)) throw new GatewayError(401, "000", "HTTP Status Response - Unauthorized", "security");
      if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
      if (faults.failNext > 0) {
        faults.failNext--;
        throw new GatewayError(faults.failStatus, "000", "Injected failure", "internal");
      }
      await next();
    });
  }
  // Test controls: this machine's socket only (as if absent otherwise), then the control secret.
  app.use("/test/*", async (c, next) => {
    if (!options.controls.fromThisMachine(c)) throw new GatewayError(404, "000", "No such endpoint");
    if (!safeEqual(c.req.header("x-testpay-control"), options.controls.secret))
      throw new GatewayError(401, "000", "A valid X-Testpay-Control secret is required", "security");
    await next();
  });
  // The 3-D Secure pages are framed by the merchant's checkout, and by nobody else's page: a foreign
  // frame could dress the challenge up (clickjacking) (ADR 0018 addendum).
  const frameAncestors = options.merchantOrigins.length ? [...new Set(options.merchantOrigins)].join(" ") : "'none'";
  app.use("/3ds/*", async (c, next) => {
    await next();
    c.header("content-security-policy", `frame-ancestors ${frameAncestors}`);
  });

  async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new GatewayError(400, "702", "Structure of the request is not valid JSON");
    }
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join(".") || "body";
      throw new GatewayError(422, "14_030", `${field}: ${issue.message}`, "validation", {
        status: 422,
        errorCode: "14_030",
        message: `${field}: ${issue.message}`,
        errorType: "validation",
        fields: parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
      });
    }
    return parsed.data;
  }

  /** The same Idempotency-Key (or PayPal-Request-Id) answers with the first result; nothing runs twice. */
  async function idempotent(c: Context, scope: string, input: unknown, run: () => Promise<Result>): Promise<Response> {
    const key = c.req.header("idempotency-key") ?? c.req.header("paypal-request-id");
    const send = (r: Result) => (r.body === null ? c.body(null, 204) : c.json(r.body, r.status as 200 | 201));
    if (!key) return send(await run());
    if (key.length > 64) throw new GatewayError(422, "14_030", "Idempotency-Key must be at most 64 characters");
    const id = `${scope}:${key}`;
    const hash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
    if (await repo.create("idem", id, { hash })) {
      let result: Result;
      try {
        result = await run();
      } catch (err) {
        if (!(err instanceof GatewayError)) {
          await repo.take("idem", id);
          throw err;
        }
        await repo.put("idem", id, { hash, error: { status: err.status, body: err.toBody() } });
        throw err;
      }
      await repo.put("idem", id, { hash, result });
      return send(result);
    }
    for (let i = 0; i < 3000; i++) {
      const rec = await repo.get<{ hash: string; result?: Result; error?: { status: number; body: object } }>(
        "idem",
        id,
      );
      if (rec && rec.hash !== hash)
        throw new GatewayError(422, "704", "Idempotency-Key was already used with a different request");
      if (rec?.result) return send(rec.result);
      if (rec?.error) return c.json(rec.error.body, rec.error.status as 422);
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new GatewayError(409, "705", "A request with this Idempotency-Key is still in progress");
  }

  // ---- Browser: card tokenisation (the store never sees these fields) ----
  app.use("/checkoutshopper/v1/tokenize", cors);
  app.options("/checkoutshopper/v1/tokenize", (c) => c.body(null, 204));
  app.post("/checkoutshopper/v1/tokenize", async (c) => {
    if ((c.req.query("clientKey") ?? c.req.header("x-client-key")) !== clientKey)
      return c.json({ status: 401, errorCode: "000", message: "Invalid client key", errorType: "security" }, 401);
    const input = await body(c, TokenizeRequest);
    return c.json(await adyen.tokenize(input), 200);
  });

  // The phone's wallet (Apple Pay / Google Pay sheet) for tests and the dev app: a card → a single-use token.
  app.post("/checkoutshopper/v1/wallet-token", async (c) => {
    if ((c.req.query("clientKey") ?? c.req.header("x-client-key")) !== clientKey)
      return c.json({ status: 401, errorCode: "000", message: "Invalid client key", errorType: "security" }, 401);
    return c.json(await adyen.walletToken(await body(c, WalletTokenRequest)), 200);
  });

  // ---- Adyen Checkout v72 ----
  app.post("/v72/paymentMethods", async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { countryCode?: string; shopperReference?: string };
    return c.json(await adyen.paymentMethods(input), 200);
  });
  app.post("/v72/payments", async (c) => {
    const input = await body(c, PaymentRequest);
    return idempotent(c, "payments", input, async () => ({
      status: 200,
      body: await adyen.payments(input, c.req.raw.signal),
    }));
  });
  app.post("/v72/payments/details", async (c) => {
    const input = await body(c, DetailsRequest);
    return idempotent(c, "details", input, async () => ({ status: 200, body: await adyen.details(input) }));
  });
  for (const [op, run] of [
    ["captures", adyen.capture],
    ["cancels", adyen.cancel],
    ["refunds", adyen.refund],
  ] as const) {
    app.post(`/v72/payments/:psp/${op}`, async (c) => {
      const input = await body(c, ModificationRequest);
      const psp = c.req.param("psp");
      return idempotent(c, `${op}:${psp}`, input, async () => ({ status: 201, body: await run(psp, input) }));
    });
  }
  app.get("/v72/storedPaymentMethods", async (c) => {
    const shopperReference = c.req.query("shopperReference");
    if (!shopperReference) throw new GatewayError(422, "14_030", "shopperReference is required");
    return c.json(
      {
        merchantAccount: c.req.query("merchantAccount") ?? "",
        shopperReference,
        storedPaymentMethods: await adyen.listStored(shopperReference),
      },
      200,
    );
  });
  app.delete("/v72/storedPaymentMethods/:id", async (c) => {
    const shopperReference = c.req.query("shopperReference");
    if (!shopperReference) throw new GatewayError(422, "14_030", "shopperReference is required");
    await adyen.deleteStored(c.req.param("id"), shopperReference);
    return c.body(null, 204);
  });

  // ---- 3-D Secure pages ----
  app.get("/3ds/method", (c) => c.html("<!doctype html><title>3DS method</title>"));
  app.get("/3ds/challenge", async (c) => {
    const creq = c.req.query("creq");
    const fromCreq = creq
      ? (JSON.parse(Buffer.from(creq, "base64url").toString("utf8") || "{}") as { acsTransID?: string })
      : {};
    const token = c.req.query("token") ?? fromCreq.acsTransID ?? "";
    const open = await adyen.findChallenge(token);
    if (!open)
      return c.html(
        messagePage("Authentication unavailable", "This authentication has expired or was already completed."),
        404,
      );
    return c.html(challengePage(`${options.publicUrl}/3ds/challenge`, token, open.amount));
  });
  app.post("/3ds/challenge", async (c) => {
    const form = await c.req.parseBody();
    const decision = form.decision === "complete" ? "complete" : "fail";
    const done = await adyen.completeChallenge(String(form.token ?? ""), decision, String(form.password ?? ""));
    if (!done)
      return c.html(
        messagePage("Authentication unavailable", "This authentication has expired or was already completed."),
        404,
      );
    const result = { [done.key]: done.value };
    // A native challenge shown in the merchant's frame answers its page by postMessage (as adyen-web's
    // notification page does): sent on to the returnUrl, the frame would load the store's page
    // without its cookies whenever the gateway is another site (ADR 0018).
    const framed = c.req.header("sec-fetch-dest") === "iframe" && done.key === "threeDSResult";
    if (done.returnUrl && !framed) return c.redirect(withQuery(done.returnUrl, result), 303);
    const message =
      done.transStatus === "Y" ? "Authentication complete. You can return to the store." : "Authentication failed.";
    // No known return origin, no message: "*" would hand the result to whatever page framed this one.
    const origin = originOf(done.returnUrl);
    return c.html(
      messagePage(
        "Authentication finished",
        message,
        origin ? { type: "testpay-3ds", result, targetOrigin: origin } : undefined,
      ),
    );
  });

  // ---- PayPal Orders v2 ----
  app.post("/paypal/v1/oauth2/token", (c) => {
    if (!authorised(c))
      throw new GatewayError(401, "invalid_client", "Client Authentication failed", "security", {
        error: "invalid_client",
        error_description: "Client Authentication failed",
      });
    return c.json(
      {
        scope: "https://uri.paypal.com/services/payments",
        access_token: paypalAccessToken,
        token_type: "Bearer",
        expires_in: 32400,
      },
      200,
    );
  });
  app.post("/paypal/v2/checkout/orders", async (c) => {
    const input = await body(c, PaypalOrderRequest);
    return idempotent(c, "paypal-create", input, async () => ({
      status: 201,
      body: await wallets.createPaypalOrder(input),
    }));
  });
  app.get("/paypal/v2/checkout/orders/:id", async (c) => c.json(await wallets.getPaypalOrder(c.req.param("id")), 200));
  app.post("/paypal/v2/checkout/orders/:id/capture", async (c) => {
    const text = await c.req.text();
    const input = PaypalCaptureRequest.parse(text ? JSON.parse(text) : {});
    const id = c.req.param("id");
    return idempotent(c, `paypal-capture:${id}`, input, async () => ({
      status: 201,
      body: await wallets.capturePaypalOrder(id, input),
    }));
  });
  app.post("/paypal/v2/payments/captures/:id/refund", async (c) => {
    const input = await body(c, PaypalRefundRequest);
    const id = c.req.param("id");
    return idempotent(c, `paypal-refund:${id}`, input, async () => ({
      status: 201,
      body: await wallets.refundPaypalCapture(id, input),
    }));
  });
  app.get("/paypal/checkoutnow", async (c) => {
    const id = c.req.query("token") ?? "";
    const order = await wallets.getPaypalOrder(id).catch(() => null);
    if (order?.status !== "CREATED") return c.html(messagePage("PayPal", "This PayPal order cannot be approved."), 404);
    const amount = order.purchase_units[0]!.amount;
    return c.html(
      paypalApprovePage(`${options.publicUrl}/paypal/checkoutnow`, id, `${amount.value} ${amount.currency_code}`),
    );
  });
  app.post("/paypal/checkoutnow", async (c) => {
    const form = await c.req.parseBody();
    const id = String(form.token ?? "");
    if (form.decision !== "approve") {
      const url = await wallets.cancelUrl(id);
      return url ? c.redirect(withQuery(url, { token: id }), 303) : c.html(messagePage("PayPal", "Payment cancelled."));
    }
    const { order, context } = await wallets.approvePaypalOrder(id, String(form.email ?? "buyer@example.com"));
    const payerId = order.payer?.payer_id ?? "";
    // Without a return URL nobody is known to send the approval to: the page says so and posts nothing.
    return context?.return_url
      ? c.redirect(withQuery(context.return_url, { token: id, PayerID: payerId }), 303)
      : c.html(messagePage("PayPal", "Payment approved. You can return to the store."));
  });
  // A shortcut for API tests: approve without the page.
  app.post("/test/paypal/:id/approve", async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { email?: string };
    return c.json((await wallets.approvePaypalOrder(c.req.param("id"), input.email ?? "buyer@example.com")).order, 200);
  });

  // ---- Affirm ----
  app.post("/affirm/api/v2/checkout/direct", async (c) =>
    c.json(await wallets.createAffirmCheckout(await body(c, AffirmCheckoutRequest)), 200),
  );
  app.get("/affirm/checkout/:id", async (c) => {
    const checkout = await wallets.findAffirmCheckout(c.req.param("id"));
    if (checkout?.status !== "open") return c.html(messagePage("Affirm", "This checkout is no longer open."), 404);
    return c.html(
      affirmPage(
        `${options.publicUrl}/affirm/checkout/${checkout.id}`,
        `$${(checkout.request.total / 100).toFixed(2)}`,
      ),
    );
  });
  app.post("/affirm/checkout/:id", async (c) => {
    const form = await c.req.parseBody();
    const done = await wallets.decideAffirmCheckout(c.req.param("id"), form.decision === "confirm");
    if (!done.confirmed) return c.redirect(done.url, 303);
    if (done.action === "GET") return c.redirect(withQuery(done.url, { checkout_token: done.checkoutToken }), 303);
    return c.html(autoPostPage(done.url, { checkout_token: done.checkoutToken }));
  });
  app.post("/test/affirm/:id/confirm", async (c) => {
    const done = await wallets.decideAffirmCheckout(c.req.param("id"), true);
    return c.json({ checkout_token: done.confirmed ? done.checkoutToken : null }, 200);
  });
  app.post("/affirm/api/v1/transactions", async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { transaction_id?: string; order_id?: string };
    if (!input.transaction_id) throw new GatewayError(400, "missing-transaction-id", "transaction_id is required");
    return c.json(
      await wallets.authorizeAffirm({ transaction_id: input.transaction_id, order_id: input.order_id }),
      200,
    );
  });
  app.post("/affirm/api/v1/transactions/:id/capture", async (c) =>
    c.json(await wallets.affirmTransition(c.req.param("id"), "captured"), 200),
  );
  app.post("/affirm/api/v1/transactions/:id/void", async (c) =>
    c.json(await wallets.affirmTransition(c.req.param("id"), "voided"), 200),
  );
  app.post("/affirm/api/v1/transactions/:id/refund", async (c) => {
    const input = await body(c, AffirmRefundRequest);
    const id = c.req.param("id");
    return idempotent(c, `affirm-refund:${id}`, input, async () => ({
      status: 200,
      body: await wallets.refundAffirm(id, input),
    }));
  });

  // ---- Test controls: failure injection and reset ----
  app.post("/test/faults", async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as Partial<Faults>;
    faults.latencyMs = Math.max(0, Math.min(Number(input.latencyMs ?? 0) || 0, 60_000));
    faults.failNext = Math.max(0, Math.min(Number(input.failNext ?? 0) || 0, 1000));
    faults.failStatus = input.failStatus === 502 || input.failStatus === 503 ? input.failStatus : 500;
    return c.json(faults, 200);
  });
  app.post("/test/reset", async (c) => {
    Object.assign(faults, { latencyMs: 0, failNext: 0, failStatus: 500 });
    await repo.reset();
    return c.body(null, 204);
  });

  app.all("*", () => {
    throw new GatewayError(404, "000", "No such endpoint");
  });
  return app;
}

/** The merchant page's origin (postMessage's target); null when the payment named no absolute http(s) URL. */
function originOf(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  const u = new URL(url);
  return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
}

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url, "http://relative.invalid");
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.origin === "http://relative.invalid" ? `${u.pathname}${u.search}` : u.toString();
}

/**
 * Tokenisation is called from the shop's pages, which may live on another origin than the gateway.
 * Set on the context before the answer is built (errors included): headers added to a finished
 * Response are lost by the Node adapter's lightweight responses.
 */
async function cors(c: Context, next: () => Promise<void>): Promise<void> {
  c.header("access-control-allow-origin", c.req.header("origin") ?? "*");
  c.header("access-control-allow-methods", "POST, OPTIONS");
  c.header("access-control-allow-headers", "content-type, x-client-key");
  c.header("vary", "origin");
  await next();
}

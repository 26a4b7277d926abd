import type { Order } from "@ironworks/contracts";
import { businessBuyer, POLICY_CONSENT_TEXT } from "@ironworks/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";
import { prepareCaptcha, takeCaptcha } from "../account/captcha.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { getOrder, postOrder } from "./checkout-api.ts";
import { addressLine } from "./checkout-address.ts";
import { clearDraft } from "./draft.ts";
import { ORDER_MESSAGES, type ErrorPlan, planFor } from "./order-errors.ts";
import { agreementsMissing, requiredAgreements } from "./order-lines.ts";
import { buildOrderRequest } from "./order-request.ts";
import { OutOfStockModal } from "./OutOfStockModal.tsx";
import { StepActions } from "./StepActions.tsx";
import { createPlacementGuard, markPlacementInFlight, placeOrder } from "./place-order.ts";
import { allocateGiftcards } from "./totals.ts";
import { usePaymentModule } from "./use-payment-module.ts";
import { BusinessBuyerFacts } from "../orders/BusinessBuyerFacts.tsx";

const PAYMENT_LABELS: Record<string, string> = {
  card: "Card",
  storedCard: "Saved card",
  paypal: "PayPal",
  affirm: "Affirm",
  giftcard: "Gift card",
  free: "No payment needed",
  wallet: "Wallet",
};

/**
 * Step 3 (SPEC §2 /checkout/review, §4 placing an order, §8 order errors): everything chosen,
 * the subscription/trial agreements, the newsletter opt-in and the policy consent, and Place order.
 */
export function ReviewStep() {
  const checkout = useCheckout();
  const { data, draft, update, totals, delivery, shippingAddress, billingAddress, tax, stepDone, recheck } = checkout;
  const { href, price } = useLocaleTools();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const payment = usePaymentModule();
  const guard = useMemo(createPlacementGuard, []);
  const [placing, setPlacing] = useState(false);
  const [plan, setPlan] = useState<ErrorPlan | null>(null);
  const [existing, setExisting] = useState<Order | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const required = requiredAgreements(data.facts);
  const [agreementError, setAgreementError] = useState(false);

  useEffect(() => prepareCaptcha("order"), []);

  // Back from PayPal/Affirm: the approved payment joins the draft (which survived the redirect).
  // Back from a 3-D Secure redirect: the payment is finished and the order shown.
  const returnRead = useRef(false);
  useEffect(() => {
    if (!payment || returnRead.current) return;
    returnRead.current = true;
    const url = new URL(window.location.href);
    const back = payment.readWalletReturn(url);
    if (back) {
      update({ payment: back });
      window.history.replaceState(window.history.state, "", payment.withoutWalletParams(url));
    }
    payment.resumeRedirectResult(url).then(
      async (answer) => {
        if (!answer) return;
        markPlacementInFlight(true);
        window.history.replaceState(window.history.state, "", payment.withoutThreeDsParams(url));
        if (answer.status !== "payment_complete" && answer.status !== "published") {
          markPlacementInFlight(false);
          return showProblem(planFor({ code: "payment_error", message: "" }, null));
        }
        const order = await getOrder(data.site, answer.orderId, data.storeId).catch(() => null);
        finish(order ?? answer.orderId);
      },
      (err: { code?: string; message?: string }) =>
        showProblem(planFor({ code: err.code ?? "three_ds", message: err.message ?? "" }, null)),
    );
  }, [payment, update]);

  const finish = (order: Order | string) => {
    clearDraft(window.localStorage);
    const orderId = typeof order === "string" ? order : order.orderId;
    navigate(href(`/checkout/success?orderId=${encodeURIComponent(orderId)}`), {
      state: typeof order === "string" ? null : { order },
    });
  };

  const showProblem = (next: ErrorPlan | null) => {
    setPlan(next);
    // SPEC §8: after errors the view scrolls to top.
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const business = businessBuyer(billingAddress, shippingAddress);
  const names = Object.fromEntries(data.list.items.map((i) => [i.product.sku, i.product.name]));

  async function place() {
    if (guard.busy || placing) return; // SPEC §4: refused while loading
    setAgreementError(false);
    setExisting(null);
    if (agreementsMissing(required, draft.agreements)) {
      setAgreementError(true);
      showProblem({ ...planFor({ code: "subscription_agree_missing", message: "" }, null) });
      return;
    }
    if (!stepDone("shipping")) return navigate(href("/checkout/shipping"));
    if (!stepDone("payment")) return navigate(href("/checkout/payment"));
    if (!totals.complete || !payment) return;
    setPlan(null);
    setPlacing(true);
    markPlacementInFlight(true);
    const taxFigures = tax.quote
      ? {
          total: tax.quote.totalTaxAmount,
          item: tax.quote.itemTaxAmount,
          shipping: tax.quote.shipping.taxAmount,
          tariff: tax.quote.tariff,
          pricesIncludeTax: tax.quote.pricesIncludeTax,
        }
      : null;
    const body = buildOrderRequest({
      data,
      draft,
      totals,
      tax: taxFigures,
      shippingAddress,
      billingAddress,
      selections: delivery?.selections ?? [],
      giftcards: allocateGiftcards(draft.giftcards, totals.grandTotal),
      returnUrl: new URL(`${locale.prefix}/checkout/review`, window.location.origin).toString(),
      l10n: locale.tag,
    });
    const result = await guard.run(() =>
      placeOrder(body, {
        captcha: () => takeCaptcha("order"),
        post: (b, token) => postOrder(data.site, b, token),
        getOrder: (id) => getOrder(data.site, id, data.storeId),
        completePayment: (answer) =>
          // Same-origin: the payment module adds /svc_checkout/… itself.
          payment.completePaymentAction(answer, { storeId: data.storeId, servicePrefix: "" }),
        wait: (ms) => new Promise((r) => setTimeout(r, ms)),
      }),
    );
    setPlacing(false);
    if (!result) return;
    if (result.ok) return finish(result.order);
    markPlacementInFlight(false);
    const next = planFor(result.error, draft.payment?.paymentType ?? null);
    if (next.removeGiftcards) update({ giftcards: [] });
    if (next.clearPaypalToken) update({ payment: null });
    if (next.reloadCart || next.reloadPrices) await revalidator.revalidate();
    if (next.refetch) recheck(next.refetch);
    if (next.outOfStock.length) setModalOpen(true);
    if (result.existing) setExisting(result.existing);
    showProblem(next);
  }

  const paymentLabel = draft.payment
    ? (PAYMENT_LABELS[draft.payment.paymentType] ?? draft.payment.paymentType)
    : totals.amountDue === 0
      ? PAYMENT_LABELS.free
      : "Not chosen";

  return (
    <div className="checkout-step">
      <h1 id="checkout-review-title">Review your order</h1>
      <div
        ref={alertRef}
        tabIndex={-1}
        role="alert"
        className={plan ? "checkout-alert" : "checkout-alert checkout-alert--empty"}
        data-testid="order-error"
      >
        {plan ? <p>{plan.message}</p> : null}
        {plan?.skuProblems.length ? (
          <ul>
            {plan.skuProblems.map((p) => (
              <li key={p.sku}>
                {names[p.sku] ?? p.sku}: {p.message}
              </li>
            ))}
          </ul>
        ) : null}
        {existing ? (
          <p>
            Order {existing.orderId}: {price(existing.totals.grandTotalIncludingTax)}
          </p>
        ) : null}
      </div>

      <section className="checkout-section checkout-review" aria-labelledby="review-details-title">
        <h2 id="review-details-title" className="visually-hidden">
          Your details
        </h2>
        <dl className="checkout-review__list">
          <dt>Contact</dt>
          <dd>{data.customer?.email || draft.email}</dd>
          {data.virtualOnly ? null : (
            <>
              <dt>Ship to</dt>
              <dd>{delivery?.pickup ? "Store pickup" : addressLine(shippingAddress)}</dd>
              <dt>Delivery</dt>
              <dd>
                {delivery?.selections
                  .map((s) => `${s.carrier === "pickup" ? "" : `${s.carrier} `}${s.label}`)
                  .join(", ") || "—"}
              </dd>
            </>
          )}
          <dt>Billing address</dt>
          <dd>{addressLine(billingAddress)}</dd>
          <BusinessBuyerFacts business={business} testIdPrefix="review" />
          <dt>Payment</dt>
          <dd>{paymentLabel}</dd>
          {draft.giftcards.length ? (
            <>
              <dt>Gift cards</dt>
              <dd>{draft.giftcards.map((g) => g.code).join(", ")}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <Link to={href("/checkout/shipping")}>Change shipping</Link> ·{" "}
          <Link to={href("/checkout/payment")}>Change payment</Link>
        </p>
      </section>

      <form
        className="checkout-section"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void place();
        }}
      >
        {required.subscription ? (
          <fieldset className="checkout-fieldset" aria-describedby={agreementError ? "agreements-error" : undefined}>
            <legend>Subscription terms</legend>
            <label className="checkout-check">
              <input
                type="checkbox"
                name="agreeSubscription"
                checked={draft.agreements.subscription}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  update((d) => ({ agreements: { ...d.agreements, subscription: checked } }));
                }}
              />
              I agree that my subscription renews automatically every month at the then-current price until I cancel it
              in my account.
            </label>
            {required.trial ? (
              <label className="checkout-check">
                <input
                  type="checkbox"
                  name="agreeTrial"
                  checked={draft.agreements.trial}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    update((d) => ({ agreements: { ...d.agreements, trial: checked } }));
                  }}
                />
                I understand that after the trial period my subscription continues at the regular monthly price unless I
                cancel before the trial ends.
              </label>
            ) : null}
            {agreementError ? (
              <p id="agreements-error" className="field-error">
                {ORDER_MESSAGES.subscription_agree_missing}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <label className="checkout-check">
          <input
            type="checkbox"
            name="newsletter"
            checked={draft.newsletter}
            onChange={(e) => update({ newsletter: e.currentTarget.checked })}
          />
          Email me news, offers and new gear from Ironworks
        </label>
        <p className="checkout-policy">{POLICY_CONSENT_TEXT}</p>
        <StepActions back="/checkout/payment" backLabel="Back to payment">
          <Button
            type="submit"
            size="l"
            aria-disabled={placing || !totals.complete || !payment || undefined}
            data-testid="place-order"
          >
            {placing ? "Placing order…" : `Place order · ${price(totals.amountDue)}`}
          </Button>
        </StepActions>
        {placing ? (
          <p className="visually-hidden" role="status">
            Placing your order…
          </p>
        ) : null}
      </form>
      {modalOpen && plan?.outOfStock.length ? (
        <OutOfStockModal items={plan.outOfStock} names={names} onClose={() => setModalOpen(false)} />
      ) : null}
    </div>
  );
}

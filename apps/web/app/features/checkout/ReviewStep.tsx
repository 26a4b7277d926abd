import type { Order } from "@ironworks/contracts";
import { businessBuyer } from "@ironworks/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";
import { prepareCaptcha, takeCaptcha } from "../account/captcha.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { getOrder, postOrder } from "./checkout-api.ts";
import { addressLine } from "./checkout-address.ts";
import { clearDraft } from "./draft.ts";
import type { CheckoutKey } from "./messages.ts";
import { orderErrorText, skuProblemText } from "./order-error-text.ts";
import { type ErrorPlan, planFor } from "./order-errors.ts";
import { agreementsMissing, requiredAgreements } from "./order-lines.ts";
import { buildOrderRequest } from "./order-request.ts";
import { OutOfStockModal } from "./OutOfStockModal.tsx";
import { deliveryMethodName } from "./shipping-labels.ts";
import { StepActions } from "./StepActions.tsx";
import { createPlacementGuard, markPlacementInFlight, placeOrder } from "./place-order.ts";
import { allocateGiftcards } from "./totals.ts";
import { usePaymentModule } from "./use-payment-module.ts";
import { BusinessBuyerFacts } from "../orders/BusinessBuyerFacts.tsx";

/** The payment types the review names (`checkout.review.paid.<type>`). */
const PAYMENT_TYPES = new Set(["card", "storedCard", "paypal", "affirm", "giftcard", "free", "wallet"]);

/**
 * Step 3 (SPEC §2 /checkout/review, §4 placing an order, §8 order errors): everything chosen,
 * the subscription/trial agreements, the newsletter opt-in and the policy consent, and Place order.
 */
export function ReviewStep() {
  const t = useT<CheckoutKey>();
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
          payment.completePaymentAction(answer, {
            storeId: data.storeId,
            servicePrefix: "",
            texts: {
              methodFrame: t("checkout.threeDs.methodFrame"),
              title: t("checkout.threeDs.title"),
              cancel: t("checkout.threeDs.cancel"),
              cancelLabel: t("checkout.threeDs.cancelLabel"),
              note: t("checkout.threeDs.note"),
              challengeFrame: t("checkout.threeDs.challengeFrame"),
            },
          }),
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

  const paidWith = (type: string) =>
    PAYMENT_TYPES.has(type) ? t(`checkout.review.paid.${type}` as CheckoutKey) : type;
  const paymentLabel = draft.payment
    ? paidWith(draft.payment.paymentType)
    : totals.amountDue === 0
      ? paidWith("free")
      : t("checkout.review.notChosen");

  return (
    <div className="checkout-step">
      <h1 id="checkout-review-title">{t("checkout.review.title")}</h1>
      <div
        ref={alertRef}
        tabIndex={-1}
        role="alert"
        className={plan ? "checkout-alert" : "checkout-alert checkout-alert--empty"}
        data-testid="order-error"
      >
        {plan ? <p>{orderErrorText(t, plan)}</p> : null}
        {plan?.skuProblems.length ? (
          <ul>
            {plan.skuProblems.map((p) => (
              <li key={p.sku}>
                {names[p.sku] ?? p.sku}: {skuProblemText(t, p)}
              </li>
            ))}
          </ul>
        ) : null}
        {existing ? (
          <p>
            {t("checkout.review.existingOrder", {
              orderId: existing.orderId,
              total: price(existing.totals.grandTotalIncludingTax),
            })}
          </p>
        ) : null}
      </div>

      <section className="checkout-section checkout-review" aria-labelledby="review-details-title">
        <h2 id="review-details-title" className="visually-hidden">
          {t("checkout.review.details")}
        </h2>
        <dl className="checkout-review__list">
          <dt>{t("checkout.contact.title")}</dt>
          <dd>{data.customer?.email || draft.email}</dd>
          {data.virtualOnly ? null : (
            <>
              <dt>{t("checkout.review.shipTo")}</dt>
              <dd>{delivery?.pickup ? t("checkout.review.storePickup") : addressLine(shippingAddress)}</dd>
              <dt>{t("checkout.delivery.title")}</dt>
              <dd>{delivery?.selections.map((s) => deliveryMethodName(t, data.site, s)).join(", ") || "—"}</dd>
            </>
          )}
          <dt>{t("checkout.billing.title")}</dt>
          <dd>{addressLine(billingAddress)}</dd>
          <BusinessBuyerFacts business={business} testIdPrefix="review" />
          <dt>{t("checkout.payment.title")}</dt>
          <dd>{paymentLabel}</dd>
          {draft.giftcards.length ? (
            <>
              <dt>{t("checkout.giftcards.title")}</dt>
              <dd>{draft.giftcards.map((g) => g.code).join(", ")}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <Link to={href("/checkout/shipping")}>{t("checkout.review.changeShipping")}</Link> ·{" "}
          <Link to={href("/checkout/payment")}>{t("checkout.review.changePayment")}</Link>
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
            <legend>{t("checkout.review.subscriptionTerms")}</legend>
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
              {t("checkout.review.agreeSubscription")}
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
                {t("checkout.review.agreeTrial")}
              </label>
            ) : null}
            {agreementError ? (
              <p id="agreements-error" className="field-error">
                {t("checkout.error.subscription_agree_missing")}
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
          {t("checkout.review.newsletter")}
        </label>
        <p className="checkout-policy">{t("checkout.review.policy")}</p>
        <StepActions back="/checkout/payment" backLabel={t("checkout.review.back")}>
          <Button
            type="submit"
            size="l"
            aria-disabled={placing || !totals.complete || !payment || undefined}
            data-testid="place-order"
          >
            {placing ? t("checkout.review.placing") : t("checkout.review.place", { amount: price(totals.amountDue) })}
          </Button>
        </StepActions>
        {placing ? (
          <p className="visually-hidden" role="status">
            {t("checkout.review.placingStatus")}
          </p>
        ) : null}
      </form>
      {modalOpen && plan?.outOfStock.length ? (
        <OutOfStockModal items={plan.outOfStock} names={names} onClose={() => setModalOpen(false)} />
      ) : null}
    </div>
  );
}

import type { RateAddress } from "@ironworks/contracts";
import { listDiscount } from "@ironworks/domain";
import { useEffect, useMemo, useRef } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import type { RootData } from "../shell/root-data.ts";
import { prepareCaptcha, takeCaptcha } from "../account/captcha.ts";
import { supportsMessaging } from "../native-app/native-app.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { fetchShippingRates, fetchTaxRates, getOrder, postOrder } from "./checkout-api.ts";
import { isEmailValid, toRateAddress } from "./checkout-address.ts";
import type { AddressValues, PaymentDraft } from "./checkout-types.ts";
import { clearDraft } from "./draft.ts";
import type { CheckoutKey } from "./messages.ts";
import { orderErrorText } from "./order-error-text.ts";
import { planFor } from "./order-errors.ts";
import { deliveryErrorText } from "./shipping-labels.ts";
import { agreementsMissing, rateItems, requiredAgreements } from "./order-lines.ts";
import { buildOrderRequest } from "./order-request.ts";
import type { WalletDeps } from "./payment/index.ts";
import { markPlacementInFlight, placeOrder } from "./place-order.ts";
import {
  walletBaseAmount,
  walletBillingValues,
  walletPrice,
  walletRatingValues,
  walletSelections,
  walletShippingOptions,
  walletShippingValues,
  walletTax,
  walletTotals,
  walletType,
} from "./wallet-order.ts";

class WalletPlacementError extends Error {}

/**
 * The native-app wallet's hands in checkout (SPEC §4 "Wallet payment flow"; messages in
 * payment/wallet-flow.ts): delivery options for the address the app's sheet shares, and — once the
 * wallet authorised — the order updated with the wallet's contacts and token and placed with
 * paymentType "wallet". The order goes to the success page; a failure is thrown for the flow to
 * tell the app. undefined outside the app (or before its messaging bridge, 3.3.0).
 */
export function useWalletCheckout(): WalletDeps | undefined {
  const checkout = useCheckout();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const app = root?.app ?? null;
  const inApp = supportsMessaging(app);
  const platform = app?.platform ?? null;
  const { href } = useLocaleTools();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const t = useT<CheckoutKey>();
  const latest = useRef({ checkout, href, navigate, locale, t });
  latest.current = { checkout, href, navigate, locale, t };

  useEffect(() => {
    if (inApp) prepareCaptcha("order");
  }, [inApp]);

  const deps = useMemo<WalletDeps | undefined>(() => {
    if (!inApp) return undefined;

    const rateAddress = (values: AddressValues, email: string) => {
      const { data, draft, regions } = latest.current.checkout;
      const vat = data.pricesIncludeVat;
      return toRateAddress(values, {
        email,
        vatNumber: vat ? draft.vatNumber : undefined,
        eoriNumber: vat ? draft.eoriNumber : undefined,
        countries: data.countries,
        regions,
      });
    };

    const quoteFor = async (address: RateAddress | null) => {
      const { data, draft } = latest.current.checkout;
      const quote = await fetchShippingRates(data.site, {
        storeId: data.storeId,
        subtotalAmount: data.list.totals.subtotal,
        shippingAddress: address,
        items: rateItems(data.list),
        allowSplit: true,
        shippingMode: draft.shippingMode,
      });
      if (quote.error) throw new WalletPlacementError(deliveryErrorText(latest.current.t, quote.error));
      return quote;
    };

    // The same tax call as the page's tax machine (POST /svc_tax/tax/rates/fetch), for the given address and delivery.
    const taxFor = async (address: RateAddress | null, shippingAmount: number) => {
      const { data, draft } = latest.current.checkout;
      const vat = data.pricesIncludeVat;
      const taxQuote = await fetchTaxRates(data.site, {
        storeId: data.storeId,
        shippingAddress: address,
        shippingAmount,
        hundoDiscount: data.list.totals.hundoDiscount,
        items: rateItems(data.list),
        vatNumber: vat ? draft.vatNumber.trim() || null : null,
        eoriNumber: vat ? draft.eoriNumber.trim() || null : null,
      });
      if (taxQuote.error) throw new WalletPlacementError(taxQuote.error);
      return taxQuote;
    };

    return {
      loadShippingOptions: async (address) => {
        const { checkout: c, t: say } = latest.current;
        const quote = await quoteFor(rateAddress(walletRatingValues(address), c.draft.email));
        return walletShippingOptions(quote, (count) => say("checkout.wallet.splitDelivery", { count }));
      },

      // The sheet's total with the tax for its address and delivery, as placement will compute it.
      priceOption: async (address, option) => {
        const { data, draft } = latest.current.checkout;
        const virtualOnly = data.virtualOnly;
        const shippingAddress = virtualOnly ? null : rateAddress(walletRatingValues(address), draft.email);
        const tax = await taxFor(shippingAddress, virtualOnly ? 0 : (option?.amount ?? 0));
        return walletPrice({
          subtotal: data.list.totals.subtotal,
          discount: listDiscount(data.list.totals),
          option,
          virtualOnly,
          tax,
          giftcards: draft.giftcards,
          pricesIncludeVat: data.pricesIncludeVat,
        });
      },

      placeOrder: async (input) => {
        const { checkout: c, href: toHref, navigate: go, locale: loc, t: say } = latest.current;
        const { data, draft } = c;
        const email = (data.customer?.email || input.contacts.email || draft.email).trim();
        if (!isEmailValid(email)) throw new WalletPlacementError(say("checkout.wallet.emailFirst"));
        const required = requiredAgreements(data.facts);
        if (agreementsMissing(required, draft.agreements))
          throw new WalletPlacementError(say("checkout.error.subscription_agree_missing"));

        const fromWallet = !data.virtualOnly && (input.address !== null || input.contacts.shipping !== undefined);
        const shippingValues = fromWallet ? walletShippingValues(input.address, input.contacts, {}) : null;
        const shippingAddress = data.virtualOnly
          ? null
          : shippingValues
            ? rateAddress(shippingValues, email)
            : c.shippingAddress;
        const billingAddress = input.contacts.billing
          ? rateAddress(walletBillingValues(input.contacts, shippingValues ?? {}), email)
          : shippingValues
            ? rateAddress(shippingValues, email)
            : c.billingAddress;

        // The delivery the sheet chose, on a fresh (signed) quote for the address the order ships to.
        let selections = c.delivery?.selections ?? [];
        let shippingAmount = c.delivery?.amount ?? null;
        if (!data.virtualOnly) {
          const chosen = walletSelections(await quoteFor(shippingAddress), input.shippingCode);
          if (!chosen) throw new WalletPlacementError(say("checkout.wallet.optionGone"));
          selections = chosen.selections;
          shippingAmount = chosen.amount;
        }
        if (shippingAmount === null) throw new WalletPlacementError(say("checkout.wallet.notPriced"));

        const tax = walletTax(await taxFor(shippingAddress, shippingAmount));
        const { totals, giftcards } = walletTotals({
          subtotal: data.list.totals.subtotal,
          discount: listDiscount(data.list.totals),
          shipping: shippingAmount,
          tax,
          giftcards: draft.giftcards,
          pricesIncludeVat: data.pricesIncludeVat,
        });

        // SPEC §4: the order is updated with the wallet's contacts and payment token, then placed.
        const payment: PaymentDraft = {
          paymentType: "wallet",
          adyenType: walletType(platform, input.walletType),
          transactionToken: input.token,
        };
        const contactPatch = {
          payment,
          ...(data.customer ? {} : { email }),
          ...(shippingValues ? { savedAddressId: null, shippingAddress: shippingValues } : {}),
          ...(input.contacts.billing
            ? {
                billingSameAsShipping: false,
                billingAddress: walletBillingValues(input.contacts, shippingValues ?? {}),
              }
            : {}),
        };
        c.update(contactPatch);
        const body = buildOrderRequest({
          data,
          draft: { ...draft, ...contactPatch },
          totals,
          tax,
          shippingAddress,
          billingAddress,
          selections,
          giftcards,
          returnUrl: new URL(`${loc.prefix}/checkout/review`, window.location.origin).toString(),
          l10n: loc.tag,
        });

        markPlacementInFlight(true);
        const result = await placeOrder(body, {
          captcha: () => takeCaptcha("order"),
          post: (b, token) => postOrder(data.site, b, token),
          getOrder: (id) => getOrder(data.site, id, data.storeId),
          // Wallets have no 3-D Secure step (the wallet's cryptogram stands for it).
          completePayment: async () => {
            throw { code: "payment_error", message: "" };
          },
          wait: (ms) => new Promise((r) => setTimeout(r, ms)),
        });
        if (!result.ok) {
          markPlacementInFlight(false);
          // The token is single-use: the shopper pays again from the sheet.
          c.update({ payment: null });
          throw new WalletPlacementError(orderErrorText(say, planFor(result.error, "wallet")));
        }
        clearDraft(window.localStorage);
        const { order } = result;
        // After the flow told the app (it does so when this resolves).
        setTimeout(() =>
          go(toHref(`/checkout/success?orderId=${encodeURIComponent(order.orderId)}`), { state: { order } }),
        );
        return { orderId: order.orderId };
      },

      startAmount: () => {
        const { totals } = latest.current.checkout;
        return walletBaseAmount(totals.amountDue, totals.shipping);
      },
    };
  }, [inApp, platform]);

  return deps;
}

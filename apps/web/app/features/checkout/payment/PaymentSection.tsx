import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import { useFlag } from "../../flags/FlagsProvider.tsx";
import type { CheckoutKey } from "../messages.ts";
import { collectBrowserInfo, needsBrowserInfo } from "./browser-info.ts";
import { CardPayment, type TokenizedCard } from "./CardPayment.tsx";
import { listStoredCards, type StoredCardView, startAffirm, startPaypal } from "./payment-api.ts";
import { StoredCardPayment } from "./StoredCardPayment.tsx";
import type { PaymentDraft } from "./types.ts";
import { type WalletDeps, WalletPayment, useWalletAvailable } from "./WalletPayment.tsx";

export interface PaymentSectionProps {
  storeId: number;
  currency: string;
  /** The shipping (or billing) country: Affirm is offered in the USA only. */
  country: string;
  signedIn: boolean;
  listId: string;
  /** What the payment method pays: grand total less gift cards. */
  amountDue: number;
  value: PaymentDraft | null;
  onChange(payment: PaymentDraft | null): void;
  /** The gateway's card tokenisation (the loader's `context.services.payment.cardEntry`). */
  cardEntry?: { tokenizeUrl: string; clientKey: string } | null;
  /** Gift cards applied: with nothing left to pay the payment is "giftcard" instead of "free". */
  giftcardTotal?: number;
  /** Native app only: shipping and placement for the app's wallet sheet (SPEC §4 wallet flow). */
  wallet?: WalletDeps;
}

/** A saved card's expiry as the page's locale writes a month ("03/2027", "03.2027"). */
function cardExpiry(tag: string, card: { expiryMonth: string | number; expiryYear: string | number }): string {
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  if (!(month >= 1 && month <= 12) || !(year > 0)) return `${card.expiryMonth}/${card.expiryYear}`;
  return new Intl.DateTimeFormat(tag, { month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year < 100 ? 2000 + year : year, month - 1, 1)),
  );
}

type Method = "card" | `stored:${string}` | "paypal" | "affirm" | "wallet";

const initialMethod = (value: PaymentDraft | null): Method | null => {
  if (!value) return null;
  if (value.paymentType === "storedCard" && value.storedPaymentMethodId) return `stored:${value.storedPaymentMethodId}`;
  if (value.paymentType === "card" || value.paymentType === "paypal" || value.paymentType === "affirm")
    return value.paymentType;
  if (value.paymentType === "wallet") return "wallet";
  return null;
};

/**
 * The payment step (SPEC §1 methods: card, saved cards, PayPal, Affirm, app wallet; nothing to pay
 * when gift cards or a zero total cover the order). Hands the page a complete PaymentDraft, or
 * null while the chosen method is not ready (card not checked yet, PayPal not approved yet).
 * The page gives the heading; nothing here is a <form> (it sits inside the page's).
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { amountDue, value, onChange, currency } = props;
  const tools = useLocaleTools();
  const t = useT<CheckoutKey>();
  const { locale } = useLocale();
  const alternate = useFlag("alternate-card-provider");
  const walletAvailable = useWalletAvailable() && !!props.wallet;
  const [method, setMethod] = useState<Method | null>(() => initialMethod(value));
  const [cards, setCards] = useState<StoredCardView[]>([]);
  const [cardsState, setCardsState] = useState<"idle" | "loading" | "loaded" | "error">("idle");
  const [cardSummary, setCardSummary] = useState<{ brand: string; lastFour: string } | null>(null);
  const [walletError, setWalletError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const groupName = useId();
  const chosenByShopper = useRef(false);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  const nothingToPay = amountDue <= 0;
  const affirmOffered = props.country.toUpperCase() === "US" && currency === "USD";
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const returnUrl = `${origin}${tools.url("/checkout/review")}`;
  const cancelUrl = `${origin}${tools.url("/checkout/payment")}`;
  const cardExtras = () => ({
    returnUrl,
    ...(needsBrowserInfo(currency) ? { browserInfo: { ...collectBrowserInfo() } } : {}),
  });

  // Nothing to pay: the draft follows the amount; money due again drops it.
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    const free: PaymentDraft["paymentType"] = (props.giftcardTotal ?? 0) > 0 ? "giftcard" : "free";
    if (nothingToPay) {
      if (current?.paymentType !== free) change({ paymentType: free });
    } else if (current?.paymentType === "free" || current?.paymentType === "giftcard") change(null);
  }, [nothingToPay, props.giftcardTotal]);

  // Saved cards for customers; the default one is preselected unless the shopper already chose.
  useEffect(() => {
    if (!props.signedIn) {
      setCards([]);
      return;
    }
    let cancelled = false;
    setCardsState("loading");
    listStoredCards(props.storeId, props.country).then((answer) => {
      if (cancelled) return;
      if (!answer.ok) return setCardsState("error");
      setCards(answer.data);
      setCardsState("loaded");
      const usable = answer.data.filter((c) => !c.expired);
      const preferred = usable.find((c) => c.isDefault) ?? usable[0];
      if (preferred && !chosenByShopper.current && !latest.current.value) {
        setMethod(`stored:${preferred.id}`);
        latest.current.onChange({
          paymentType: "storedCard",
          adyenType: "scheme",
          storedPaymentMethodId: preferred.id,
          ...cardExtras(),
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [props.signedIn, props.storeId, props.country]);

  function choose(next: Method) {
    chosenByShopper.current = true;
    setMethod(next);
    setWalletError(null);
    if (next.startsWith("stored:")) {
      onChange({
        paymentType: "storedCard",
        adyenType: "scheme",
        storedPaymentMethodId: next.slice(7),
        ...cardExtras(),
      });
      return;
    }
    // PayPal/Affirm stay approved when the shopper comes back to the same method.
    if (value && initialMethod(value) === next && value.transactionToken) return;
    onChange(null);
  }

  function cardReady(card: TokenizedCard) {
    setCardSummary({ brand: card.brand, lastFour: card.lastFour });
    onChange({
      paymentType: "card",
      adyenType: "scheme",
      card: { ...card.tokens, type: "scheme" },
      ...(card.storeCard ? { storeCard: true } : {}),
      ...cardExtras(),
    });
  }

  async function goToWallet(kind: "paypal" | "affirm") {
    if (leaving) return;
    setLeaving(true);
    setWalletError(null);
    const input = { listId: props.listId, storeId: props.storeId, amount: amountDue, returnUrl, cancelUrl };
    const answer = kind === "paypal" ? await startPaypal(input) : await startAffirm(input);
    if (!answer.ok) {
      setLeaving(false);
      setWalletError(
        t(answer.error.code === "no_response" ? "checkout.giftcard.error.offline" : "checkout.method.startFailed", {
          provider: kind === "paypal" ? "PayPal" : "Affirm",
        }),
      );
      return;
    }
    const url = "approveUrl" in answer.data ? answer.data.approveUrl : answer.data.redirectUrl;
    window.location.assign(url);
  }

  if (nothingToPay)
    return (
      <div className="pay" data-payment="none">
        <p className="pay-none" role="status">
          {t((props.giftcardTotal ?? 0) > 0 ? "checkout.method.coveredByGiftcards" : "checkout.method.nothingToPay")}
        </p>
      </div>
    );

  const approvedWallet =
    value && (value.paymentType === "paypal" || value.paymentType === "affirm") && value.transactionToken
      ? value.paymentType
      : null;
  const selectedStored = method?.startsWith("stored:") ? cards.find((c) => `stored:${c.id}` === method) : undefined;
  const cardEntry = props.cardEntry ?? null;

  const option = (id: Method, label: React.ReactNode, extra?: { disabled?: boolean; hint?: string }) => (
    <label className={`pay-option${method === id ? " pay-option--checked" : ""}`} key={id}>
      <input
        type="radio"
        name={groupName}
        value={id}
        checked={method === id}
        disabled={extra?.disabled}
        onChange={() => choose(id)}
      />
      <span className="pay-option__label">{label}</span>
      {extra?.hint ? <span className="pay-option__hint">{extra.hint}</span> : null}
    </label>
  );

  return (
    <div
      className="pay"
      data-payment={value ? value.paymentType : "incomplete"}
      data-card-provider={alternate ? "alternate" : "default"}
    >
      <fieldset className="pay-methods">
        <legend className="visually-hidden">{t("checkout.method.choose")}</legend>
        {cardsState === "loading" ? <p className="pay-note">{t("checkout.method.loadingCards")}</p> : null}
        {cardsState === "error" ? <p className="pay-note">{t("checkout.method.cardsFailed")}</p> : null}
        {cards.map((c) =>
          option(
            `stored:${c.id}`,
            <>
              {c.name || c.brand.toUpperCase()}{" "}
              <span className="visually-hidden">{t("checkout.giftcard.endingIn")}</span>
              <span aria-hidden="true"> •••• </span>
              {c.lastFour}
            </>,
            {
              disabled: c.expired,
              hint: c.expired
                ? t("checkout.method.expired")
                : t("checkout.method.expires", {
                    date: cardExpiry(locale.tag, c),
                    isDefault: c.isDefault ? "yes" : "no",
                  }),
            },
          ),
        )}
        {option("card", t(cards.length ? "checkout.method.newCard" : "checkout.method.card"), {
          disabled: !cardEntry,
          hint: cardEntry
            ? alternate
              ? t("checkout.method.secureFields")
              : undefined
            : t("checkout.method.cardUnavailable"),
        })}
        {option("paypal", t("checkout.method.paypal"))}
        {affirmOffered ? option("affirm", t("checkout.method.affirm")) : null}
        {walletAvailable ? option("wallet", t("checkout.method.wallet")) : null}
      </fieldset>

      {walletError ? (
        <p className="pay-error" role="alert">
          {walletError}
        </p>
      ) : null}

      {method === "card" && cardEntry ? (
        value?.paymentType === "card" && value.card ? (
          <div className="pay-panel" role="status">
            <p>
              {cardSummary
                ? t("checkout.method.cardReady", { brand: cardSummary.brand, lastFour: cardSummary.lastFour })
                : t("checkout.method.yourCardReady")}
            </p>
            <Button variant="ghost" size="s" onClick={() => onChange(null)}>
              {t("checkout.method.differentCard")}
            </Button>
          </div>
        ) : (
          <CardPayment cardEntry={cardEntry} signedIn={props.signedIn} alternate={alternate} onTokenized={cardReady} />
        )
      ) : null}

      {selectedStored ? (
        <StoredCardPayment
          key={selectedStored.id}
          card={selectedStored}
          cardEntry={cardEntry}
          hasCode={!!value?.encryptedSecurityCode}
          onCode={(token) =>
            onChange({
              paymentType: "storedCard",
              adyenType: "scheme",
              storedPaymentMethodId: selectedStored.id,
              ...(token ? { encryptedSecurityCode: token } : {}),
              ...cardExtras(),
            })
          }
        />
      ) : null}

      {method === "paypal" || method === "affirm" ? (
        <div className="pay-panel">
          {approvedWallet === method ? (
            <p role="status">
              {t("checkout.method.approved", { provider: method === "paypal" ? "PayPal" : "Affirm" })}
            </p>
          ) : (
            <>
              <p className="pay-note">
                {t(method === "paypal" ? "checkout.method.paypalNote" : "checkout.method.affirmNote")}
              </p>
              <Button onClick={() => goToWallet(method)} aria-disabled={leaving || undefined}>
                {t(
                  leaving
                    ? "checkout.method.opening"
                    : method === "paypal"
                      ? "checkout.method.toPaypal"
                      : "checkout.method.toAffirm",
                )}
              </Button>
            </>
          )}
        </div>
      ) : null}

      {method === "wallet" && props.wallet ? (
        <WalletPayment
          deps={props.wallet}
          amount={amountDue}
          currency={currency}
          country={props.country}
          onFailure={setWalletError}
          onCancel={() => {
            if (latest.current.value?.paymentType === "wallet") latest.current.onChange(null);
          }}
        />
      ) : null}
    </div>
  );
}

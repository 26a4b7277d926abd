import { CARD_BRAND_NAMES, type CardBrand } from "@ironworks/domain";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { useHydrated } from "../lib/use-hydrated.ts";
import { CardForm } from "../features/payment/CardForm.tsx";
import { paymentCatalog } from "../features/payment/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import { Button } from "../ui/Button.tsx";
import type { Route } from "./+types/account.payment-methods";
import { accountTitle } from "../features/account/account-meta.ts";
import { said, useSay } from "../features/account/form-message.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";

export const handle: RouteHandle = { noindex: true };

async function customerId(context: Route.LoaderArgs["context"], request: Request): Promise<number> {
  const session = await context.session.find();
  if (!session?.customerId) {
    const { path } = localeFromRequest(request);
    throw redirect(`/login?redirect=${encodeURIComponent(path)}`);
  }
  return session.customerId;
}

/** SPEC §2 /account/payment-methods: saved cards (brand, last four, expiry, expired and default badges). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = await customerId(context, request);
  const [cards, book] = await Promise.all([
    context.services.payment.listCards(id),
    context.services.addresses.book(id),
  ]);
  return data(
    {
      cards,
      cardEntry: context.services.payment.cardEntry,
      billingAddresses: book.addresses.map((a) => ({
        _id: a._id,
        label: [a.street[0], a.city, a.countryId].filter(Boolean).join(", "),
        isDefaultBilling: a.isDefaultBilling,
      })),
      // The add-card form's words (features/payment, i18n-checkout's catalog).
      messages: pageMessages(localeFromRequest(request).locale, paymentCatalog),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Make default and delete work before hydration (plain form posts); adding a card needs JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const id = await customerId(context, request);
  const form = await request.formData();
  const cardId = String(form.get("cardId") ?? "");
  const { site } = localeFromRequest(request);
  try {
    if (form.get("intent") === "default")
      await context.services.payment.updateCard(id, cardId, { isDefault: true }, site);
    else if (form.get("intent") === "delete") await context.services.payment.removeCard(id, cardId);
  } catch (err) {
    const known = err instanceof Error && "status" in err && "code" in err;
    return {
      error: known
        ? said(String(err.code), err.message)
        : said("unknown_error", "Something went wrong. Please try again."),
    };
  }
  return { error: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.paymentMethods.title");
}

const brandName = (brand: string) => CARD_BRAND_NAMES[brand as CardBrand] ?? brand.toUpperCase();

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { cards } = loaderData;
  const t = useT<AccountKey>();
  const say = useSay();
  return (
    <main id="main" className="account-main">
      <h1>{t("account.page.paymentMethods.title")}</h1>
      {actionData?.error ? (
        <p className="card-form__error" role="alert">
          {say(actionData.error)}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p>{t("account.cards.empty")}</p>
      ) : (
        <ul className="cards" aria-label={t("account.cards.listLabel")}>
          {cards.map((card) => {
            const label = t("account.cards.label", { brand: brandName(card.brand), lastFour: card.lastFour });
            return (
              <li key={card._id} className="cards__item" data-card-id={card._id}>
                <span className="cards__label">
                  {brandName(card.brand)} <span aria-hidden="true">•••• </span>
                  <span className="visually-hidden">{t("account.cards.endingIn")} </span>
                  {card.lastFour}
                  {card.isDefault ? <span className="cards__badge">{t("account.cards.default")}</span> : null}
                  {card.expired ? (
                    <span className="cards__badge cards__badge--expired">{t("account.cards.expired")}</span>
                  ) : null}
                </span>
                <span>
                  {t("account.cards.expires", {
                    date: `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
                  })}
                  {card.holderName ? ` · ${card.holderName}` : ""}
                </span>
                <span className="cards__actions">
                  {card.isDefault ? null : (
                    <Form method="post">
                      <input type="hidden" name="cardId" value={card._id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="default"
                        size="s"
                        variant="secondary"
                        aria-label={t("account.cards.makeDefaultLabel", { card: label })}
                        aria-disabled={busy || undefined}
                      >
                        {t("account.cards.makeDefault")}
                      </Button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="cardId" value={card._id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="delete"
                      size="s"
                      variant="ghost"
                      aria-label={t("account.cards.deleteLabel", { card: label })}
                      aria-disabled={busy || undefined}
                    >
                      {t("account.delete")}
                    </Button>
                  </Form>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {hydrated ? (
        <CardForm
          cardEntry={loaderData.cardEntry}
          billingAddresses={loaderData.billingAddresses}
          onSaved={() => revalidator.revalidate()}
        />
      ) : (
        <section aria-labelledby="card-js-title">
          <h2 id="card-js-title">{t("account.cards.add")}</h2>
          <p className="card-form__note">{t("account.cards.needsJs")}</p>
        </section>
      )}
    </main>
  );
}

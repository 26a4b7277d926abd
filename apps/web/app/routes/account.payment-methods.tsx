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
    const message = err instanceof Error && "status" in err ? err.message : "Something went wrong. Please try again.";
    return { error: message };
  }
  return { error: null };
}

export function meta() {
  return [{ title: "Payment Methods | Ironworks" }];
}

const brandName = (brand: string) => CARD_BRAND_NAMES[brand as CardBrand] ?? brand.toUpperCase();

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { cards } = loaderData;
  return (
    <main id="main" className="account-main">
      <h1>Payment Methods</h1>
      {actionData?.error ? (
        <p className="card-form__error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p>You have no saved cards.</p>
      ) : (
        <ul className="cards" aria-label="Saved cards">
          {cards.map((card) => {
            const label = `${brandName(card.brand)} ending in ${card.lastFour}`;
            return (
              <li key={card._id} className="cards__item" data-card-id={card._id}>
                <span className="cards__label">
                  {brandName(card.brand)} <span aria-hidden="true">•••• </span>
                  <span className="visually-hidden">ending in </span>
                  {card.lastFour}
                  {card.isDefault ? <span className="cards__badge">Default</span> : null}
                  {card.expired ? <span className="cards__badge cards__badge--expired">Expired</span> : null}
                </span>
                <span>
                  Expires {String(card.expMonth).padStart(2, "0")}/{card.expYear}
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
                        aria-label={`Make ${label} the default`}
                        aria-disabled={busy || undefined}
                      >
                        Make default
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
                      aria-label={`Delete ${label}`}
                      aria-disabled={busy || undefined}
                    >
                      Delete
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
          <h2 id="card-js-title">Add a card</h2>
          <p className="card-form__note">
            Adding a card needs JavaScript: your card details go straight from this page to our payment provider, never
            through our servers. Please turn on JavaScript to add a card.
          </p>
        </section>
      )}
    </main>
  );
}

import type { Address } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "../../../ui/Button.tsx";
import { FormAlert } from "../../../ui/Field.tsx";
import { useT } from "../../../lib/i18n/messages.ts";
import { useSay } from "../form-message.ts";
import type { AccountKey } from "../messages.ts";
import { AddressForm } from "./AddressForm.tsx";
import type { AddressFormResult, AddressPageData } from "./address-types.ts";

const DONE: Record<string, AccountKey> = {
  added: "account.address.done.added",
  saved: "account.address.done.saved",
  deleted: "account.address.done.deleted",
  "default-shipping": "account.address.done.defaultShipping",
  "default-billing": "account.address.done.defaultBilling",
};

const PAGE = "/account/address";

/**
 * SPEC §2 /account/address: the saved addresses with their default badges, and adding, changing,
 * deleting (confirmed on its own step) and choosing the defaults. Every action is a link or a
 * form post, so the page works the same before and after hydration.
 */
export function AddressBook({
  book,
  query,
  result,
}: {
  book: AddressPageData;
  query: { edit: string | null; add: boolean; remove: string | null; done: string | null };
  result: AddressFormResult | undefined;
}) {
  const editing = query.edit ? (book.addresses.find((a) => a._id === query.edit) ?? null) : null;
  const removing = query.remove ? book.addresses.find((a) => a._id === query.remove) : undefined;
  const saveRefused = result?.form === "save" ? result : undefined;
  const showForm = !!editing || query.add || !!saveRefused || book.addresses.length === 0;
  const formAddress = saveRefused ? (book.addresses.find((a) => a._id === saveRefused.id) ?? null) : editing;
  const status = result && result.form !== "save" ? undefined : query.done ? DONE[query.done] : undefined;
  const t = useT<AccountKey>();
  const say = useSay();

  return (
    <main id="main" className="account-main address-book">
      <h1>{t("account.address.title")}</h1>
      <p role="status" className="address-book__status">
        {status ? t(status) : ""}
      </p>
      {result && result.form !== "save" ? <FormAlert id="address-book-alert" message={say(result.message)} /> : null}
      <p className="address-book__ship-to" data-testid="ship-to-country">
        {t("account.address.shipToLabel")} <strong>{book.shipToCountryName ?? t("account.address.shipToUnset")}</strong>
        {book.shipToCountryName ? null : <span> {t("account.address.shipToHint")}</span>}
      </p>

      {removing ? <ConfirmDelete address={removing} /> : null}

      {book.addresses.length ? (
        <ul className="address-book__list" aria-label={t("account.address.listLabel")}>
          {book.addresses.map((a) => (
            <AddressCard key={a._id} address={a} countryName={countryNameOf(book, a.countryId)} />
          ))}
        </ul>
      ) : (
        <p className="address-book__empty">{t("account.address.empty")}</p>
      )}

      {showForm ? (
        <section className="account-card">
          <AddressForm
            key={`${formAddress?._id ?? "new"}:${JSON.stringify(saveRefused ?? null)}`}
            address={formAddress}
            countries={book.countries}
            homeCountry={book.homeCountry}
            regions={book.regions}
            result={saveRefused}
            cancelHref={book.addresses.length ? PAGE : null}
          />
        </section>
      ) : (
        <p>
          <Link className={buttonClass()} to={`${PAGE}?add=1`}>
            {t("account.address.add")}
          </Link>
        </p>
      )}
    </main>
  );
}

const countryNameOf = (book: AddressPageData, code: string) =>
  book.countries.find((c) => c.code === code)?.name ?? code;

/** One address, its default badges and what can be done with it. */
function AddressCard({ address: a, countryName }: { address: Address; countryName: string }) {
  const summaryId = `address-${a._id}-summary`;
  const name = `${a.firstname} ${a.lastname}`;
  const t = useT<AccountKey>();
  return (
    <li className="account-card address-card">
      <h2 className="address-card__name" id={summaryId}>
        {name}
        <span className="visually-hidden">, {a.street[0]}</span>
      </h2>
      {a.isDefaultShipping || a.isDefaultBilling ? (
        <p className="address-card__badges">
          {a.isDefaultShipping ? <span className="address-badge">{t("account.address.defaultShipping")}</span> : null}
          {a.isDefaultBilling ? <span className="address-badge">{t("account.address.defaultBilling")}</span> : null}
        </p>
      ) : null}
      <address className="address-card__lines">
        {a.company ? <span>{a.company}</span> : null}
        {a.street.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
        <span>{[a.city, a.regionId ?? a.region, a.postcode].filter(Boolean).join(", ")}</span>
        <span>{countryName}</span>
        <span>{a.telephone}</span>
      </address>
      <div className="address-card__actions">
        <Link to={`${PAGE}?edit=${a._id}`} aria-describedby={summaryId}>
          {t("account.edit")}
        </Link>
        <Link to={`${PAGE}?delete=${a._id}`} aria-describedby={summaryId}>
          {t("account.delete")}
        </Link>
        {a.isDefaultShipping ? null : <DefaultButton id={a._id} intent="default-shipping" describedBy={summaryId} />}
        {a.isDefaultBilling ? null : <DefaultButton id={a._id} intent="default-billing" describedBy={summaryId} />}
      </div>
    </li>
  );
}

function DefaultButton({
  id,
  intent,
  describedBy,
}: {
  id: string;
  intent: "default-shipping" | "default-billing";
  describedBy: string;
}) {
  const navigation = useNavigation();
  const t = useT<AccountKey>();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === id;
  return (
    <Form method="post" action={PAGE} className="address-card__default">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="s"
        variant="secondary"
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
      >
        {t(
          intent === "default-shipping" ? "account.address.makeDefaultShipping" : "account.address.makeDefaultBilling",
        )}
      </Button>
    </Form>
  );
}

/** Deleting asks first, on its own step (a link there, so it works without JavaScript). */
function ConfirmDelete({ address: a }: { address: Address }) {
  const t = useT<AccountKey>();
  return (
    <section className="account-card address-book__confirm" aria-labelledby="address-delete-title">
      <h2 id="address-delete-title">{t("account.address.deleteTitle")}</h2>
      <p>
        {a.firstname} {a.lastname}, {a.street.join(", ")}, {a.city}
      </p>
      {a.isDefaultShipping || a.isDefaultBilling ? <p>{t("account.address.deleteDefault")}</p> : null}
      <Form method="post" action={PAGE} className="address-book__confirm-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={a._id} />
        <Button type="submit" variant="primary">
          {t("account.address.deleteSubmit")}
        </Button>
        <Link className={buttonClass({ variant: "secondary" })} to={PAGE}>
          {t("account.cancel")}
        </Link>
      </Form>
    </section>
  );
}

import type { Address } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "../../../ui/Button.tsx";
import { FormAlert } from "../../../ui/Field.tsx";
import { AddressForm } from "./AddressForm.tsx";
import type { AddressFormResult, AddressPageData } from "./address-types.ts";

const DONE: Record<string, string> = {
  added: "Address added.",
  saved: "Address saved.",
  deleted: "Address deleted.",
  "default-shipping": "Default shipping address changed.",
  "default-billing": "Default billing address changed.",
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

  return (
    <main id="main" className="account-main address-book">
      <h1>Address Book</h1>
      <p role="status" className="address-book__status">
        {status ?? ""}
      </p>
      {result && result.form !== "save" ? <FormAlert id="address-book-alert" message={result.message} /> : null}
      <p className="address-book__ship-to" data-testid="ship-to-country">
        Ship-to country: <strong>{book.shipToCountryName ?? "not set"}</strong>
        {book.shipToCountryName ? null : <span> (choose a default shipping address)</span>}
      </p>

      {removing ? <ConfirmDelete address={removing} /> : null}

      {book.addresses.length ? (
        <ul className="address-book__list" aria-label="Saved addresses">
          {book.addresses.map((a) => (
            <AddressCard key={a._id} address={a} countryName={countryNameOf(book, a.countryId)} />
          ))}
        </ul>
      ) : (
        <p className="address-book__empty">You have no saved addresses yet. Add one below.</p>
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
            Add a new address
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
  return (
    <li className="account-card address-card">
      <h2 className="address-card__name" id={summaryId}>
        {name}
        <span className="visually-hidden">, {a.street[0]}</span>
      </h2>
      {a.isDefaultShipping || a.isDefaultBilling ? (
        <p className="address-card__badges">
          {a.isDefaultShipping ? <span className="address-badge">Default Shipping</span> : null}
          {a.isDefaultBilling ? <span className="address-badge">Default Billing</span> : null}
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
          Edit
        </Link>
        <Link to={`${PAGE}?delete=${a._id}`} aria-describedby={summaryId}>
          Delete
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
        {intent === "default-shipping" ? "Make default shipping" : "Make default billing"}
      </Button>
    </Form>
  );
}

/** Deleting asks first, on its own step (a link there, so it works without JavaScript). */
function ConfirmDelete({ address: a }: { address: Address }) {
  return (
    <section className="account-card address-book__confirm" aria-labelledby="address-delete-title">
      <h2 id="address-delete-title">Delete this address?</h2>
      <p>
        {a.firstname} {a.lastname}, {a.street.join(", ")}, {a.city}
        {a.isDefaultShipping || a.isDefaultBilling
          ? ". It is a default address; you will have no default until you choose another."
          : null}
      </p>
      <Form method="post" action={PAGE} className="address-book__confirm-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={a._id} />
        <Button type="submit" variant="primary">
          Delete address
        </Button>
        <Link className={buttonClass({ variant: "secondary" })} to={PAGE}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

import { data, useActionData, useSearchParams } from "react-router";
import { AddressBook } from "../features/account/address/AddressBook.tsx";
import { addressPageAction, addressPageLoader } from "../features/account/address/address.server.ts";
import type { AddressFormResult } from "../features/account/address/address-types.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/account.address";
import { accountTitle } from "../features/account/account-meta.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, locale } = localeFromRequest(request);
  return data(await addressPageLoader(context, site.code, locale.tag), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressPageAction(request, context, localeFromRequest(request).site.code);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.address.title");
}

/** SPEC §2 /account/address: the customer's address book (features/account/address). */
export default function AccountAddress({ loaderData }: Route.ComponentProps) {
  const result = useActionData<AddressFormResult>();
  const [params] = useSearchParams();
  return (
    <AddressBook
      book={loaderData}
      result={result}
      query={{
        edit: params.get("edit"),
        add: params.get("add") === "1",
        remove: params.get("delete"),
        done: params.get("done"),
      }}
    />
  );
}

import { data, redirect } from "react-router";
import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import { localPath, requireCustomer, serviceFailure } from "../features/lists/account/lists.server.ts";
import { AccountRegistriesView, type CreateRegistryResult } from "../features/lists/registry/AccountRegistriesView.tsx";
import { parseRegistryDetails } from "../features/lists/registry/registry-form.ts";
import { failureWords, listPageMessages, wordErrors } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/account.registry";

export const handle: RouteHandle = { noindex: true };

/** SPEC §2 /account/registry: the customer's registries and creating one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const lists = await context.services.lists.listLists(owner, site, { activeOnly: true });
  return { registries: lists.filter((l) => l.type === "registry"), messages: listPageMessages(request).messages };
}

/** Create a registry (public unless the box is cleared), then manage it. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const form = await request.formData();
  const parsed = parseRegistryDetails(form);
  if (!parsed.ok) {
    const result: CreateRegistryResult = {
      errors: wordErrors(parsed.errors, listPageMessages(request).words),
      values: { ...parsed.values, isPublic: form.get("isPublic") !== null },
    };
    return data(result, { status: 400 });
  }
  const { eventName, eventDate, ...rest } = parsed.value;
  try {
    const created = await context.services.lists.createList(owner, site, {
      type: "registry",
      metadata: { ...rest, ...(eventName ? { eventName } : {}), ...(eventDate ? { eventDate } : {}) },
    });
    return redirect(localPath(request, `/account/registry/${encodeURIComponent(created._id)}?done=created`));
  } catch (err) {
    const failure = serviceFailure(err);
    if (!failure) throw err;
    const result: CreateRegistryResult = { errors: {}, values: parsed.value, message: failureWords(request, failure) };
    return data(result, { status: failure.status });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const key: ListsKey = "lists.registry.accountTitle";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

export default function AccountRegistryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountRegistriesView registries={loaderData.registries} result={actionData} />;
}

export const ErrorBoundary = ListErrorBoundary;

import { data } from "react-router";
import { listPageMessages } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { pageMessagesOf, translate, useT } from "../lib/i18n/messages.ts";
import type { RouteHandle } from "../lib/seo.ts";
import { Button } from "../ui/Button.tsx";
import { useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/bin-confirm";

export const handle: RouteHandle = { noindex: true };

/**
 * /back-in-stock/confirm?token=…: the link mailed for a back-in-stock alert set for an address
 * that is not the account's own (ADR 0024). Opening it changes nothing (mail scanners follow
 * links); the button's POST sets the alert.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return data(
    { token: token && token.length <= 1000 ? token : null, messages: listPageMessages(request).messages },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  if (typeof token !== "string" || !token) return data({ confirmed: false, product: null }, { status: 400 });
  try {
    const bin = await context.services.bins.confirm(token);
    return { confirmed: true, product: bin.product?.name ?? null };
  } catch (err) {
    if ((err as { status?: number } | null)?.status === 400)
      return data({ confirmed: false, product: null }, { status: 400 });
    throw err;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const key: ListsKey = "lists.bin.documentTitle";
  // The token is in this page's URL: no Referer carries it off the store.
  return [{ title: translate(pageMessagesOf(matches), key) }, { name: "referrer", content: "same-origin" }];
}

export default function BinConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { url } = useLocaleTools();
  const t = useT<ListsKey>();
  const token = loaderData.token;
  return (
    <main id="main" className="newsletter-page">
      <h1>{t("lists.bin.title")}</h1>
      {actionData?.confirmed ? (
        <p role="status">
          {actionData.product
            ? t("lists.bin.confirmed", { product: actionData.product })
            : t("lists.bin.confirmedProduct")}
        </p>
      ) : actionData || !token ? (
        <p role="alert">{t("lists.bin.invalid")}</p>
      ) : (
        <form method="post" action={url(`/back-in-stock/confirm?token=${encodeURIComponent(token)}`)}>
          <p>{t("lists.bin.intro")}</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t("lists.bin.confirm")}</Button>
        </form>
      )}
    </main>
  );
}

import { data } from "react-router";
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
    { token: token && token.length <= 1000 ? token : null },
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

export function meta() {
  // The token is in this page's URL: no Referer carries it off the store.
  return [{ title: "Confirm your back-in-stock alert | Ironworks" }, { name: "referrer", content: "same-origin" }];
}

export default function BinConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { url } = useLocaleTools();
  const token = loaderData.token;
  return (
    <main id="main" className="newsletter-page">
      <h1>Back-in-stock alert</h1>
      {actionData?.confirmed ? (
        <p role="status">Confirmed: we'll email you when {actionData.product ?? "the product"} is back in stock.</p>
      ) : actionData || !token ? (
        <p role="alert">This link is not valid or has expired. Please set the alert again from the product page.</p>
      ) : (
        <form method="post" action={url(`/back-in-stock/confirm?token=${encodeURIComponent(token)}`)}>
          <p>One click and we'll email this address when the product is back in stock.</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Confirm my alert</Button>
        </form>
      )}
    </main>
  );
}

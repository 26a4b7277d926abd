import type { Bin, BinPendingResponse, BinRequest } from "@ironworks/contracts";
import { useT } from "../../../lib/i18n/messages.ts";
import type { BinKey } from "./messages.ts";
import { BIN_ERROR_CODES } from "@ironworks/contracts/codes";
import type { SiteCode } from "@ironworks/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { api, succeeded } from "../../../lib/api.ts";
import { useSession } from "../SessionProvider.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";

type State = "idle" | "loading" | "subscribed" | "confirm" | "error";

/**
 * POST /svc_bin/bin; an alert already set is success too (SPEC §8). 202: the address is not the
 * account's own (it changed in another tab), so a confirmation link was mailed (ADR 0024).
 */
async function subscribe(site: SiteCode, body: BinRequest): Promise<State> {
  const answer = await api.post<Bin | BinPendingResponse, BinRequest>("/svc_bin/bin", { site, body, auth: true });
  if (answer.status === 202) return "confirm";
  if (succeeded(answer)) return "subscribed";
  return !answer.ok && answer.error.code === BIN_ERROR_CODES.alreadySubscribed ? "subscribed" : "error";
}

/**
 * "Notify me when back in stock" (SPEC §4 stock status "bin"). Alerts need an account (SPEC §6):
 * a guest (or while the session is loading) goes through login and back; a signed-in customer
 * subscribes here — JSON to /svc_bin/bin once hydrated, a form post to /account/bin before.
 */
export function NotifyMe({
  productId,
  parentId,
  productUrl,
}: {
  productId: number;
  parentId: number | null;
  productUrl: string;
}) {
  const session = useSession();
  const { href, url } = useLocaleTools();
  const { site, locale } = useLocale();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>("idle");
  const t = useT<BinKey>();
  const email = session.customer?.email ?? "";

  if (!session.loggedIn)
    return (
      <Link className="stock-status__notify" to={`${href("/login")}?redirect=${encodeURIComponent(href(productUrl))}`}>
        {t("bin.notify")}
      </Link>
    );

  if (state === "subscribed")
    return (
      <p className="stock-status__note" role="status" data-testid="bin-subscribed">
        {t("bin.subscribed", { email })} <Link to={href("/account/bin")}>{t("bin.manage")}</Link>
      </p>
    );

  if (state === "confirm")
    return (
      <p className="stock-status__note" role="status" data-testid="bin-confirm">
        {t("bin.confirm", { email })}
      </p>
    );

  return (
    <form
      method="post"
      action={url("/account/bin")}
      className="stock-status__notify-form"
      onSubmit={
        hydrated
          ? async (e) => {
              e.preventDefault();
              if (state === "loading") return;
              setState("loading");
              setState(
                await subscribe(site.code, {
                  product_id: productId,
                  email,
                  parent_id: parentId,
                  // The restock mail's language and links (issue 15 item 5).
                  locale: locale.prefix,
                }),
              );
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="product_id" value={productId} />
      {parentId ? <input type="hidden" name="parent_id" value={parentId} /> : null}
      <button type="submit" className="stock-status__notify" aria-disabled={state === "loading" || undefined}>
        {state === "loading" ? t("bin.loading") : t("bin.notify")}
      </button>
      {state === "error" ? (
        <p role="alert" className="stock-status__note">
          {t("bin.error")}
        </p>
      ) : null}
    </form>
  );
}

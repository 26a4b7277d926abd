import type { Bin } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import { useT } from "../../../lib/i18n/messages.ts";
import { useSay } from "../form-message.ts";
import type { AccountKey } from "../messages.ts";
import type { BinNotice } from "./bin.server.ts";

type Stock = NonNullable<Bin["product"]>["stockStatus"];
const STOCK: Record<Stock, AccountKey> = {
  in_stock: "account.bin.inStock",
  backorder: "account.bin.backorder",
  oos: "account.bin.oos",
};

/** SPEC §2 /account/bin: the customer's back-in-stock alerts with product, stock and Remove (a plain form post). */
export function BinsView({ bins, notice }: { bins: Bin[]; notice: BinNotice | null }) {
  const { href } = useLocaleTools();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("binId") : null;
  const t = useT<AccountKey>();
  const say = useSay();
  return (
    <main id="main" className="account-main account-bins">
      <h1>{t("account.page.bin.title")}</h1>
      <div role="status" aria-live="polite">
        {notice ? (
          <p className={`account-notice account-notice--${notice.kind}`} data-testid="account-notice">
            {say(notice.message)}
          </p>
        ) : null}
      </div>
      {bins.length === 0 ? (
        <div className="account-card account-empty">
          <p>{t("account.bin.empty")}</p>
          <p>{t("account.bin.emptyHint")}</p>
        </div>
      ) : (
        <ul className="account-rows" aria-label={t("account.bin.listLabel")}>
          {bins.map((bin) => {
            const name = bin.product?.name ?? t("account.bin.product", { id: bin.product_id });
            return (
              <li key={bin.id} className="account-row" data-testid="bin-row">
                <div className="account-row__main">
                  {bin.product ? (
                    <Link to={href(bin.product.url)} className="account-row__title">
                      {name}
                    </Link>
                  ) : (
                    <span className="account-row__title">{name}</span>
                  )}
                  <p className="account-row__meta">
                    {bin.product ? (
                      <>
                        {t("account.bin.sku", { sku: bin.product.sku })} ·{" "}
                        <span className={`account-stock account-stock--${bin.product.stockStatus}`}>
                          {t(STOCK[bin.product.stockStatus])}
                        </span>
                      </>
                    ) : (
                      t("account.bin.notSold")
                    )}
                  </p>
                  <p className="account-row__meta">{t("account.bin.emailTo", { email: bin.email })}</p>
                </div>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="binId" value={bin.id} />
                  <button
                    type="submit"
                    className={buttonClass({ size: "s", variant: "secondary" })}
                    aria-label={t("account.bin.removeLabel", { name })}
                    aria-disabled={busy === bin.id || undefined}
                  >
                    {busy === bin.id ? t("account.bin.removing") : t("account.bin.remove")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}

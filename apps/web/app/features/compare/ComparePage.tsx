import type { CompareRowWire } from "@ironworks/contracts";
import { differencesOnly, formatWeight, localizeMeasures, unitSystemFor } from "@ironworks/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import type { CompareActionError, ComparePageData } from "./compare.server.ts";
import type { CompareKey } from "./messages.ts";

const FIXED_ROWS = new Set(["price", "manufacturer", "stock", "weight"]);
const STOCK = new Set(["in_stock", "backorder", "oos"]);
const ERROR_CODES = new Set(["compare_full", "compare_not_comparable", "product_not_found"]);

/** The compare page: the table, "differences only" (a link: it works before hydration), sharing. */
export function ComparePage({
  data,
  differences,
  error,
}: {
  data: ComparePageData;
  differences: boolean;
  error: CompareActionError["error"] | null;
}) {
  const t = useT<CompareKey>();
  const { url, price } = useLocaleTools();
  const { locale, site } = useLocale();
  const { table, shared, max } = data;
  const rows = differences ? differencesOnly(table.rows) : table.rows;
  const here = shared ? table.path : "/compare";

  const label = (row: CompareRowWire) =>
    FIXED_ROWS.has(row.code) ? t(`compare.row.${row.code}` as CompareKey) : (row.label ?? row.code);
  const cell = (row: CompareRowWire, value: string | null) => {
    if (row.kind === "check") return value ? t("compare.yes") : t("compare.no");
    if (value === null) return "";
    if (row.kind === "money") return price(Number(value));
    if (row.kind === "weight") return formatWeight(Number(value), unitSystemFor(site.code), locale.tag) ?? "";
    if (row.kind === "stock") return STOCK.has(value) ? t(`compare.stock.${value}` as CompareKey) : value;
    return localizeMeasures(value, site.code);
  };

  return (
    <main id="main" className="compare-page">
      <h1>{shared ? t("compare.sharedTitle") : t("compare.title")}</h1>
      {error ? (
        <p role="alert" className="compare-page__error" data-testid="compare-error">
          {ERROR_CODES.has(error.code)
            ? t(`compare.error.${error.code}` as CompareKey, { max })
            : t("compare.error.generic")}
        </p>
      ) : null}
      {table.notes.length > 0 ? (
        <ul className="compare-page__notes" data-testid="compare-notes">
          {table.notes.map((n) => (
            <li key={n.reason}>
              {t(`compare.note.${n.reason}` as CompareKey, { count: n.skus.length, skus: n.skus.join(", "), max })}
            </li>
          ))}
        </ul>
      ) : null}

      {table.items.length === 0 && shared ? (
        // A shared link whose products are all gone or unknown: it is not the viewer's list.
        <section className="compare-page__empty" data-testid="compare-shared-empty">
          <p>{t("compare.sharedEmpty")}</p>
          <p>
            <a href={url("/compare")}>{t("compare.viewOwn")}</a>
          </p>
        </section>
      ) : table.items.length === 0 ? (
        <section className="compare-page__empty">
          <p>{t("compare.empty")}</p>
          <p>{t("compare.emptyHint", { max })}</p>
        </section>
      ) : (
        <>
          <p className="compare-page__count">{t("compare.count", { count: table.items.length, max })}</p>
          <nav className="compare-page__view" aria-label={t("compare.view")}>
            <a href={url(here)} aria-current={differences ? undefined : "true"}>
              {t("compare.allRows")}
            </a>
            <a href={`${url(here)}?diff=1`} aria-current={differences ? "true" : undefined}>
              {t("compare.differencesOnly")}
            </a>
          </nav>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
          <section className="compare-page__scroll" aria-label={t("compare.caption")} tabIndex={0}>
            <table className="compare-table" data-testid="compare-table">
              <caption className="visually-hidden">{t("compare.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("compare.attribute")}</th>
                  {table.items.map((item) => (
                    <th scope="col" key={item.sku} className="compare-table__product">
                      {item.thumbnail ? (
                        <ResponsiveImage src={item.thumbnail} alt="" width={1960} height={1960} displayWidth={160} />
                      ) : null}
                      <Link to={item.url}>{item.name}</Link>
                      {shared ? null : (
                        <form method="post" action={url("/compare")}>
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="sku" value={item.sku} />
                          <button
                            type="submit"
                            className="btn btn--ghost btn--s"
                            aria-label={t("compare.removeLabel", { name: item.name })}
                          >
                            {t("compare.remove")}
                          </button>
                        </form>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.code}
                    data-code={row.code}
                    className={row.differs ? "compare-table__differs" : undefined}
                  >
                    <th scope="row">{label(row)}</th>
                    {row.values.map((value, i) => (
                      <td key={table.items[i]?.sku ?? i}>{cell(row, value)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {differences && rows.length === 0 ? <p>{t("compare.noDifferences")}</p> : null}

          <section className="compare-page__share" aria-labelledby="compare-share">
            <h2 id="compare-share">{t("compare.share")}</h2>
            <p>{t("compare.shareHint")}</p>
            <p>
              <a href={url(table.path)} data-testid="compare-share-link">
                {url(table.path)}
              </a>
            </p>
          </section>
          {shared ? (
            <div className="compare-page__actions">
              <form method="post" action={url("/compare")}>
                <input type="hidden" name="intent" value="save" />
                <input type="hidden" name="skus" value={table.items.map((i) => i.sku).join(",")} />
                <button type="submit" className="btn btn--secondary btn--s">
                  {t("compare.save")}
                </button>
              </form>
              {data.ownCount > 0 ? <a href={url("/compare")}>{t("compare.viewOwn")}</a> : null}
            </div>
          ) : (
            <form method="post" action={url("/compare")} className="compare-page__actions">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="btn btn--secondary btn--s">
                {t("compare.clear")}
              </button>
            </form>
          )}
        </>
      )}
      <p>
        <Link to="/">{t("compare.continue")}</Link>
      </p>
    </main>
  );
}

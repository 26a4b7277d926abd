import { data, Link } from "react-router";
import type { ZeusKey } from "../features/zeus/messages.ts";
import { zeusCatalog } from "../features/zeus/messages.server.ts";
import { requireZeusSite } from "../features/zeus/zeus.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import { buttonClass } from "../ui/Button.tsx";
import type { Route } from "./+types/rogue-catalog";

/** Products shown per chapter section on the page (the PDF lists more); "see all" links to the category. */
const SHOWN = 8;

/** The edition changes with the catalog; a shared cache may keep it a minute (as the server does). */
const CACHE = { "Cache-Control": "public, max-age=60" };

/**
 * /rogue-catalog (issue #22 item 6, USA only like the builder): the live catalog as a digital
 * edition — the chapters (a top-level category each), their sections and products with today's
 * prices — the same edition as a printable PDF drawn by the server, and the printed-copy request
 * form (/forms/catalog-request).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = requireZeusSite(request);
  const { locale } = localeFromRequest(request);
  const edition = await context.services.zeus.catalogEdition(site, locale);
  return data(
    {
      chapters: edition.chapters,
      pdf: `/svc_zeus/catalog.pdf?l10n=${encodeURIComponent(locale.tag)}&v=${edition.fingerprint}`,
      messages: pageMessages(locale, zeusCatalog),
    },
    { headers: CACHE },
  );
}

export function headers() {
  return CACHE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<ZeusKey>(matches)("zeus.catalog.title")} | Ironworks` }];
}

export default function RogueCatalog({ loaderData }: Route.ComponentProps) {
  const t = useT<ZeusKey>();
  const { price } = useLocaleTools();
  const { chapters, pdf } = loaderData;
  return (
    <main id="main" className="zeus-page zeus-edition">
      <h1 id="top">{t("zeus.catalog.title")}</h1>
      <p>{t("zeus.catalog.intro")}</p>
      <p className="zeus-row">
        <a className={buttonClass()} href={pdf} data-testid="catalog-pdf">
          {t("zeus.catalog.pdf")}
        </a>
        <Link className={buttonClass({ variant: "secondary" })} to="/forms/catalog-request">
          {t("zeus.catalog.printed")}
        </Link>
      </p>
      {chapters.length === 0 ? (
        <p>{t("zeus.catalog.empty")}</p>
      ) : (
        <nav aria-labelledby="zeus-edition-contents">
          <h2 id="zeus-edition-contents">{t("zeus.catalog.contents")}</h2>
          <ol data-testid="catalog-contents">
            {chapters.map((c) => (
              <li key={c.id}>
                <a href={`#${c.slug}`}>{c.name}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {chapters.map((c, i) => (
        <section key={c.id} id={c.slug} aria-labelledby={`${c.slug}-h`} className="zeus-edition__chapter">
          <p className="zeus-edition__number">{t("zeus.catalog.chapter", { n: i + 1 })}</p>
          <h2 id={`${c.slug}-h`}>{c.name}</h2>
          {c.description ? <p>{c.description.replace(/<[^>]*>/g, "")}</p> : null}
          {[{ ...c, sections: undefined }, ...c.sections]
            .filter((s) => s.products.length > 0)
            .map((s) => (
              <div key={s.id}>
                {s.id !== c.id ? <h3>{s.name}</h3> : null}
                <ul className="zeus-cards">
                  {s.products.slice(0, SHOWN).map((p) => (
                    <li key={p.productId} className="zeus-card">
                      {p.thumbnail ? <img src={p.thumbnail} alt="" width={160} height={160} loading="lazy" /> : null}
                      <Link to={p.url}>{p.name}</Link>
                      {p.price !== null ? <p>{price(p.price)}</p> : null}
                    </li>
                  ))}
                </ul>
                {s.productCount > Math.min(SHOWN, s.products.length) ? (
                  <p>
                    <Link to={s.url}>{t("zeus.catalog.more", { count: s.productCount, name: s.name })}</Link>
                  </p>
                ) : null}
              </div>
            ))}
          <p>
            <a href="#top">{t("zeus.catalog.top")}</a>
          </p>
        </section>
      ))}
    </main>
  );
}

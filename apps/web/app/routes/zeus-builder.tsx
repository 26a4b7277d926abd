import { data, Link } from "react-router";
import { DeviceGyms } from "../features/zeus/DeviceGyms.tsx";
import type { ZeusKey } from "../features/zeus/messages.ts";
import { zeusCatalog } from "../features/zeus/messages.server.ts";
import { loadBuilderHome, PRIVATE } from "../features/zeus/zeus.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import { buttonClass } from "../ui/Button.tsx";
import type { Route } from "./+types/zeus-builder";

export const handle: RouteHandle = { noindex: true };

/** /zeus-builder (issue #22 item 1, USA only): templates to start from, and the shopper's gyms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await loadBuilderHome(request, context);
  const { locale } = localeFromRequest(request);
  return data({ ...home, messages: pageMessages(locale, zeusCatalog) }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<ZeusKey>(matches)("zeus.home.title")} | Ironworks` }];
}

export default function ZeusBuilderHome({ loaderData }: Route.ComponentProps) {
  const t = useT<ZeusKey>();
  const { price } = useLocaleTools();
  const { templates, featured, projects, signedIn } = loaderData;
  return (
    <main id="main" className="zeus-page">
      <h1>{t("zeus.home.title")}</h1>
      <p>{t("zeus.home.intro")}</p>
      <p>
        <Link className={buttonClass()} to="/zeus-builder/project/edit">
          {t("zeus.home.blank")}
        </Link>
      </p>
      <section aria-labelledby="zeus-featured">
        <h2 id="zeus-featured">{t("zeus.home.featured")}</h2>
        <ul className="zeus-cards" data-testid="zeus-featured">
          {featured.map((g) => (
            <li key={g.id} className="zeus-card">
              <h3>{t(`zeus.template.${g.id}`)}</h3>
              <p>{t("zeus.home.items", { count: g.items })}</p>
              {g.total !== null ? <p>{price(g.total)}</p> : null}
              <Link className={buttonClass({ size: "s" })} to={`/zeus-builder/project/edit?template=${g.id}`}>
                {t("zeus.home.open")}
                <span className="visually-hidden"> {t(`zeus.template.${g.id}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="zeus-templates">
        <h2 id="zeus-templates">{t("zeus.home.templates")}</h2>
        <ul className="zeus-cards" data-testid="zeus-templates">
          {templates.map((tpl) => (
            <li key={tpl.id} className="zeus-card">
              <h3>{t(`zeus.template.${tpl.id}`)}</h3>
              <p>{t("zeus.home.items", { count: tpl.items })}</p>
              {tpl.total !== null ? <p>{price(tpl.total)}</p> : null}
              <Link className={buttonClass({ size: "s" })} to={`/zeus-builder/project/edit?template=${tpl.id}`}>
                {t("zeus.home.start")}
                <span className="visually-hidden"> {t(`zeus.template.${tpl.id}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DeviceGyms signedIn={signedIn} />
      <section aria-labelledby="zeus-mine">
        <h2 id="zeus-mine">{t("zeus.home.mine")}</h2>
        {!signedIn ? (
          <p>
            <Link to={`/login?redirect=${encodeURIComponent("/zeus-builder")}`}>{t("zeus.home.signIn")}</Link>
          </p>
        ) : projects && projects.length > 0 ? (
          <ul className="zeus-list">
            {projects.map((p) => (
              <li key={p.projectId}>
                <Link to={`/zeus-builder/project/${p.projectId}`}>{p.name}</Link> · {price(p.priced.total)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("zeus.home.none")}</p>
        )}
      </section>
    </main>
  );
}

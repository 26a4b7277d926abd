import { formBySlug } from "@ironworks/domain/forms";
import { FormView } from "../features/forms/FormView.tsx";
import type { FormsKey } from "../features/forms/messages.ts";
import { formsCatalog } from "../features/forms/messages.server.ts";
import { galleryPageOf } from "../features/forms/forms.server.ts";
import { gymsCatalog } from "../features/gyms/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/theindex.ryourogue";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeFromRequest(request);
  const gallery = await context.services.forms.gallery(galleryPageOf(request));
  return { gallery, messages: pageMessages(locale, formsCatalog, gymsCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<FormsKey>(matches)("forms.gallery.title")} | The Index | Ironworks` }];
}

/**
 * /theindex/ryourogue (issue #19 item 2): shoppers' own gyms, shown once an editor approved them
 * in the back office; the share form below (photos through the shared upload path) feeds the queue.
 */
export default function RYourRogue({ loaderData }: Route.ComponentProps) {
  const t = useT<FormsKey>();
  const { url } = useLocaleTools();
  const { gallery } = loaderData;
  const form = formBySlug("ryourogue") as NonNullable<ReturnType<typeof formBySlug>>;
  return (
    <main id="main" className="gallery-page">
      <h1>{t("forms.gallery.title")}</h1>
      <p>{t("forms.gallery.intro")}</p>
      <p>{t("forms.gallery.count", { count: gallery.total })}</p>
      {gallery.entries.length === 0 ? <p>{t("forms.gallery.empty")}</p> : null}
      <ul className="gallery-grid" data-testid="gallery">
        {gallery.entries.map((e) => (
          <li key={e.id} className="gallery-card">
            {e.photos.slice(0, 1).map((p, n) => (
              <img
                key={p.id}
                src={`${p.url}?w=${p.widths.includes(521) ? 521 : p.widths[0]}`}
                srcSet={p.widths.map((w) => `${p.url}?w=${w} ${w}w`).join(", ")}
                sizes="(max-width: 767px) 100vw, 33vw"
                alt={t("forms.gallery.photoAlt", { gym: e.gymName, city: e.city, n: n + 1 })}
                loading="lazy"
                width={521}
                height={391}
              />
            ))}
            <div className="gallery-card__body">
              <h2>{e.gymName}</h2>
              <p>{e.city}</p>
              <p>{t("forms.gallery.by", { name: e.name })}</p>
              {e.story ? <p>{e.story}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <section className="account-card gallery-share" aria-labelledby="gallery-share">
        <h2 id="gallery-share">{t("forms.gallery.share")}</h2>
        <p>{t("forms.ryourogue.intro")}</p>
        <FormView form={form} action={url("/forms/ryourogue")} result={undefined} />
      </section>
    </main>
  );
}

import type { RegistrySummary } from "@ironworks/contracts";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { Breadcrumbs } from "../../../ui/Breadcrumbs.tsx";
import { buttonClass } from "../../../ui/Button.tsx";
import type { ListsKey } from "../messages.ts";
import { formatEventDate } from "./registry-item.ts";

export type RegistrySearchState =
  | { kind: "idle" }
  | { kind: "invalid"; name: string; message: string }
  | { kind: "results"; name: string; registries: RegistrySummary[] };

/**
 * Find a registry by name: a GET form (the query lives in the URL, so it works without JavaScript and
 * can be shared), then the matches with their event and date, each linking to the registry.
 */
export function RegistrySearchView({ state }: { state: RegistrySearchState }) {
  const { href } = useLocaleTools();
  const { locale } = useLocale();
  const t = useT<ListsKey>();
  const name = state.kind === "idle" ? "" : state.name;
  const invalid = state.kind === "invalid";
  return (
    <main id="main" className="list-page registry-search">
      <Breadcrumbs items={[{ label: t("lists.home"), url: "/" }, { label: t("lists.registrySearch.crumb") }]} />
      <header className="list-page__header">
        <h1 className="list-page__title">{t("lists.registrySearch.title")}</h1>
        <p>{t("lists.registrySearch.intro")}</p>
      </header>
      <Form method="get" action={href("/giftregistry/search/index")} className="registry-search__form" role="search">
        <label htmlFor="registry-name" className="list-form__label">
          {t("lists.registry.name")}
        </label>
        <div className="registry-search__row">
          <input
            id="registry-name"
            name="name"
            type="search"
            defaultValue={name}
            key={name}
            required
            minLength={2}
            maxLength={100}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "registry-name-error" : undefined}
            className="list-form__input"
          />
          <button type="submit" className={buttonClass()}>
            {t("lists.registrySearch.submit")}
          </button>
        </div>
        {invalid ? (
          <p id="registry-name-error" className="list-form__error">
            {state.message}
          </p>
        ) : null}
      </Form>
      <section className="registry-search__results" aria-labelledby="registry-results-title" aria-live="polite">
        {state.kind === "results" ? (
          <>
            <h2 id="registry-results-title" className="registry-search__count">
              {t("lists.registrySearch.count", { count: state.registries.length, name: state.name })}
            </h2>
            {state.registries.length ? (
              <ul className="registry-results" data-testid="registry-results">
                {state.registries.map((r) => {
                  const date = formatEventDate(r.eventDate, locale.tag);
                  return (
                    <li key={r.urlKey} className="registry-results__item">
                      <Link to={href(`/registry/${encodeURIComponent(r.urlKey)}`)} className="registry-results__name">
                        {r.name}
                      </Link>
                      <span className="registry-results__event">
                        {r.eventName ?? ""}
                        {r.eventName && date ? " · " : null}
                        {date && r.eventDate ? <time dateTime={r.eventDate}>{date}</time> : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p>{t("lists.registrySearch.noneHint")}</p>
            )}
          </>
        ) : (
          <h2 id="registry-results-title" className="visually-hidden">
            {t("lists.registrySearch.results")}
          </h2>
        )}
      </section>
    </main>
  );
}

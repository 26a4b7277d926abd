import type { List } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import { listName } from "../account/list-labels.ts";
import type { ListsKey } from "../messages.ts";
import { ListFormError, ListPageHeader } from "../shared/ListPage.tsx";
import { RegistryDetailsFields, type RegistryDetailsValues } from "./RegistryDetailsFields.tsx";
import type { FieldErrors } from "./registry-form.ts";
import { formatEventDate } from "./registry-item.ts";

export interface CreateRegistryResult {
  errors: FieldErrors;
  values: RegistryDetailsValues;
  message?: string;
}

/** The customer's registries and a form to create one (name, event, date; public by default). */
export function AccountRegistriesView({
  registries,
  result,
}: {
  registries: List[];
  result: CreateRegistryResult | undefined;
}) {
  const { href } = useLocaleTools();
  const { locale } = useLocale();
  const t = useT<ListsKey>();
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="list-page account-registries">
      <ListPageHeader
        crumbs={[{ label: t("lists.account"), url: "/account" }, { label: t("lists.registry.account") }]}
        title={t("lists.registry.account")}
      >
        <p className="list-page__links">
          <Link to={href("/account/my-lists")}>{t("lists.allLists")}</Link>
        </p>
      </ListPageHeader>
      <section aria-labelledby="my-registries" className="account-registries__mine">
        <h2 id="my-registries">{t("lists.registry.mine")}</h2>
        {registries.length ? (
          <ul className="registry-results" data-testid="my-registries">
            {registries.map((r) => {
              const date = formatEventDate(r.metadata.eventDate, locale.tag);
              const event = typeof r.metadata.eventName === "string" ? r.metadata.eventName : "";
              return (
                <li key={r._id} className="registry-results__item">
                  <Link to={href(`/account/registry/${encodeURIComponent(r._id)}`)} className="registry-results__name">
                    {listName(r, t)}
                  </Link>
                  <span className="registry-results__event">
                    {[
                      event,
                      date,
                      t("lists.itemCount", { count: r.items.length }),
                      r.metadata.isPublic === false ? t("lists.registry.private") : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t("lists.registry.none")}</p>
        )}
      </section>
      <section aria-labelledby="create-registry" className="account-registries__create">
        <h2 id="create-registry">{t("lists.registry.create")}</h2>
        <Form method="post" className="list-form">
          <input type="hidden" name="intent" value="create" />
          <ListFormError message={result?.message} />
          <RegistryDetailsFields idPrefix="new-registry" values={result?.values ?? {}} errors={result?.errors ?? {}} />
          <button type="submit" className={buttonClass()} disabled={busy}>
            {t("lists.registry.createButton")}
          </button>
        </Form>
      </section>
    </main>
  );
}

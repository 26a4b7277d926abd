import type { List } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import { FormField } from "../account/FormField.tsx";
import { ShareLink } from "../account/ShareLink.tsx";
import { listName } from "../account/list-labels.ts";
import type { ListsKey } from "../messages.ts";
import { ItemIntentButton, ListFormError, ListNoticeStatus, ListPageHeader } from "../shared/ListPage.tsx";
import { ListItemSummary } from "../wishlist/ListItemSummary.tsx";
import { RegistryDetailsFields } from "./RegistryDetailsFields.tsx";
import { RegistryNumbers } from "./RegistryNumbers.tsx";
import type { FieldErrors } from "./registry-form.ts";
import { PRIORITIES, registryNumbers } from "./registry-item.ts";

/** What the manage action answers when it refuses a form (redirects otherwise). */
export interface ManageResult {
  intent: string;
  itemId?: string;
  errors: FieldErrors;
  values: Record<string, string>;
  message?: string;
}

export interface ManageNotice {
  kind: "success" | "error";
  message: string;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * One registry of the customer: its details (rename, event, date, public), its share link, adding a
 * product by SKU, and per item the wanted quantity and priority, or removing it. Every form posts
 * to the route's action with an `intent`, so all of it works before hydration.
 */
export function RegistryManageView({
  registry,
  shareUrl,
  notice,
  result,
}: {
  registry: List;
  shareUrl: string | null;
  notice: ManageNotice | null;
  result: ManageResult | undefined;
}) {
  const { href } = useLocaleTools();
  const t = useT<ListsKey>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const name = listName(registry, t);
  const detailsResult = result?.intent === "update-details" ? result : undefined;
  const addResult = result?.intent === "add-item" ? result : undefined;
  const isPublic = registry.metadata.isPublic !== false;

  return (
    <main id="main" className="list-page registry-manage">
      <ListPageHeader
        crumbs={[
          { label: t("lists.account"), url: "/account" },
          { label: t("lists.registry.account"), url: "/account/registry" },
          { label: name },
        ]}
        title={name}
      >
        <p className="list-page__links">
          <Link to={href("/account/registry")}>{t("lists.registry.all")}</Link>
          {registry.urlKey && isPublic ? (
            <Link to={href(`/registry/${encodeURIComponent(registry.urlKey)}`)}>{t("lists.registry.viewPublic")}</Link>
          ) : null}
        </p>
      </ListPageHeader>
      <ListNoticeStatus notice={notice} />
      {shareUrl && isPublic ? (
        <ShareLink url={shareUrl} label={t("lists.registry.share")} />
      ) : (
        <p className="list-page__hint">{t("lists.registry.privateHint")}</p>
      )}

      <div className="registry-manage__forms">
        <section aria-labelledby="registry-details" className="registry-manage__section">
          <h2 id="registry-details">{t("lists.registry.details")}</h2>
          <Form method="post" className="list-form" preventScrollReset>
            <input type="hidden" name="intent" value="update-details" />
            <ListFormError message={detailsResult?.message} />
            <RegistryDetailsFields
              idPrefix="registry"
              values={
                detailsResult
                  ? { ...detailsResult.values, isPublic: detailsResult.values.isPublic === "on" }
                  : {
                      name: str(registry.metadata.name),
                      eventName: str(registry.metadata.eventName),
                      eventDate: str(registry.metadata.eventDate),
                      isPublic,
                    }
              }
              errors={detailsResult?.errors ?? {}}
            />
            <button type="submit" className={buttonClass()} disabled={pending?.get("intent") === "update-details"}>
              {t("lists.registry.save")}
            </button>
          </Form>
        </section>

        <section aria-labelledby="registry-add" className="registry-manage__section">
          <h2 id="registry-add">{t("lists.registry.addProduct")}</h2>
          <Form method="post" className="list-form" preventScrollReset>
            <input type="hidden" name="intent" value="add-item" />
            <ListFormError message={addResult?.message} />
            <FormField
              id="add-sku"
              label={t("lists.registry.sku")}
              name="sku"
              required
              maxLength={64}
              autoComplete="off"
              hint={t("lists.registry.skuHint")}
              defaultValue={addResult?.values.sku ?? ""}
              error={addResult?.errors.sku}
            />
            <FormField
              id="add-wanted"
              label={t("lists.registry.qtyWanted")}
              name="wanted"
              type="number"
              inputMode="numeric"
              min={1}
              max={9999}
              defaultValue={addResult?.values.wanted ?? "1"}
              error={addResult?.errors.wanted}
            />
            <PrioritySelect id="add-priority" value={addResult?.values.priority ?? "medium"} />
            <button type="submit" className={buttonClass()} disabled={pending?.get("intent") === "add-item"}>
              {t("lists.registry.add")}
            </button>
          </Form>
        </section>
      </div>

      <section aria-labelledby="registry-items" className="registry-manage__items">
        <h2 id="registry-items">{t("lists.registry.items")}</h2>
        {registry.items.length === 0 ? (
          <p className="list-page__empty">{t("lists.registry.empty")}</p>
        ) : (
          <ul className="list-items" aria-labelledby="registry-items">
            {registry.items.map((item) => {
              const numbers = registryNumbers(item);
              const itemResult = result?.intent === "update-item" && result.itemId === item._id ? result : undefined;
              const busy = pending?.get("itemId") === item._id;
              return (
                <li key={item._id} className="list-items__row">
                  <ListItemSummary item={item}>
                    <RegistryNumbers numbers={numbers} />
                    <Form method="post" className="registry-item-form" preventScrollReset>
                      <input type="hidden" name="itemId" value={item._id} />
                      <fieldset>
                        <legend className="visually-hidden">{item.product.name}</legend>
                        <FormField
                          id={`wanted-${item._id}`}
                          label={t("lists.registry.wanted")}
                          name="wanted"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={9999}
                          defaultValue={itemResult?.values.wanted ?? String(numbers.wanted)}
                          error={itemResult?.errors.wanted}
                        />
                        <PrioritySelect
                          id={`priority-${item._id}`}
                          value={itemResult?.values.priority ?? numbers.priority}
                        />
                      </fieldset>
                      <div className="registry-item-form__buttons">
                        <ItemIntentButton intent="update-item" itemLabel={item.product.name} disabled={busy}>
                          {t("lists.registry.update")}
                        </ItemIntentButton>
                        <ItemIntentButton intent="remove-item" itemLabel={item.product.name} ghost disabled={busy}>
                          {t("lists.remove")}
                        </ItemIntentButton>
                      </div>
                    </Form>
                  </ListItemSummary>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}

function PrioritySelect({ id, value }: { id: string; value: string }) {
  const t = useT<ListsKey>();
  return (
    <div className="list-form__field">
      <label htmlFor={id} className="list-form__label">
        {t("lists.registry.priority")}
      </label>
      <select id={id} name="priority" defaultValue={value} className="list-form__input">
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {t("lists.registry.priorityValue", { priority: p })}
          </option>
        ))}
      </select>
    </div>
  );
}

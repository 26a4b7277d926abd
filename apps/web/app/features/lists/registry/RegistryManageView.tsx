import type { List } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import { FormField } from "../account/FormField.tsx";
import { ShareLink } from "../account/ShareLink.tsx";
import { listName } from "../account/list-labels.ts";
import { ItemIntentButton, ListFormError, ListNoticeStatus, ListPageHeader } from "../shared/ListPage.tsx";
import { ListItemSummary } from "../wishlist/ListItemSummary.tsx";
import { RegistryDetailsFields } from "./RegistryDetailsFields.tsx";
import { RegistryNumbers } from "./RegistryNumbers.tsx";
import type { FieldErrors } from "./registry-form.ts";
import { PRIORITIES, PRIORITY_LABEL, registryNumbers } from "./registry-item.ts";

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
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const name = listName(registry);
  const detailsResult = result?.intent === "update-details" ? result : undefined;
  const addResult = result?.intent === "add-item" ? result : undefined;
  const isPublic = registry.metadata.isPublic !== false;

  return (
    <main id="main" className="list-page registry-manage">
      <ListPageHeader
        crumbs={[
          { label: "My Account", url: "/account" },
          { label: "Gift Registry", url: "/account/registry" },
          { label: name },
        ]}
        title={name}
      >
        <p className="list-page__links">
          <Link to={href("/account/registry")}>All my registries</Link>
          {registry.urlKey && isPublic ? (
            <Link to={href(`/registry/${encodeURIComponent(registry.urlKey)}`)}>View public page</Link>
          ) : null}
        </p>
      </ListPageHeader>
      <ListNoticeStatus notice={notice} />
      {shareUrl && isPublic ? (
        <ShareLink url={shareUrl} label="Share your registry" />
      ) : (
        <p className="list-page__hint">This registry is private: only you can see it. Make it public to share it.</p>
      )}

      <div className="registry-manage__forms">
        <section aria-labelledby="registry-details" className="registry-manage__section">
          <h2 id="registry-details">Details</h2>
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
              Save details
            </button>
          </Form>
        </section>

        <section aria-labelledby="registry-add" className="registry-manage__section">
          <h2 id="registry-add">Add a product</h2>
          <Form method="post" className="list-form" preventScrollReset>
            <input type="hidden" name="intent" value="add-item" />
            <ListFormError message={addResult?.message} />
            <FormField
              id="add-sku"
              label="SKU"
              name="sku"
              required
              maxLength={64}
              autoComplete="off"
              hint="The SKU is shown on every product page."
              defaultValue={addResult?.values.sku ?? ""}
              error={addResult?.errors.sku}
            />
            <FormField
              id="add-wanted"
              label="Quantity wanted"
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
              Add to registry
            </button>
          </Form>
        </section>
      </div>

      <section aria-labelledby="registry-items" className="registry-manage__items">
        <h2 id="registry-items">Items</h2>
        {registry.items.length === 0 ? (
          <p className="list-page__empty">This registry has no items yet.</p>
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
                          label="Wanted"
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
                          Update
                        </ItemIntentButton>
                        <ItemIntentButton intent="remove-item" itemLabel={item.product.name} ghost disabled={busy}>
                          Remove
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
  return (
    <div className="list-form__field">
      <label htmlFor={id} className="list-form__label">
        Priority
      </label>
      <select id={id} name="priority" defaultValue={value} className="list-form__input">
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {PRIORITY_LABEL[p]}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { StaffProduct } from "@ironworks/contracts";
import { AdminButton } from "./AdminButton.tsx";

/**
 * The product editor's custom options and bundle options as forms, one row per option value (issue #17:
 * instead of JSON boxes). The form holds what was typed (text); `customFromForm` / `bundleFromForm` turn
 * it back into the contract's shape, which the editor checks with the contracts' zod schemas
 * (StaffProductEdit → StaffCustomOptions, StaffBundleOptions) before posting; each issue's path
 * (`customOptions.0.values.1.title`) is shown beside its field. Titles are English; in another language
 * the editor shows a translation field per title, kept in the product's labels by English text (as
 * gallery alt texts are).
 */

type Custom = StaffProduct["customOptions"][number];
type Bundle = StaffProduct["bundleOptions"][number];
export const CUSTOM_TYPES = ["drop_down", "radio", "checkbox", "multiple", "area"] as const;

export interface CustomValueForm {
  id: number;
  title: string;
  price: string;
  sku: string;
}
export interface CustomOptionForm {
  id: number;
  title: string;
  type: Custom["type"];
  isRequired: boolean;
  price: string;
  values: CustomValueForm[];
}
export interface BundleValueForm {
  productId: string;
  priceType: "fixed" | "percent";
  price: string;
  defaultQty: string;
  canChangeQty: boolean;
  isDefault: boolean;
}
export interface BundleOptionForm {
  id: number;
  title: string;
  isRequired: boolean;
  includedProductId: string;
  values: BundleValueForm[];
}

const text = (n: number) => String(n);
/** A number typed (NaN when not one: the schema names the field). */
const num = (t: string) => (t.trim() === "" ? 0 : Number(t));
const int = (t: string) => (t.trim() === "" ? 0 : /^-?\d+$/.test(t.trim()) ? Number(t) : Number.NaN);

export const customToForm = (list: Custom[]): CustomOptionForm[] =>
  list.map((o) => ({
    ...o,
    price: text(o.price),
    values: o.values.map((v) => ({ id: v.id, title: v.title, price: text(v.price), sku: v.sku ?? "" })),
  }));
export const customFromForm = (list: CustomOptionForm[]) =>
  list.map((o) => ({
    ...o,
    price: num(o.price),
    values: o.values.map((v) => ({ id: v.id, title: v.title, price: num(v.price), sku: v.sku.trim() || null })),
  }));
export const bundleToForm = (list: Bundle[]): BundleOptionForm[] =>
  list.map((o) => ({
    ...o,
    includedProductId: o.includedProductId === null ? "" : text(o.includedProductId),
    values: o.values.map((v) => ({
      ...v,
      productId: text(v.productId),
      price: text(v.price),
      defaultQty: text(v.defaultQty),
    })),
  }));
export const bundleFromForm = (list: BundleOptionForm[]) =>
  list.map((o) => ({
    ...o,
    includedProductId: o.includedProductId.trim() === "" ? null : int(o.includedProductId),
    values: o.values.map((v) => ({
      ...v,
      productId: int(v.productId),
      price: num(v.price),
      defaultQty: int(v.defaultQty),
    })),
  }));

/** The next id after the highest used (options and values count separately). */
const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface Shared {
  /** The copy language: titles are English; other languages translate them. */
  lang: string;
  labels: Record<string, string>;
  onLabels: (labels: Record<string, string>) => void;
  /** The schema's or the server's problem with a field path, if any. */
  problemOf: (path: string) => string | undefined;
}

function Problem({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="admin-alert">
      {message}
    </span>
  ) : null;
}
const invalid = (id: string, message: string | undefined) =>
  message ? { "aria-invalid": true as const, "aria-describedby": id } : {};

/** A typed number field whose problem (the schema's or the server's) is said beside it. */
function NumberField({
  id,
  label,
  value,
  onChange,
  problem,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  problem: string | undefined;
  inputMode: "decimal" | "numeric";
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {label}
        <input
          id={id}
          inputMode={inputMode}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          {...invalid(`${id}-problem`, problem)}
        />
      </label>
      <Problem id={`${id}-problem`} message={problem} />
    </div>
  );
}

/** A value row's own buttons: move it up or down in its option, or remove it (`name`: "option 1 value 2"). */
function ValueRowButtons<T>({
  name,
  index,
  values,
  onValues,
}: {
  name: string;
  index: number;
  values: T[];
  onValues: (values: T[]) => void;
}) {
  return (
    <>
      <AdminButton
        size="s"
        variant="secondary"
        disabled={index === 0}
        onClick={() => onValues(moved(values, index, index - 1))}
      >
        Move {name} up
      </AdminButton>
      <AdminButton
        size="s"
        variant="secondary"
        disabled={index === values.length - 1}
        onClick={() => onValues(moved(values, index, index + 1))}
      >
        Move {name} down
      </AdminButton>
      <AdminButton size="s" variant="secondary" onClick={() => onValues(values.filter((_, k) => k !== index))}>
        Remove {name}
      </AdminButton>
    </>
  );
}

/** A title in English, and its translation when the copy language is another. */
function TitleFields({
  id,
  label,
  value,
  onChange,
  path,
  shared,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  path: string;
  shared: Shared;
}) {
  const { lang, labels, onLabels, problemOf } = shared;
  const problem = problemOf(path);
  return (
    <>
      <div className="admin-field">
        <label htmlFor={id}>
          {label} (en)
          <input
            id={id}
            maxLength={255}
            value={value}
            disabled={lang !== "en"}
            onChange={(e) => onChange(e.currentTarget.value)}
            {...invalid(`${id}-problem`, problem)}
          />
        </label>
        <Problem id={`${id}-problem`} message={problem} />
      </div>
      {lang !== "en" ? (
        <label htmlFor={`${id}-${lang}`}>
          {label} ({lang})
          <input
            id={`${id}-${lang}`}
            lang={lang}
            maxLength={255}
            placeholder={value}
            value={labels[value] ?? ""}
            onChange={(e) => onLabels({ ...labels, [value]: e.currentTarget.value })}
          />
        </label>
      ) : null}
    </>
  );
}

export function CustomOptionsEditor({
  value,
  onChange,
  ...shared
}: Shared & { value: CustomOptionForm[]; onChange: (v: CustomOptionForm[]) => void }) {
  const put = (i: number, patch: Partial<CustomOptionForm>) =>
    onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const valueIds = value.flatMap((o) => o.values.map((v) => v.id));
  const { problemOf } = shared;
  return (
    <fieldset>
      <legend>Custom options</legend>
      {value.length === 0 ? <p>No custom options.</p> : null}
      {value.map((o, i) => {
        const n = i + 1;
        const putValue = (j: number, patch: Partial<CustomValueForm>) =>
          put(i, { values: o.values.map((v, k) => (k === j ? { ...v, ...patch } : v)) });
        return (
          <fieldset key={o.id} className="admin-option">
            <legend>
              Option {n}: {o.title || "untitled"}
            </legend>
            <div className="admin-row">
              <TitleFields
                id={`co-${i}-title`}
                label={`Option ${n} title`}
                value={o.title}
                onChange={(title) => put(i, { title })}
                path={`customOptions.${i}.title`}
                shared={shared}
              />
              <label htmlFor={`co-${i}-type`}>
                Option {n} input
                <select
                  id={`co-${i}-type`}
                  value={o.type}
                  onChange={(e) => put(i, { type: e.currentTarget.value as Custom["type"] })}
                >
                  {CUSTOM_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t.replace("_", " ")}
                    </option>
                  ))}
                </select>
              </label>
              <NumberField
                id={`co-${i}-price`}
                label={`Option ${n} price`}
                inputMode="decimal"
                value={o.price}
                onChange={(price) => put(i, { price })}
                problem={problemOf(`customOptions.${i}.price`)}
              />
            </div>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={o.isRequired}
                onChange={(e) => put(i, { isRequired: e.currentTarget.checked })}
              />
              Option {n} required
            </label>
            <ol className="admin-values">
              {o.values.map((v, j) => {
                const m = `option ${n} value ${j + 1}`;
                const path = `customOptions.${i}.values.${j}`;
                return (
                  <li key={v.id}>
                    <div className="admin-row">
                      <TitleFields
                        id={`co-${i}-v-${j}-title`}
                        label={`Label of ${m}`}
                        value={v.title}
                        onChange={(title) => putValue(j, { title })}
                        path={`${path}.title`}
                        shared={shared}
                      />
                      <NumberField
                        id={`co-${i}-v-${j}-price`}
                        label={`Price delta of ${m}`}
                        inputMode="decimal"
                        value={v.price}
                        onChange={(price) => putValue(j, { price })}
                        problem={problemOf(`${path}.price`)}
                      />
                      <label htmlFor={`co-${i}-v-${j}-sku`}>
                        SKU of {m}
                        <input
                          id={`co-${i}-v-${j}-sku`}
                          maxLength={64}
                          value={v.sku}
                          onChange={(e) => putValue(j, { sku: e.currentTarget.value })}
                        />
                      </label>
                    </div>
                    <div className="admin-filters">
                      <ValueRowButtons name={m} index={j} values={o.values} onValues={(values) => put(i, { values })} />
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="admin-filters">
              <AdminButton
                size="s"
                variant="secondary"
                disabled={shared.lang !== "en"}
                onClick={() =>
                  put(i, { values: [...o.values, { id: nextId(valueIds), title: "", price: "0", sku: "" }] })
                }
              >
                Add a value to option {n}
              </AdminButton>
              <AdminButton
                size="s"
                variant="secondary"
                disabled={i === 0}
                onClick={() => onChange(moved(value, i, i - 1))}
              >
                Move option {n} up
              </AdminButton>
              <AdminButton size="s" variant="secondary" onClick={() => onChange(value.filter((_, k) => k !== i))}>
                Remove option {n}
              </AdminButton>
            </div>
          </fieldset>
        );
      })}
      <AdminButton
        size="s"
        variant="secondary"
        disabled={shared.lang !== "en"}
        onClick={() =>
          onChange([
            ...value,
            {
              id: nextId(value.map((o) => o.id)),
              title: "",
              type: "drop_down",
              isRequired: false,
              price: "0",
              values: [],
            },
          ])
        }
      >
        Add a custom option
      </AdminButton>
    </fieldset>
  );
}

export function BundleOptionsEditor({
  value,
  onChange,
  ...shared
}: Shared & { value: BundleOptionForm[]; onChange: (v: BundleOptionForm[]) => void }) {
  const put = (i: number, patch: Partial<BundleOptionForm>) =>
    onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const { problemOf } = shared;
  return (
    <fieldset>
      <legend>Bundle options</legend>
      {value.length === 0 ? <p>No bundle options.</p> : null}
      {value.map((o, i) => {
        const n = i + 1;
        const putValue = (j: number, patch: Partial<BundleValueForm>) =>
          put(i, { values: o.values.map((v, k) => (k === j ? { ...v, ...patch } : v)) });
        return (
          <fieldset key={o.id} className="admin-option">
            <legend>
              Bundle option {n}: {o.title || "untitled"}
            </legend>
            <div className="admin-row">
              <TitleFields
                id={`bo-${i}-title`}
                label={`Bundle option ${n} title`}
                value={o.title}
                onChange={(title) => put(i, { title })}
                path={`bundleOptions.${i}.title`}
                shared={shared}
              />
              <NumberField
                id={`bo-${i}-included`}
                label={`Included product id of bundle option ${n}`}
                inputMode="numeric"
                value={o.includedProductId}
                onChange={(includedProductId) => put(i, { includedProductId })}
                problem={problemOf(`bundleOptions.${i}.includedProductId`)}
              />
            </div>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={o.isRequired}
                onChange={(e) => put(i, { isRequired: e.currentTarget.checked })}
              />
              Bundle option {n} required
            </label>
            <Problem id={`bo-${i}-values-problem`} message={problemOf(`bundleOptions.${i}.values`)} />
            <ol className="admin-values">
              {o.values.map((v, j) => {
                const m = `bundle option ${n} product ${j + 1}`;
                const path = `bundleOptions.${i}.values.${j}`;
                return (
                  <li key={`${o.id}-${j.toString()}`}>
                    <div className="admin-row">
                      <NumberField
                        id={`bo-${i}-v-${j}-product`}
                        label={`Product id of ${m}`}
                        inputMode="numeric"
                        value={v.productId}
                        onChange={(productId) => putValue(j, { productId })}
                        problem={problemOf(`${path}.productId`)}
                      />
                      <label htmlFor={`bo-${i}-v-${j}-type`}>
                        Price type of {m}
                        <select
                          id={`bo-${i}-v-${j}-type`}
                          value={v.priceType}
                          onChange={(e) => putValue(j, { priceType: e.currentTarget.value as "fixed" | "percent" })}
                        >
                          <option value="fixed">fixed</option>
                          <option value="percent">percent</option>
                        </select>
                      </label>
                      <NumberField
                        id={`bo-${i}-v-${j}-price`}
                        label={`Price delta of ${m}`}
                        inputMode="decimal"
                        value={v.price}
                        onChange={(price) => putValue(j, { price })}
                        problem={problemOf(`${path}.price`)}
                      />
                      <label htmlFor={`bo-${i}-v-${j}-qty`}>
                        Default quantity of {m}
                        <input
                          id={`bo-${i}-v-${j}-qty`}
                          inputMode="numeric"
                          value={v.defaultQty}
                          onChange={(e) => putValue(j, { defaultQty: e.currentTarget.value })}
                        />
                      </label>
                    </div>
                    <div className="admin-filters">
                      <label className="admin-check">
                        <input
                          type="checkbox"
                          checked={v.canChangeQty}
                          onChange={(e) => putValue(j, { canChangeQty: e.currentTarget.checked })}
                        />
                        Shopper can change the quantity of {m}
                      </label>
                      <label className="admin-check">
                        <input
                          type="checkbox"
                          checked={v.isDefault}
                          onChange={(e) => putValue(j, { isDefault: e.currentTarget.checked })}
                        />
                        {m} chosen by default
                      </label>
                      <ValueRowButtons name={m} index={j} values={o.values} onValues={(values) => put(i, { values })} />
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="admin-filters">
              <AdminButton
                size="s"
                variant="secondary"
                onClick={() =>
                  put(i, {
                    values: [
                      ...o.values,
                      {
                        productId: "",
                        priceType: "fixed",
                        price: "0",
                        defaultQty: "1",
                        canChangeQty: true,
                        isDefault: o.values.length === 0,
                      },
                    ],
                  })
                }
              >
                Add a product to bundle option {n}
              </AdminButton>
              <AdminButton
                size="s"
                variant="secondary"
                disabled={i === 0}
                onClick={() => onChange(moved(value, i, i - 1))}
              >
                Move bundle option {n} up
              </AdminButton>
              <AdminButton size="s" variant="secondary" onClick={() => onChange(value.filter((_, k) => k !== i))}>
                Remove bundle option {n}
              </AdminButton>
            </div>
          </fieldset>
        );
      })}
      <AdminButton
        size="s"
        variant="secondary"
        disabled={shared.lang !== "en"}
        onClick={() =>
          onChange([
            ...value,
            { id: nextId(value.map((o) => o.id)), title: "", isRequired: true, includedProductId: "", values: [] },
          ])
        }
      >
        Add a bundle option
      </AdminButton>
    </fieldset>
  );
}

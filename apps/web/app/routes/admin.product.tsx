import { type StaffMe, type StaffProduct, StaffProductEdit } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { api, loadStaff, STAFF_API, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { DuplicateProduct } from "../features/admin/DuplicateProduct.tsx";
import { GalleryUpload } from "../features/admin/GalleryUpload.tsx";
import {
  BundleOptionsEditor,
  bundleFromForm,
  bundleToForm,
  CustomOptionsEditor,
  customFromForm,
  customToForm,
} from "../features/admin/OptionsEditor.tsx";
import { LanguageSelect } from "../features/admin/content/EditorParts.tsx";
import type { LanguageCode } from "../features/admin/content/languages.ts";
import { majorOf, minorOf, storeOf } from "../features/admin/stores.ts";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import { OptionAxesEditor } from "../features/admin/OptionAxesEditor.tsx";
import { VariantsEditor } from "../features/admin/VariantsEditor.tsx";
import type { Route } from "./+types/admin.product";

/** A copy language's labels with a configurable product's value labels in it as `p` has them. */
const withValueLabels = (p: StaffProduct, lang: string) => (labels: Record<string, string>) => {
  if (lang === "en") return labels;
  const out = { ...labels };
  for (const o of p.configurableAttributes)
    for (const v of o.values) {
      const text = v.labels[lang];
      if (text) out[v.label] = text;
      else delete out[v.label];
    }
  return out;
};

const productPath = (id: number | string, locale: string) =>
  `/products/${encodeURIComponent(String(id))}?locale=${encodeURIComponent(locale)}`;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = new URL(request.url).searchParams.get("locale") ?? "en";
  return loadStaff<StaffProduct>(productPath(params.id, locale));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const ATTRIBUTE_TEXTS = [
  ["manufacturer", "Manufacturer"],
  ["color", "Colour"],
  ["size", "Size"],
  ["shipperhq_shipping_group", "Shipping group"],
] as const;
const ATTRIBUTE_FLAGS = [
  ["rogue_pickup_disabled", "No pickup"],
  ["black_friday_dropship", "Black Friday dropship"],
] as const;

/** A store's three price fields, in the order the editor shows them (ids `price-1`, `special-1`, …). */
const PRICE_KINDS = [
  ["price", "Price"],
  ["special", "Special price"],
  ["promo", "Promo price"],
] as const;

/** What the form holds: the product's fields as typed (text), turned back into an edit on save. */
function asForm(p: StaffProduct) {
  const a = p.attributes;
  const inv = p.inventory;
  return {
    name: p.name,
    shortDescription: p.shortDescription,
    description: p.description,
    features: p.features.join("\n"),
    galleryLabels: { ...p.galleryLabels },
    status: p.status,
    weight: p.weight === null ? "" : String(p.weight),
    prices: Object.fromEntries(
      p.prices.map((x) => [
        x.storeId,
        { price: majorOf(x.price), special: majorOf(x.specialPrice), promo: majorOf(x.promoPrice) },
      ]),
    ) as Record<number, { price: string; special: string; promo: string }>,
    promo: { ...p.promo, qty: p.promo.qty === null ? "" : String(p.promo.qty) },
    inventory: inv && {
      qoh: String(inv.qoh),
      min: String(inv.min),
      max: String(inv.max),
      backorder: inv.backorder,
      leadTime: inv.leadTime ?? "",
      restockStatus: inv.restockStatus ?? "",
      promoQty: inv.promoQty === null ? "" : String(inv.promoQty),
      bin: inv.bin,
    },
    attributes: {
      manufacturer: a.manufacturer ?? "",
      color: a.color ?? "",
      size: a.size ?? "",
      shipperhq_shipping_group: a.shipperhq_shipping_group ?? "",
      tax_class_id: a.tax_class_id === undefined ? "" : String(a.tax_class_id),
      purchase_limit: a.purchase_limit == null ? "" : String(a.purchase_limit),
      rogue_pickup_disabled: a.rogue_pickup_disabled ?? false,
      black_friday_dropship: a.black_friday_dropship ?? false,
    },
    categoryIds: p.categoryIds.join(", "),
    customOptions: customToForm(p.customOptions),
    bundleOptions: bundleToForm(p.bundleOptions),
    gallery: p.gallery.map((g) => ({ ...g, width: String(g.width), height: String(g.height) })),
  };
}
type FormState = ReturnType<typeof asForm>;

/** A whole number typed, or null when empty; NaN when not a number (the schema then names the field). */
const int = (t: string) => (t.trim() === "" ? null : /^-?\d+$/.test(t.trim()) ? Number(t) : Number.NaN);
const num = (t: string) => (t.trim() === "" ? null : Number(t));
const orNull = (t: string) => (t.trim() === "" ? null : t.trim());
/** The form as the staff API's edit; the server changes only what differs from the version read. */
function toEdit(form: FormState, base: StaffProduct) {
  const a = form.attributes;
  const edit: Record<string, unknown> = {
    version: base.version,
    locale: base.locale,
    // A language nobody wrote a name in yet keeps showing English until one is typed.
    ...(form.name.trim() || base.locale === "en" ? { name: form.name } : {}),
    shortDescription: form.shortDescription,
    description: form.description,
    features: form.features
      .split("\n")
      .map((f) => f.trim())
      .filter(Boolean),
    ...(base.locale === "en" ? {} : { galleryLabels: form.galleryLabels }),
    status: form.status,
    weight: num(form.weight),
    prices: base.prices.map((p) => {
      const typed = form.prices[p.storeId] ?? { price: "", special: "", promo: "" };
      return {
        storeId: p.storeId,
        price: minorOf(typed.price) ?? undefined,
        specialPrice: minorOf(typed.special),
        promoPrice: minorOf(typed.promo),
      };
    }),
    promo: {
      ...form.promo,
      fromDate: orNull(form.promo.fromDate ?? ""),
      toDate: orNull(form.promo.toDate ?? ""),
      qty: int(form.promo.qty),
    },
    attributes: {
      manufacturer: orNull(a.manufacturer),
      color: orNull(a.color),
      size: orNull(a.size),
      shipperhq_shipping_group: orNull(a.shipperhq_shipping_group),
      ...(a.tax_class_id.trim() ? { tax_class_id: int(a.tax_class_id) } : {}),
      purchase_limit: int(a.purchase_limit),
      rogue_pickup_disabled: a.rogue_pickup_disabled,
      black_friday_dropship: a.black_friday_dropship,
    },
    ...(form.inventory
      ? {
          inventory: {
            qoh: int(form.inventory.qoh),
            min: int(form.inventory.min),
            max: int(form.inventory.max),
            backorder: form.inventory.backorder,
            leadTime: orNull(form.inventory.leadTime),
            restockStatus: orNull(form.inventory.restockStatus),
            promoQty: int(form.inventory.promoQty),
            bin: form.inventory.bin,
          },
        }
      : {}),
    categoryIds: form.categoryIds
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((x) => int(x)),
    gallery: form.gallery.map((g) => ({ ...g, width: int(g.width), height: int(g.height) })),
  };
  // The option forms as the contract's shape: StaffProductEdit checks them (StaffCustomOptions, StaffBundleOptions).
  if (base.type !== "grouped" && base.type !== "giftcard") edit.customOptions = customFromForm(form.customOptions);
  if (base.type === "bundle") edit.bundleOptions = bundleFromForm(form.bundleOptions);
  return StaffProductEdit.safeParse(edit);
}

/**
 * The product editor (issue #17 item 4) for every type: copy per language (name, short and long
 * description, feature bullets, gallery alt text), status and weight, prices per store with special
 * and promo prices, the promotion's dates and quantity limit, stock, attributes, categories, custom
 * options, bundle options (bundles) and the gallery (linked images: there is no media store). One
 * save, all or nothing; it names the version it was read at, and when someone saved in between the
 * server answers 409 with their version, shown so nothing is overwritten silently (issue #17 item 6).
 */
/** One editor per product: opening another (a new copy, a link) starts from its own data, not the last one's. */
export default function AdminProductRoute({ loaderData }: Route.ComponentProps) {
  return <AdminProduct key={loaderData.id} loaderData={loaderData} />;
}

function AdminProduct({ loaderData }: { loaderData: StaffProduct }) {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const [base, setBase] = useState<StaffProduct>(loaderData);
  const [form, setForm] = useState(() => asForm(loaderData));
  const [conflict, setConflict] = useState<StaffProduct | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  /** The schema's or the server's problems of the last save, by field path (shown beside the fields). */
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const problemOf = (path: string) => problems.find((p) => p.field === path)?.message;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  /** An option or value write moved the version; the form's other fields stay as typed. */
  /**
   * An option or option-value write moved the version; the form's other fields stay as typed. The value
   * labels in the copy language follow (they share the product's labels with the alt texts), so a save
   * of the form does not write back the ones it loaded.
   */
  const optionsChanged = (p: StaffProduct) => {
    const valueLabels = withValueLabels(p, lang);
    setBase((b) => ({
      ...b,
      version: p.version,
      configurableAttributes: p.configurableAttributes,
      variants: p.variants,
      galleryLabels: valueLabels(b.galleryLabels),
    }));
    setForm((f) => ({ ...f, galleryLabels: valueLabels(f.galleryLabels) }));
  };

  /** Another language's copy of the same product; every other field stays as typed. */
  async function switchLanguage(locale: string) {
    const result = await api.get<StaffProduct>(`${STAFF_API}${productPath(base.id, locale)}`);
    if (!result.ok) {
      setMessage({ ok: false, text: result.error.message });
      return;
    }
    const other = asForm(result.data);
    setBase(result.data);
    setForm({
      ...form,
      name: other.name,
      shortDescription: other.shortDescription,
      description: other.description,
      features: other.features,
      galleryLabels: other.galleryLabels,
    });
    setConflict(null);
    setMessage(null);
    history.replaceState(history.state, "", `?locale=${encodeURIComponent(locale)}`);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = toEdit(form, base);
    if (!parsed.success) {
      const found = parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
      setProblems(found);
      setMessage({ ok: false, text: found.map((f) => `${f.field}: ${f.message}`).join("; ") });
      return;
    }
    setProblems([]);
    const result = await staffApi.put<StaffProduct>(`/products/${base.id}`, parsed.data);
    if (result.ok) {
      setBase(result.data);
      setForm(asForm(result.data));
      setConflict(null);
      setMessage({ ok: true, text: "Saved." });
      return;
    }
    if (result.status === 409) {
      setConflict((result.error.details as { current: StaffProduct }).current);
      setMessage(null);
      return;
    }
    setProblems(result.error.fields);
    setMessage({
      ok: false,
      text: result.error.fields.length
        ? result.error.fields.map((f) => `${f.field}: ${f.message}`).join("; ")
        : result.error.message,
    });
  }

  const lang = base.locale;
  return (
    <>
      <h1>
        {base.englishName || base.sku}{" "}
        <small>
          ({base.sku}, {base.type})
        </small>
      </h1>
      {conflict ? (
        <section className="admin-alert" role="alert" aria-labelledby="conflict-title">
          <h2 id="conflict-title">Someone else saved this product first</h2>
          <p>Your changes were not saved. Their version ({conflict.locale}):</p>
          <ul>
            <li>Name: {conflict.name || "(not translated)"}</li>
            <li>Short description: {conflict.shortDescription || "(empty)"}</li>
            <li>Status: {conflict.status}</li>
            {conflict.prices.map((p) => (
              <li key={p.storeId}>
                Price in {storeOf(p.storeId)?.code ?? p.storeId}: {p.price === null ? "none" : majorOf(p.price)}
                {p.specialPrice === null ? "" : `, special ${majorOf(p.specialPrice)}`}
              </li>
            ))}
            {conflict.inventory ? <li>Stock: {conflict.inventory.qoh}</li> : null}
          </ul>
          <p>Keep your edits and save again over theirs, or start from their version.</p>
          <div className="admin-filters">
            <AdminButton
              size="s"
              onClick={() => {
                setBase(conflict);
                setConflict(null);
              }}
            >
              Keep my edits
            </AdminButton>
            <AdminButton
              size="s"
              variant="secondary"
              onClick={() => {
                setBase(conflict);
                setForm(asForm(conflict));
                setConflict(null);
              }}
            >
              Use their version
            </AdminButton>
          </div>
        </section>
      ) : null}
      <StatusLine notice={message} />
      <form className="admin-form admin-editor" onSubmit={save} noValidate>
        <fieldset>
          <legend>Copy</legend>
          <LanguageSelect
            id="product-locale"
            label="Copy language"
            value={lang as LanguageCode}
            onChange={switchLanguage}
          />
          <label htmlFor="product-name">
            Name ({lang})
            <input
              id="product-name"
              lang={lang}
              placeholder={lang === "en" ? undefined : base.englishName || "Not translated: shoppers see English"}
              value={form.name}
              onChange={(e) => set("name", e.currentTarget.value)}
            />
          </label>
          <label htmlFor="product-short">
            Short description ({lang})
            <textarea
              id="product-short"
              lang={lang}
              rows={3}
              value={form.shortDescription}
              onChange={(e) => set("shortDescription", e.currentTarget.value)}
            />
          </label>
          <label htmlFor="product-description">
            Description ({lang})
            <textarea
              id="product-description"
              lang={lang}
              rows={6}
              value={form.description}
              onChange={(e) => set("description", e.currentTarget.value)}
            />
          </label>
          <label htmlFor="product-features">
            Feature bullets ({lang}), one a line
            <textarea
              id="product-features"
              lang={lang}
              rows={4}
              value={form.features}
              onChange={(e) => set("features", e.currentTarget.value)}
            />
          </label>
        </fieldset>

        <fieldset>
          <legend>Status</legend>
          <label htmlFor="product-status">
            Status
            <select
              id="product-status"
              value={form.status}
              onChange={(e) => set("status", e.currentTarget.value as FormState["status"])}
            >
              <option value="listed">listed (catalog and search)</option>
              <option value="hidden">hidden (its link only)</option>
            </select>
          </label>
          <label htmlFor="product-weight">
            Weight (lb)
            <input
              id="product-weight"
              inputMode="decimal"
              value={form.weight}
              onChange={(e) => set("weight", e.currentTarget.value)}
            />
          </label>
        </fieldset>

        <fieldset>
          <legend>Prices per store</legend>
          {base.prices.length === 0 ? <p>Not sold on its own in any store (its members are).</p> : null}
          {base.prices.map((p) => {
            const code = storeOf(p.storeId)?.code ?? String(p.storeId);
            const typed = form.prices[p.storeId] ?? { price: "", special: "", promo: "" };
            const put = (k: keyof typeof typed, v: string) =>
              set("prices", { ...form.prices, [p.storeId]: { ...typed, [k]: v } });
            return (
              <div key={p.storeId} className="admin-row">
                {PRICE_KINDS.map(([kind, label]) => (
                  <label key={kind} htmlFor={`${kind}-${p.storeId}`}>
                    {label} in {code}
                    <input
                      id={`${kind}-${p.storeId}`}
                      inputMode="decimal"
                      value={typed[kind]}
                      onChange={(e) => put(kind, e.currentTarget.value)}
                    />
                  </label>
                ))}
              </div>
            );
          })}
        </fieldset>

        <fieldset>
          <legend>Promotion</legend>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={form.promo.enabled}
              onChange={(e) => set("promo", { ...form.promo, enabled: e.currentTarget.checked })}
            />
            Promotion on (its price is the promo price per store)
          </label>
          <div className="admin-row">
            <label htmlFor="promo-from">
              From (UTC day)
              <input
                id="promo-from"
                type="date"
                value={form.promo.fromDate ?? ""}
                onChange={(e) => set("promo", { ...form.promo, fromDate: e.currentTarget.value })}
              />
            </label>
            <label htmlFor="promo-to">
              To (UTC day, inclusive)
              <input
                id="promo-to"
                type="date"
                value={form.promo.toDate ?? ""}
                onChange={(e) => set("promo", { ...form.promo, toDate: e.currentTarget.value })}
              />
            </label>
          </div>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={form.promo.qtyLimit}
              onChange={(e) => set("promo", { ...form.promo, qtyLimit: e.currentTarget.checked })}
            />
            Limited quantity
          </label>
          <label htmlFor="promo-qty">
            Promotion quantity left
            <input
              id="promo-qty"
              inputMode="numeric"
              value={form.promo.qty}
              onChange={(e) => set("promo", { ...form.promo, qty: e.currentTarget.value })}
            />
          </label>
        </fieldset>

        {form.inventory ? (
          <fieldset>
            <legend>Inventory</legend>
            <div className="admin-row">
              {(
                [
                  ["qoh", "On hand"],
                  ["min", "Minimum per order"],
                  ["max", "Maximum per order"],
                  ["promoQty", "Promo quantity"],
                ] as const
              ).map(([k, label]) => (
                <label key={k} htmlFor={`inv-${k}`}>
                  {label}
                  <input
                    id={`inv-${k}`}
                    inputMode="numeric"
                    value={form.inventory?.[k] ?? ""}
                    onChange={(e) =>
                      form.inventory && set("inventory", { ...form.inventory, [k]: e.currentTarget.value })
                    }
                  />
                </label>
              ))}
            </div>
            <div className="admin-row">
              {(
                [
                  ["leadTime", "Lead time"],
                  ["restockStatus", "Restock status"],
                ] as const
              ).map(([k, label]) => (
                <label key={k} htmlFor={`inv-${k}`}>
                  {label}
                  <input
                    id={`inv-${k}`}
                    value={form.inventory?.[k] ?? ""}
                    onChange={(e) =>
                      form.inventory && set("inventory", { ...form.inventory, [k]: e.currentTarget.value })
                    }
                  />
                </label>
              ))}
            </div>
            {(
              [
                ["backorder", "Backorders allowed"],
                ["bin", "Back-in-stock alerts (bin)"],
              ] as const
            ).map(([k, label]) => (
              <label key={k} className="admin-check">
                <input
                  type="checkbox"
                  checked={form.inventory?.[k] ?? false}
                  onChange={(e) =>
                    form.inventory && set("inventory", { ...form.inventory, [k]: e.currentTarget.checked })
                  }
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset>
          <legend>Attributes</legend>
          <div className="admin-row">
            {ATTRIBUTE_TEXTS.map(([k, label]) => (
              <label key={k} htmlFor={`attr-${k}`}>
                {label}
                <input
                  id={`attr-${k}`}
                  value={form.attributes[k]}
                  onChange={(e) => set("attributes", { ...form.attributes, [k]: e.currentTarget.value })}
                />
              </label>
            ))}
            <label htmlFor="attr-tax">
              Tax class id
              <input
                id="attr-tax"
                inputMode="numeric"
                value={form.attributes.tax_class_id}
                onChange={(e) => set("attributes", { ...form.attributes, tax_class_id: e.currentTarget.value })}
              />
            </label>
            <label htmlFor="attr-limit">
              Purchase limit
              <input
                id="attr-limit"
                inputMode="numeric"
                value={form.attributes.purchase_limit}
                onChange={(e) => set("attributes", { ...form.attributes, purchase_limit: e.currentTarget.value })}
              />
            </label>
          </div>
          {ATTRIBUTE_FLAGS.map(([k, label]) => (
            <label key={k} className="admin-check">
              <input
                type="checkbox"
                checked={form.attributes[k]}
                onChange={(e) => set("attributes", { ...form.attributes, [k]: e.currentTarget.checked })}
              />
              {label}
            </label>
          ))}
          <label htmlFor="product-categories">
            Category ids (comma-separated)
            <input
              id="product-categories"
              value={form.categoryIds}
              onChange={(e) => set("categoryIds", e.currentTarget.value)}
            />
          </label>
          {base.groupedIds.length ? <p>Group members: {base.groupedIds.join(", ")}</p> : null}
          {base.parentId !== null ? (
            <p>
              A variant of <Link to={`/admin/products/${base.parentId}`}>product {base.parentId}</Link>
            </p>
          ) : null}
        </fieldset>

        {base.type !== "grouped" && base.type !== "giftcard" ? (
          <CustomOptionsEditor
            value={form.customOptions}
            onChange={(v) => set("customOptions", v)}
            lang={lang}
            labels={form.galleryLabels}
            onLabels={(v) => set("galleryLabels", v)}
            problemOf={problemOf}
          />
        ) : null}
        {base.type === "bundle" ? (
          <BundleOptionsEditor
            value={form.bundleOptions}
            onChange={(v) => set("bundleOptions", v)}
            lang={lang}
            labels={form.galleryLabels}
            onLabels={(v) => set("galleryLabels", v)}
            problemOf={problemOf}
          />
        ) : null}

        <fieldset>
          <legend>Gallery</legend>
          <p>
            The first image is the main one (the listing's tile). Uploaded images are stored by the store; others are
            linked (an https:// address or a path on this site).
          </p>
          <ol className="admin-gallery">
            {form.gallery.map((g, i) => {
              const put = (patch: Partial<(typeof form.gallery)[number]>) =>
                set(
                  "gallery",
                  form.gallery.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                );
              const move = (to: number) => {
                const next = [...form.gallery];
                const [item] = next.splice(i, 1);
                if (item) next.splice(to, 0, item);
                set("gallery", next);
              };
              return (
                <li key={`${i}-${g.link}`}>
                  {g.link.startsWith("/media/") ? (
                    <img
                      className="admin-thumb"
                      src={`${g.link}?w=360`}
                      alt={g.label}
                      width={120}
                      height={Math.round((120 * (Number(g.height) || 1)) / (Number(g.width) || 1))}
                    />
                  ) : null}
                  {i === 0 ? <p>Main image</p> : null}
                  <div className="admin-row">
                    <label htmlFor={`img-link-${i}`}>
                      Image {i + 1} address
                      <input
                        id={`img-link-${i}`}
                        value={g.link}
                        onChange={(e) => put({ link: e.currentTarget.value })}
                      />
                    </label>
                    <label htmlFor={`img-alt-${i}`}>
                      Alt text (en)
                      <input
                        id={`img-alt-${i}`}
                        value={g.label}
                        disabled={lang !== "en"}
                        onChange={(e) => put({ label: e.currentTarget.value })}
                      />
                    </label>
                    {lang !== "en" ? (
                      <label htmlFor={`img-alt-l-${i}`}>
                        Alt text ({lang})
                        <input
                          id={`img-alt-l-${i}`}
                          lang={lang}
                          value={form.galleryLabels[g.label] ?? ""}
                          placeholder={g.label}
                          onChange={(e) =>
                            set("galleryLabels", { ...form.galleryLabels, [g.label]: e.currentTarget.value })
                          }
                        />
                      </label>
                    ) : null}
                    <label htmlFor={`img-w-${i}`}>
                      Width
                      <input
                        id={`img-w-${i}`}
                        inputMode="numeric"
                        size={5}
                        value={g.width}
                        onChange={(e) => put({ width: e.currentTarget.value })}
                      />
                    </label>
                    <label htmlFor={`img-h-${i}`}>
                      Height
                      <input
                        id={`img-h-${i}`}
                        inputMode="numeric"
                        size={5}
                        value={g.height}
                        onChange={(e) => put({ height: e.currentTarget.value })}
                      />
                    </label>
                  </div>
                  <div className="admin-filters">
                    <AdminButton size="s" variant="secondary" disabled={i === 0} onClick={() => move(0)}>
                      Make image {i + 1} the main image
                    </AdminButton>
                    <AdminButton size="s" variant="secondary" disabled={i === 0} onClick={() => move(i - 1)}>
                      Move image {i + 1} up
                    </AdminButton>
                    <AdminButton
                      size="s"
                      variant="secondary"
                      disabled={i === form.gallery.length - 1}
                      onClick={() => move(i + 1)}
                    >
                      Move image {i + 1} down
                    </AdminButton>
                    <AdminButton
                      size="s"
                      variant="secondary"
                      onClick={() =>
                        set(
                          "gallery",
                          form.gallery.filter((_, j) => j !== i),
                        )
                      }
                    >
                      Remove image {i + 1}
                    </AdminButton>
                  </div>
                </li>
              );
            })}
          </ol>
          <AdminButton
            size="s"
            variant="secondary"
            disabled={lang !== "en"}
            onClick={() => set("gallery", [...form.gallery, { link: "", label: "", width: "1200", height: "1200" }])}
          >
            Link an image
          </AdminButton>
          {lang === "en" && me?.permissions.includes("catalog.write") ? (
            <GalleryUpload
              productId={base.id}
              version={base.version}
              say={setMessage}
              onUploaded={(product) => {
                // The upload moved the version; the other fields stay as typed, the gallery too (an
                // unsaved reorder, alt text or removal is kept): only the new images are appended.
                const known = new Set(base.gallery.map((g) => g.link));
                const added = asForm(product).gallery.filter((g) => !known.has(g.link));
                setBase(product);
                setForm((f) => ({ ...f, gallery: [...f.gallery, ...added] }));
              }}
            />
          ) : null}
        </fieldset>

        <AdminButton type="submit">Save</AdminButton>
      </form>
      {base.type === "configurable" ? (
        <>
          <VariantsEditor product={base} say={setMessage} onChanged={optionsChanged} />
          <OptionAxesEditor product={base} say={setMessage} onChanged={optionsChanged} />
        </>
      ) : null}
      {me?.permissions.includes("catalog.write") ? (
        <DuplicateProduct productId={base.id} type={base.type} say={setMessage} />
      ) : null}
      {me?.permissions.includes("audit.read") ? (
        <p>
          <Link to={`/admin/audit?targetType=product&targetId=${base.id}`}>Audit log of this product</Link>
        </p>
      ) : null}
    </>
  );
}

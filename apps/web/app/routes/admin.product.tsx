import { type StaffMe, StaffProductEdit } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { api, loadStaff, STAFF_API, staffApi, toMinor } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import type { Route } from "./+types/admin.product";

interface Product {
  id: number;
  sku: string;
  /** The language name and shortDescription are in (en: the product's own text). */
  locale: string;
  name: string;
  shortDescription: string;
  prices: { storeId: number; price: number | null }[];
  version: string;
}

/** The languages the catalog stores copy in (contracts TextLocale); English is the product's own text. */
const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "de", label: "Deutsch" },
  { code: "fr", label: "Français" },
  { code: "es", label: "Español" },
  { code: "nl", label: "Nederlands" },
] as const;

const productPath = (id: number | string, locale: string) =>
  `/products/${encodeURIComponent(String(id))}?locale=${encodeURIComponent(locale)}`;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = new URL(request.url).searchParams.get("locale") ?? "en";
  return loadStaff<Product>(productPath(params.id, locale));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const asForm = (p: Product) => ({
  name: p.name,
  shortDescription: p.shortDescription,
  prices: Object.fromEntries(p.prices.map((x) => [x.storeId, x.price === null ? "" : (x.price / 100).toFixed(2)])),
});

/**
 * Name, short description and the price in each store. A save names the version it was read at;
 * when someone saved in between, the server answers 409 with their version, shown side by side
 * so nothing is overwritten silently (issue #17 item 6).
 */
export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const [base, setBase] = useState<Product>(loaderData);
  const [form, setForm] = useState(() => asForm(loaderData));
  const [conflict, setConflict] = useState<Product | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [english, setEnglish] = useState<string>(loaderData.locale === "en" ? loaderData.name : "");

  /** Another language's copy of the same product; prices are per store, not per language, and stay as typed. */
  async function switchLanguage(locale: string) {
    const result = await api.get<Product>(`${STAFF_API}${productPath(base.id, locale)}`);
    if (!result.ok) {
      setMessage({ ok: false, text: result.error.message });
      return;
    }
    if (base.locale === "en") setEnglish(form.name);
    setBase(result.data);
    setForm({ ...form, name: result.data.name, shortDescription: result.data.shortDescription });
    setConflict(null);
    setMessage(null);
    history.replaceState(history.state, "", `?locale=${encodeURIComponent(locale)}`);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffProductEdit.safeParse({
      version: base.version,
      locale: base.locale,
      // A language nobody wrote a name in yet keeps showing English until one is typed.
      ...(form.name.trim() || base.locale === "en" ? { name: form.name } : {}),
      shortDescription: form.shortDescription,
      prices: base.prices.map((p) => ({ storeId: p.storeId, price: toMinor(Number(form.prices[p.storeId] ?? "")) })),
    });
    const badPrice = base.prices.find((p) => !Number.isFinite(Number(form.prices[p.storeId] ?? "x")));
    if (!parsed.success || badPrice) {
      const issue = parsed.error?.issues[0];
      setMessage({
        ok: false,
        text: badPrice
          ? `Price in store ${badPrice.storeId}: is not a number`
          : `${issue?.path.join(".")}: ${issue?.message}`,
      });
      return;
    }
    const result = await staffApi.put<Product>(`/products/${base.id}`, parsed.data);
    if (result.ok) {
      if (result.data.locale === "en") setEnglish(result.data.name);
      setBase(result.data);
      setForm(asForm(result.data));
      setConflict(null);
      setMessage({ ok: true, text: "Saved." });
      return;
    }
    if (result.status === 409) {
      setConflict((result.error.details as { current: Product }).current);
      setMessage(null);
      return;
    }
    setMessage({
      ok: false,
      text: result.error.fields[0]
        ? `${result.error.fields[0].field}: ${result.error.fields[0].message}`
        : result.error.message,
    });
  }

  return (
    <>
      <h1>
        {english || base.name || base.sku} <small>({base.sku})</small>
      </h1>
      {conflict ? (
        <section className="admin-alert" role="alert" aria-labelledby="conflict-title">
          <h2 id="conflict-title">Someone else saved this product first</h2>
          <p>Your changes were not saved. Their version ({conflict.locale}):</p>
          <ul>
            <li>Name: {conflict.name || "(not translated)"}</li>
            <li>Short description: {conflict.shortDescription || "(empty)"}</li>
            {conflict.prices.map((p) => (
              <li key={p.storeId}>
                Price in store {p.storeId}: {p.price === null ? "none" : (p.price / 100).toFixed(2)}
              </li>
            ))}
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
      <div role="status" aria-live="polite">
        {message ? <p className={message.ok ? "admin-ok" : "admin-alert"}>{message.text}</p> : null}
      </div>
      <form className="admin-form" onSubmit={save} noValidate>
        <label htmlFor="product-locale">
          Copy language
          <select id="product-locale" value={base.locale} onChange={(e) => switchLanguage(e.currentTarget.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label} ({l.code})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="product-name">
          Name ({base.locale})
          <input
            id="product-name"
            lang={base.locale}
            placeholder={base.locale === "en" ? undefined : english || "Not translated: shoppers see English"}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="product-short">
          Short description ({base.locale})
          <textarea
            id="product-short"
            lang={base.locale}
            rows={3}
            value={form.shortDescription}
            onChange={(e) => setForm({ ...form, shortDescription: e.currentTarget.value })}
          />
        </label>
        {base.prices.map((p) => (
          <label key={p.storeId} htmlFor={`price-${p.storeId}`}>
            Price in store {p.storeId}
            <input
              id={`price-${p.storeId}`}
              inputMode="decimal"
              value={form.prices[p.storeId] ?? ""}
              onChange={(e) => setForm({ ...form, prices: { ...form.prices, [p.storeId]: e.currentTarget.value } })}
            />
          </label>
        ))}
        <AdminButton type="submit">Save</AdminButton>
      </form>
      {me?.permissions.includes("audit.read") ? (
        <p>
          <Link to={`/admin/audit?targetType=product&targetId=${base.id}`}>Audit log of this product</Link>
        </p>
      ) : null}
    </>
  );
}

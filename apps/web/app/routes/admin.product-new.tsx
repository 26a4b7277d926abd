import { type StaffMe, type StaffProductCreated, StaffProductCreate } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import { staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import { minorOf, STORES } from "../features/admin/stores.ts";
import { urlKeyFrom } from "@ironworks/domain/url-key";

const TYPES = [
  ["simple", "Simple (one item)"],
  ["configurable", "Configurable (variants: size, colour …)"],
  ["bundle", "Bundle (options of other products)"],
  ["grouped", "Grouped (a set of products)"],
  ["giftcard", "Gift card"],
  ["virtual", "Virtual (no shipping)"],
] as const;
type ProductType = (typeof TYPES)[number][0];
const LANGUAGES = [
  ["en", "English"],
  ["de", "German"],
  ["fr", "French"],
  ["es", "Spanish"],
  ["nl", "Dutch"],
] as const;
const PRESETS: Record<string, string> = { size: "Size", color: "Colour" };

const skuPart = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, "");

interface OptionForm {
  code: string;
  label: string;
  values: { value: string; label: string }[];
}
interface VariantForm {
  sku: string;
  options: { code: string; value: string }[];
  qty: string;
  prices: Record<number, string>;
}

/** Every combination of the options' values (the variants a configurable product can have). */
function combinations(options: OptionForm[]): { code: string; value: string }[][] {
  let out: { code: string; value: string }[][] = [[]];
  for (const o of options) {
    const values = o.values.filter((v) => v.value.trim());
    out = out.flatMap((combo) => values.map((v) => [...combo, { code: o.code, value: v.value.trim() }]));
  }
  return out.filter((c) => c.length === options.length && c.length > 0);
}

const int = (t: string) => (t.trim() === "" ? 0 : /^\d+$/.test(t.trim()) ? Number(t) : Number.NaN);

/**
 * A new product from scratch (POST /svc_staff/products): type, SKU, URL key, names per language, prices
 * per store and stock; a configurable product's options (size, colour …) and the variants generated
 * from them, each with its own SKU, prices and stock. Checked with the contract's schema before it is
 * posted; the server's answer names each field it refuses (409 for a taken SKU or URL key). The
 * product starts hidden and opens in the editor, where images, copy and the rest are added and it is
 * listed.
 */
export default function AdminProductNew() {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const navigate = useNavigate();
  const [type, setType] = useState<ProductType>("simple");
  const [sku, setSku] = useState("");
  const [urlKey, setUrlKey] = useState("");
  const [names, setNames] = useState<Record<string, string>>({});
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [qty, setQty] = useState("0");
  const [groupedIds, setGroupedIds] = useState("");
  const [amounts, setAmounts] = useState("25, 50, 100");
  const [options, setOptions] = useState<OptionForm[]>([{ code: "size", label: "Size", values: [] }]);
  const [variants, setVariants] = useState<VariantForm[]>([]);
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  if (me && !me.permissions.includes("catalog.write"))
    return <p>Your role cannot create products (it needs the permission catalog.write).</p>;

  const unpriced = type === "grouped" || type === "giftcard";
  const configurable = type === "configurable";
  const soldIn = STORES.filter((s) => (prices[s.id] ?? "").trim() !== "");
  const putOption = (i: number, patch: Partial<OptionForm>) =>
    setOptions(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));

  function generate() {
    const combos = combinations(options);
    setVariants(
      combos.map((combo) => {
        const existing = variants.find((v) => JSON.stringify(v.options) === JSON.stringify(combo));
        return (
          existing ?? {
            sku: [sku.trim(), ...combo.map((c) => skuPart(c.value))].filter(Boolean).join("-"),
            options: combo,
            qty: "0",
            prices: {},
          }
        );
      }),
    );
  }

  function input() {
    return {
      type,
      sku,
      urlKey: urlKey || urlKeyFrom(names.en ?? ""),
      names: Object.fromEntries(
        LANGUAGES.map(([l]) => [l, (names[l] ?? "").trim()]).filter(([l, v]) => l === "en" || v),
      ),
      prices: unpriced ? [] : soldIn.map((s) => ({ storeId: s.id, price: minorOf(prices[s.id] ?? "") })),
      qty: configurable ? 0 : int(qty),
      ...(configurable
        ? {
            optionAttributes: options.map((o) => ({
              code: o.code,
              label: o.label,
              values: o.values
                .filter((v) => v.value.trim())
                .map((v) => ({ value: v.value, label: v.label || v.value })),
            })),
            variants: variants.map((v) => ({
              sku: v.sku,
              options: v.options,
              qty: int(v.qty),
              prices: soldIn
                .filter((s) => (v.prices[s.id] ?? "").trim() !== "")
                .map((s) => ({ storeId: s.id, price: minorOf(v.prices[s.id] ?? "") })),
            })),
          }
        : {}),
      ...(type === "grouped"
        ? {
            groupedIds: groupedIds
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((x) => int(x)),
          }
        : {}),
      ...(type === "giftcard"
        ? {
            giftcardAmounts: amounts
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((x) => Number(x)),
          }
        : {}),
    };
  }

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffProductCreate.safeParse(input());
    if (!parsed.success) {
      const found = parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
      setProblems(found);
      setNotice({ ok: false, text: `${found.length} field(s) to fix: ${found.map((f) => f.field).join(", ")}` });
      return;
    }
    setBusy(true);
    const result = await staffApi.post<StaffProductCreated>("/products", parsed.data);
    setBusy(false);
    if (result.ok) {
      navigate(`/admin/products/${result.data.id}`);
      return;
    }
    setProblems(result.error.fields);
    setNotice({
      ok: false,
      text: result.error.fields.length
        ? result.error.fields.map((f) => `${f.field}: ${f.message}`).join("; ")
        : result.error.message,
    });
  }

  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const described = (id: string, field: string) =>
    problemOf(field) ? { "aria-invalid": true as const, "aria-describedby": `${id}-problem` } : {};
  const problem = (id: string, field: string) =>
    problemOf(field) ? (
      <span id={`${id}-problem`} className="admin-alert">
        {problemOf(field)}
      </span>
    ) : null;

  return (
    <>
      <h1>New product</h1>
      <p>
        <Link to="/admin/products">Back to the products</Link>
      </p>
      <p className="admin-hint">
        The new product is hidden (its link only) until you list it in the editor, where you add images, copy, options
        and categories.
      </p>
      <StatusLine notice={notice} />
      <form className="admin-form admin-editor" onSubmit={create} noValidate>
        <fieldset>
          <legend>Product</legend>
          <label htmlFor="new-type">
            Type
            <select id="new-type" value={type} onChange={(e) => setType(e.currentTarget.value as ProductType)}>
              {TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <div className="admin-field">
            <label htmlFor="new-sku">
              SKU
              <input
                id="new-sku"
                maxLength={64}
                value={sku}
                onChange={(e) => setSku(e.currentTarget.value)}
                {...described("new-sku", "sku")}
              />
            </label>
            {problem("new-sku", "sku")}
          </div>
          {LANGUAGES.map(([l, language]) => (
            <div key={l} className="admin-field">
              <label htmlFor={`new-name-${l}`}>
                Name in {language}
                {l === "en" ? "" : " (optional)"}
                <input
                  id={`new-name-${l}`}
                  lang={l}
                  maxLength={255}
                  value={names[l] ?? ""}
                  onChange={(e) => setNames({ ...names, [l]: e.currentTarget.value })}
                  {...described(`new-name-${l}`, `names.${l}`)}
                />
              </label>
              {problem(`new-name-${l}`, `names.${l}`)}
            </div>
          ))}
          <div className="admin-field">
            <label htmlFor="new-url">
              URL key (from the English name when empty)
              <input
                id="new-url"
                maxLength={200}
                placeholder={urlKeyFrom(names.en ?? "")}
                value={urlKey}
                onChange={(e) => setUrlKey(e.currentTarget.value)}
                {...described("new-url", "urlKey")}
              />
            </label>
            {problem("new-url", "urlKey")}
          </div>
        </fieldset>

        {unpriced ? null : (
          <fieldset>
            <legend>Prices per store</legend>
            <p className="admin-hint">Empty: not sold in that store.</p>
            {problem("new-prices", "prices")}
            <div className="admin-row">
              {STORES.map((s) => (
                <label key={s.id} htmlFor={`new-price-${s.id}`}>
                  Price in {s.code} ({s.currency})
                  <input
                    id={`new-price-${s.id}`}
                    inputMode="decimal"
                    value={prices[s.id] ?? ""}
                    onChange={(e) => setPrices({ ...prices, [s.id]: e.currentTarget.value })}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {configurable ? null : type === "grouped" ? (
          <fieldset>
            <legend>Group members</legend>
            <div className="admin-field">
              <label htmlFor="new-grouped">
                Member product ids (comma-separated)
                <input
                  id="new-grouped"
                  value={groupedIds}
                  onChange={(e) => setGroupedIds(e.currentTarget.value)}
                  {...described("new-grouped", "groupedIds")}
                />
              </label>
              {problem("new-grouped", "groupedIds")}
            </div>
          </fieldset>
        ) : (
          <fieldset>
            <legend>Stock</legend>
            {type === "giftcard" ? (
              <div className="admin-field">
                <label htmlFor="new-amounts">
                  Amounts offered (comma-separated)
                  <input
                    id="new-amounts"
                    value={amounts}
                    onChange={(e) => setAmounts(e.currentTarget.value)}
                    {...described("new-amounts", "giftcardAmounts")}
                  />
                </label>
                {problem("new-amounts", "giftcardAmounts")}
              </div>
            ) : null}
            <label htmlFor="new-qty">
              On hand
              <input id="new-qty" inputMode="numeric" value={qty} onChange={(e) => setQty(e.currentTarget.value)} />
            </label>
          </fieldset>
        )}

        {configurable ? (
          <>
            <fieldset>
              <legend>Options the variants differ in</legend>
              {problem("new-options", "optionAttributes")}
              {options.map((o, i) => (
                <fieldset key={`option-${i.toString()}`}>
                  <legend>
                    Option {i + 1}: {o.label || o.code}
                  </legend>
                  <div className="admin-row">
                    <label htmlFor={`opt-code-${i}`}>
                      Attribute
                      <select
                        id={`opt-code-${i}`}
                        value={o.code}
                        onChange={(e) => {
                          const code = e.currentTarget.value;
                          putOption(i, { code, label: PRESETS[code] ?? o.label });
                        }}
                      >
                        {Object.entries(PRESETS).map(([code, label]) => (
                          <option key={code} value={code}>
                            {label} ({code})
                          </option>
                        ))}
                        <option value="material">Material (material)</option>
                        <option value="weight_option">Weight (weight_option)</option>
                      </select>
                    </label>
                    <label htmlFor={`opt-label-${i}`}>
                      Option {i + 1} label
                      <input
                        id={`opt-label-${i}`}
                        value={o.label}
                        onChange={(e) => putOption(i, { label: e.currentTarget.value })}
                      />
                    </label>
                  </div>
                  <ol>
                    {o.values.map((v, j) => (
                      <li key={`value-${j.toString()}`} className="admin-row">
                        <label htmlFor={`opt-${i}-value-${j}`}>
                          {o.label || "Option"} value {j + 1}
                          <input
                            id={`opt-${i}-value-${j}`}
                            maxLength={60}
                            value={v.value}
                            onChange={(e) =>
                              putOption(i, {
                                values: o.values.map((x, k) => (k === j ? { ...x, value: e.currentTarget.value } : x)),
                              })
                            }
                          />
                        </label>
                        <label htmlFor={`opt-${i}-label-${j}`}>
                          Shown as (English)
                          <input
                            id={`opt-${i}-label-${j}`}
                            maxLength={60}
                            placeholder={v.value}
                            value={v.label}
                            onChange={(e) =>
                              putOption(i, {
                                values: o.values.map((x, k) => (k === j ? { ...x, label: e.currentTarget.value } : x)),
                              })
                            }
                          />
                        </label>
                        <AdminButton
                          size="s"
                          variant="secondary"
                          onClick={() => putOption(i, { values: o.values.filter((_, k) => k !== j) })}
                        >
                          Remove {o.label || "option"} value {j + 1}
                        </AdminButton>
                      </li>
                    ))}
                  </ol>
                  <div className="admin-filters">
                    <AdminButton
                      size="s"
                      variant="secondary"
                      onClick={() => putOption(i, { values: [...o.values, { value: "", label: "" }] })}
                    >
                      Add a {o.label || "option"} value
                    </AdminButton>
                    {options.length > 1 ? (
                      <AdminButton
                        size="s"
                        variant="secondary"
                        onClick={() => setOptions(options.filter((_, k) => k !== i))}
                      >
                        Remove option {i + 1}
                      </AdminButton>
                    ) : null}
                  </div>
                </fieldset>
              ))}
              <div className="admin-filters">
                {options.length < 3 ? (
                  <AdminButton
                    size="s"
                    variant="secondary"
                    onClick={() => {
                      const code = options.some((o) => o.code === "color") ? "material" : "color";
                      setOptions([...options, { code, label: PRESETS[code] ?? "Material", values: [] }]);
                    }}
                  >
                    Add an option
                  </AdminButton>
                ) : null}
                <AdminButton size="s" onClick={generate}>
                  Generate the variants
                </AdminButton>
              </div>
            </fieldset>

            <fieldset>
              <legend>Variants ({variants.length})</legend>
              {problem("new-variants", "variants")}
              {variants.length === 0 ? <p>Add option values, then generate the variants.</p> : null}
              <ol className="admin-gallery">
                {variants.map((v, i) => {
                  const name = v.options.map((o) => o.value).join(" / ");
                  const put = (patch: Partial<VariantForm>) =>
                    setVariants(variants.map((x, k) => (k === i ? { ...x, ...patch } : x)));
                  return (
                    <li key={JSON.stringify(v.options)}>
                      <div className="admin-row">
                        <div className="admin-field">
                          <label htmlFor={`variant-sku-${i}`}>
                            SKU of {name}
                            <input
                              id={`variant-sku-${i}`}
                              maxLength={64}
                              value={v.sku}
                              onChange={(e) => put({ sku: e.currentTarget.value })}
                              {...described(`variant-sku-${i}`, `variants.${i}.sku`)}
                            />
                          </label>
                          {problem(`variant-sku-${i}`, `variants.${i}.sku`)}
                        </div>
                        <label htmlFor={`variant-qty-${i}`}>
                          On hand of {name}
                          <input
                            id={`variant-qty-${i}`}
                            inputMode="numeric"
                            value={v.qty}
                            onChange={(e) => put({ qty: e.currentTarget.value })}
                          />
                        </label>
                        {soldIn.map((s) => (
                          <label key={s.id} htmlFor={`variant-price-${i}-${s.id}`}>
                            Price of {name} in {s.code}
                            <input
                              id={`variant-price-${i}-${s.id}`}
                              inputMode="decimal"
                              placeholder={prices[s.id]}
                              value={v.prices[s.id] ?? ""}
                              onChange={(e) => put({ prices: { ...v.prices, [s.id]: e.currentTarget.value } })}
                            />
                          </label>
                        ))}
                      </div>
                      <AdminButton
                        size="s"
                        variant="secondary"
                        onClick={() => setVariants(variants.filter((_, k) => k !== i))}
                      >
                        Remove variant {name}
                      </AdminButton>
                    </li>
                  );
                })}
              </ol>
            </fieldset>
          </>
        ) : null}

        {problems.length ? (
          <ul className="admin-alert" aria-label="Fields to fix">
            {problems.map((p) => (
              <li key={`${p.field}:${p.message}`}>
                {p.field}: {p.message}
              </li>
            ))}
          </ul>
        ) : null}
        <AdminButton type="submit" disabled={busy}>
          Create the product
        </AdminButton>
      </form>
    </>
  );
}

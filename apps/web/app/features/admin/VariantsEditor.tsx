import type { StaffOptionValueAddInput, StaffProduct, StaffVariantsChanged } from "@ironworks/contracts";
import { comboKey, combosFor, isColourOption, suggestVariantSku } from "@ironworks/domain/variants";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { staffApi } from "./admin-api.ts";
import { AdminButton } from "./AdminButton.tsx";
import { TwoStepDelete } from "./content/DeleteSection.tsx";
import { LANGUAGES } from "./content/languages.ts";
import type { Notice } from "./StatusLine.tsx";
import { majorOf, minorOf, storeOf } from "./stores.ts";

type Option = StaffProduct["configurableAttributes"][number];
type Value = Option["values"][number];
const base = (id: number) => `/products/${id}/option-values`;
/** The languages a value's label is translated into (the storefront shows English where one is empty). */
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l.code !== "en");

/**
 * A configurable product's options and variants (issue #17, ADR 0058, 0062): each option's values in
 * the storefront's order (move up/down), their labels per language, remove with a second press (a variant
 * that was ordered is retired — kept for its orders, off the storefront —, the others are deleted) and,
 * for a colour option, a swatch; a new value with its labels and one variant per combination with the
 * other options' values, each with its SKU (suggested from the product's; a removed value added again
 * restores its retired variants with theirs), price per store and stock.
 * Every change names the version the editor read (409 when someone saved since) and answers the product
 * at its new version.
 */
export function VariantsEditor({
  product,
  onChanged,
  say,
}: {
  product: StaffProduct;
  onChanged: (p: StaffProduct) => void;
  say: (n: Notice) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function send(
    write: () => Promise<{ ok: boolean; status: number; data?: unknown; error?: unknown }>,
    done: string,
  ) {
    setBusy(true);
    const result = (await write()) as
      | { ok: true; data: StaffVariantsChanged }
      | { ok: false; status: number; error: { message: string; fields: { field: string; message: string }[] } };
    setBusy(false);
    if (result.ok) {
      onChanged(result.data.product);
      say({ ok: true, text: done });
      return true;
    }
    const { error } = result;
    say({
      ok: false,
      text:
        result.status === 409 && !error.fields.length
          ? `${error.message} Reload the product to see their change.`
          : error.fields.length
            ? error.fields.map((f) => `${f.field}: ${f.message}`).join("; ")
            : error.message,
    });
    return false;
  }

  return (
    <section className="admin-form admin-editor" aria-labelledby="variants-title">
      <h2 id="variants-title">Options and variants</h2>
      {product.configurableAttributes.map((o) => (
        <OptionValues key={o.code} product={product} option={o} busy={busy} send={send} />
      ))}
      <h3>Variants</h3>
      <p>Each is edited on its own page (prices, stock, images).</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            {product.configurableAttributes.map((o) => (
              <th key={o.code} scope="col">
                {o.label}
              </th>
            ))}
            <th scope="col" className="num">
              Stock
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((v) => (
            <tr key={v.id}>
              <td>
                <Link to={`/admin/products/${v.id}`}>{v.sku}</Link>
              </td>
              {product.configurableAttributes.map((o) => (
                <td key={o.code}>{v.options[o.code] ?? ""}</td>
              ))}
              <td className="num">{v.qoh ?? ""}</td>
              <td>{v.retired ? "Retired (ordered; not sold)" : "Sold"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Send = (
  write: () => Promise<{ ok: boolean; status: number; data?: unknown; error?: unknown }>,
  done: string,
) => Promise<boolean>;

function OptionValues({
  product,
  option,
  busy,
  send,
}: {
  product: StaffProduct;
  option: Option;
  busy: boolean;
  send: Send;
}) {
  const colour = isColourOption(option);
  const id = `option-${option.code}`;
  /** The move button to focus once a reorder is in (busy disables them all meanwhile). */
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus || busy) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus, busy]);
  const moveId = (v: Value, way: "up" | "down") => `${id}-${way}-${v.value}`;

  async function move(i: number, by: -1 | 1) {
    const values = option.values.map((v) => v.value);
    const [value] = values.splice(i, 1);
    if (value === undefined) return;
    values.splice(i + by, 0, value);
    const v = option.values[i] as Value;
    const ok = await send(
      () =>
        staffApi.put<StaffVariantsChanged>(`${base(product.id)}/order`, {
          version: product.version,
          code: option.code,
          values,
        }),
      `${option.label} ${v.label} moved ${by < 0 ? "up" : "down"}.`,
    );
    // At either end the button pressed is disabled: its neighbour takes the focus.
    const end = by < 0 ? i + by === 0 : i + by === values.length - 1;
    if (ok) setFocus(moveId(v, end ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down"));
  }

  return (
    <fieldset>
      <legend>
        {option.label} ({option.code})
      </legend>
      <p>The storefront shows the values in this order.</p>
      <ul className="admin-values">
        {option.values.map((v, i) => (
          <li key={v.value}>
            {v.swatch ? <span className="admin-swatch" style={{ background: v.swatch }} aria-hidden="true" /> : null}
            <span>
              {v.label} <small>({v.value})</small>
            </span>
            <AdminButton
              id={moveId(v, "up")}
              size="s"
              variant="secondary"
              disabled={busy || i === 0}
              onClick={() => void move(i, -1)}
            >
              Move {option.label} {v.label} up
            </AdminButton>
            <AdminButton
              id={moveId(v, "down")}
              size="s"
              variant="secondary"
              disabled={busy || i === option.values.length - 1}
              onClick={() => void move(i, 1)}
            >
              Move {option.label} {v.label} down
            </AdminButton>
            {colour ? <SwatchInput product={product} option={option} value={v} busy={busy} send={send} /> : null}
            <TwoStepDelete
              size="s"
              disabled={busy || option.values.length === 1}
              label={`Remove ${option.label} ${v.label}…`}
              confirmLabel={`Remove ${option.label} ${v.label} for good`}
              keepLabel={`Keep ${option.label} ${v.label}`}
              onDelete={() => {
                const q = new URLSearchParams({ version: product.version, code: option.code, value: v.value });
                return send(
                  () => staffApi.delete<StaffVariantsChanged>(`${base(product.id)}?${q}`),
                  `${option.label} ${v.label} removed.`,
                );
              }}
            />
            <ValueLabels
              key={`${v.label}|${JSON.stringify(v.labels)}`}
              product={product}
              option={option}
              value={v}
              busy={busy}
              send={send}
            />
          </li>
        ))}
      </ul>
      <NewValue product={product} option={option} colour={colour} busy={busy} send={send} id={id} />
    </fieldset>
  );
}

/** A value's label in English and per language, saved together (PUT …/option-values). */
function ValueLabels({
  product,
  option,
  value,
  busy,
  send,
}: {
  product: StaffProduct;
  option: Option;
  value: Value;
  busy: boolean;
  send: Send;
}) {
  const [label, setLabel] = useState(value.label);
  const [labels, setLabels] = useState<Record<string, string>>(value.labels);
  const id = `labels-${option.code}-${value.value}`;
  return (
    <details className="admin-value-labels">
      <summary>
        Labels of {option.label} {value.label}
      </summary>
      <div className="admin-row">
        <label htmlFor={`${id}-en`}>
          Label (en)
          <input id={`${id}-en`} maxLength={60} value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
        </label>
        {OTHER_LANGUAGES.map((l) => (
          <label key={l.code} htmlFor={`${id}-${l.code}`}>
            Label ({l.code})
            <input
              id={`${id}-${l.code}`}
              lang={l.code}
              maxLength={60}
              placeholder={value.label}
              value={labels[l.code] ?? ""}
              onChange={(e) => setLabels({ ...labels, [l.code]: e.currentTarget.value })}
            />
          </label>
        ))}
      </div>
      <AdminButton
        size="s"
        variant="secondary"
        disabled={busy || !label.trim()}
        onClick={() =>
          void send(
            () =>
              staffApi.put<StaffVariantsChanged>(base(product.id), {
                version: product.version,
                code: option.code,
                value: value.value,
                label: label.trim(),
                labels: Object.fromEntries(OTHER_LANGUAGES.map((l) => [l.code, (labels[l.code] ?? "").trim()])),
              }),
            `Labels of ${option.label} ${label.trim()} saved.`,
          )
        }
      >
        Save labels of {option.label} {value.label}
      </AdminButton>
    </details>
  );
}

function SwatchInput({
  product,
  option,
  value,
  busy,
  send,
}: {
  product: StaffProduct;
  option: Option;
  value: Value;
  busy: boolean;
  send: Send;
}) {
  const [hex, setHex] = useState(value.swatch ?? "");
  const id = `swatch-${option.code}-${value.value}`;
  return (
    <>
      <label htmlFor={id}>
        Swatch of {value.label} (#rrggbb)
        <input
          id={id}
          value={hex}
          maxLength={7}
          placeholder="#000000"
          onChange={(e) => setHex(e.currentTarget.value)}
        />
      </label>
      <AdminButton
        size="s"
        variant="secondary"
        disabled={busy}
        onClick={() =>
          void send(
            () =>
              staffApi.put<StaffVariantsChanged>(base(product.id), {
                version: product.version,
                code: option.code,
                value: value.value,
                swatch: hex.trim() === "" ? null : hex.trim(),
              }),
            `Swatch of ${value.label} saved.`,
          )
        }
      >
        Save swatch of {value.label}
      </AdminButton>
    </>
  );
}

interface Row {
  key: string;
  options: Record<string, string>;
  sku: string;
  prices: Record<number, string>;
  qty: string;
}

function NewValue({
  product,
  option,
  colour,
  busy,
  send,
  id,
}: {
  product: StaffProduct;
  option: Option;
  colour: boolean;
  busy: boolean;
  send: Send;
  id: string;
}) {
  const stores = product.prices.filter((p) => p.price !== null);
  const others = product.configurableAttributes.filter((o) => o.code !== option.code);
  const [value, setValue] = useState("");
  const [label, setLabel] = useState("");
  const [swatch, setSwatch] = useState("");
  const [labels, setLabels] = useState<Record<string, string>>({});
  /** A removed value's retired variants, by combination: added again, they come back with their SKUs. */
  const retired = new Map(
    product.variants
      .filter((v) => v.retired && v.options[option.code]?.toLowerCase() === value.trim().toLowerCase())
      .map((v) => [comboKey(others, v.options), v]),
  );
  /** SKUs typed by hand, by combination (else the suggestion follows the value). */
  const [typed, setTyped] = useState<Record<string, Partial<Row>>>({});
  const rows: Row[] = combosFor(product.configurableAttributes, option.code).map((combo) => {
    const key = comboKey(others, combo);
    const mine = typed[key] ?? {};
    return {
      key,
      options: combo,
      sku:
        mine.sku ??
        retired.get(key)?.sku ??
        suggestVariantSku(product.sku, [...others.map((o) => combo[o.code] ?? ""), value].filter(Boolean)),
      prices: mine.prices ?? Object.fromEntries(stores.map((s) => [s.storeId, majorOf(s.price)])),
      qty: mine.qty ?? "0",
    };
  });
  const put = (key: string, patch: Partial<Row>) => setTyped((t) => ({ ...t, [key]: { ...t[key], ...patch } }));
  const name = (combo: Record<string, string>) =>
    others.map((o) => o.values.find((v) => v.value === combo[o.code])?.label ?? combo[o.code]).join(" / ");

  async function add() {
    const body: StaffOptionValueAddInput = {
      version: product.version,
      code: option.code,
      value: value.trim(),
      label: (label.trim() || value).trim(),
      labels: Object.fromEntries(
        OTHER_LANGUAGES.flatMap((l) => (labels[l.code]?.trim() ? [[l.code, labels[l.code]?.trim()]] : [])),
      ),
      ...(colour && swatch.trim() ? { swatch: swatch.trim() } : {}),
      variants: rows.map((r) => ({
        options: r.options,
        sku: r.sku,
        prices: stores.map((s) => ({ storeId: s.storeId, price: minorOf(r.prices[s.storeId] ?? "") ?? Number.NaN })),
        qty: /^\d+$/.test(r.qty.trim()) ? Number(r.qty) : Number.NaN,
      })),
    };
    const ok = await send(
      () => staffApi.post<StaffVariantsChanged>(base(product.id), body),
      retired.size
        ? `${option.label} ${body.label} added; its ${retired.size} retired variant(s) are on sale again.`
        : `${option.label} ${body.label} added.`,
    );
    if (ok) {
      setValue("");
      setLabel("");
      setLabels({});
      setSwatch("");
      setTyped({});
    }
  }

  return (
    <div className="admin-new-value">
      <h3>Add a {option.label.toLowerCase()}</h3>
      <div className="admin-row">
        <label htmlFor={`${id}-value`}>
          New {option.label} value
          <input id={`${id}-value`} maxLength={60} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
        </label>
        <label htmlFor={`${id}-label`}>
          New {option.label} label
          <input
            id={`${id}-label`}
            maxLength={60}
            value={label}
            placeholder={value}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
        </label>
        {OTHER_LANGUAGES.map((l) => (
          <label key={l.code} htmlFor={`${id}-label-${l.code}`}>
            New {option.label} label ({l.code})
            <input
              id={`${id}-label-${l.code}`}
              lang={l.code}
              maxLength={60}
              value={labels[l.code] ?? ""}
              placeholder={label || value}
              onChange={(e) => setLabels({ ...labels, [l.code]: e.currentTarget.value })}
            />
          </label>
        ))}
        {colour ? (
          <label htmlFor={`${id}-swatch`}>
            New {option.label} swatch (#rrggbb)
            <input
              id={`${id}-swatch`}
              maxLength={7}
              placeholder="#000000"
              value={swatch}
              onChange={(e) => setSwatch(e.currentTarget.value)}
            />
          </label>
        ) : null}
      </div>
      {value.trim() ? (
        <table className="admin-table">
          <caption>Its variants</caption>
          <thead>
            <tr>
              {others.length ? <th scope="col">With</th> : null}
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              {stores.map((s) => (
                <th key={s.storeId} scope="col">
                  Price {storeOf(s.storeId)?.code ?? s.storeId}
                </th>
              ))}
              <th scope="col">Stock</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const what = name(r.options) || value;
              return (
                <tr key={r.key}>
                  {others.length ? <td>{name(r.options)}</td> : null}
                  <td>{retired.has(r.key) ? "Restores the retired variant" : "New"}</td>
                  <td>
                    <input
                      aria-label={`SKU of ${what}`}
                      id={`${id}-sku-${i}`}
                      value={r.sku}
                      maxLength={64}
                      onChange={(e) => put(r.key, { sku: e.currentTarget.value })}
                    />
                  </td>
                  {stores.map((s) => (
                    <td key={s.storeId}>
                      <input
                        aria-label={`Price of ${what} in ${storeOf(s.storeId)?.code ?? s.storeId}`}
                        inputMode="decimal"
                        size={8}
                        value={r.prices[s.storeId] ?? ""}
                        onChange={(e) => put(r.key, { prices: { ...r.prices, [s.storeId]: e.currentTarget.value } })}
                      />
                    </td>
                  ))}
                  <td>
                    <input
                      aria-label={`Stock of ${what}`}
                      inputMode="numeric"
                      size={6}
                      value={r.qty}
                      onChange={(e) => put(r.key, { qty: e.currentTarget.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <AdminButton size="s" disabled={busy || !value.trim()} onClick={() => void add()}>
        Add {option.label} value
      </AdminButton>
    </div>
  );
}

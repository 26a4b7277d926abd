import type { StaffOptionValueAddInput, StaffProduct, StaffVariantsChanged } from "@ironworks/contracts";
import { comboKey, combosFor, isColourOption, suggestVariantSku } from "@ironworks/domain/variants";
import { useState } from "react";
import { Link } from "react-router";
import { staffApi } from "./admin-api.ts";
import { AdminButton } from "./AdminButton.tsx";
import type { Notice } from "./StatusLine.tsx";
import { majorOf, minorOf, storeOf } from "./stores.ts";

type Option = StaffProduct["configurableAttributes"][number];
const base = (id: number) => `/products/${id}/option-values`;

/**
 * A configurable product's options and variants (issue #17, ADR 0058): each option's values with remove
 * (a variant that was ordered is retired — kept for its orders, off the storefront —, the others are
 * deleted) and, for a colour option, a swatch; a new value with one variant per combination with the
 * other options' values, each with its SKU (suggested from the product's), price per store and stock.
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
  return (
    <fieldset>
      <legend>
        {option.label} ({option.code})
      </legend>
      <ul className="admin-values">
        {option.values.map((v) => (
          <li key={v.value}>
            {v.swatch ? <span className="admin-swatch" style={{ background: v.swatch }} aria-hidden="true" /> : null}
            <span>
              {v.label} <small>({v.value})</small>
            </span>
            {colour ? <SwatchInput product={product} option={option} value={v} busy={busy} send={send} /> : null}
            <AdminButton
              size="s"
              variant="secondary"
              disabled={busy || option.values.length === 1}
              onClick={() => {
                if (!confirm(`Remove ${option.label} ${v.label}? Its variants leave the storefront.`)) return;
                const q = new URLSearchParams({ version: product.version, code: option.code, value: v.value });
                void send(
                  () => staffApi.delete<StaffVariantsChanged>(`${base(product.id)}?${q}`),
                  `${option.label} ${v.label} removed.`,
                );
              }}
            >
              Remove {option.label} {v.label}
            </AdminButton>
          </li>
        ))}
      </ul>
      <NewValue product={product} option={option} colour={colour} busy={busy} send={send} id={id} />
    </fieldset>
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
  value: Option["values"][number];
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
  /** SKUs typed by hand, by combination (else the suggestion follows the value). */
  const [typed, setTyped] = useState<Record<string, Partial<Row>>>({});
  const rows: Row[] = combosFor(product.configurableAttributes, option.code).map((combo) => {
    const key = comboKey(others, combo);
    const mine = typed[key] ?? {};
    return {
      key,
      options: combo,
      sku:
        mine.sku ?? suggestVariantSku(product.sku, [...others.map((o) => combo[o.code] ?? ""), value].filter(Boolean)),
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
      `${option.label} ${body.label} added.`,
    );
    if (ok) {
      setValue("");
      setLabel("");
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

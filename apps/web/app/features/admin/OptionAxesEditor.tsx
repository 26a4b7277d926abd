import type { StaffOptionAddInput, StaffProduct, StaffVariantsChanged } from "@ironworks/contracts";
import { isColourOption } from "@ironworks/domain/variants";
import { useState } from "react";
import { staffApi } from "./admin-api.ts";
import { AdminButton } from "./AdminButton.tsx";
import type { Notice } from "./StatusLine.tsx";

type Result =
  | { ok: true; data: StaffVariantsChanged }
  | { ok: false; status: number; error: { message: string; fields: { field: string; message: string }[] } };

/** A failed write in words: the fields at fault, else the message (a 409 on the version says to reload). */
const problem = (r: Extract<Result, { ok: false }>) =>
  r.error.fields.length ? r.error.fields.map((f) => `${f.field}: ${f.message}`).join("; ") : r.error.message;

/**
 * A configurable product's options themselves (issue #17, ADR 0063): a new option (a "Grip") with its first
 * value, which every variant takes — more values are then added above, each with its variants —, and an
 * option with one value left removed from the product and its variants, in two presses. Each write names
 * the version the editor read and answers the product at its new version; errors show here and in the
 * page's status line.
 */
export function OptionAxesEditor({
  product,
  onChanged,
  say,
}: {
  product: StaffProduct;
  onChanged: (p: StaffProduct) => void;
  say: (n: Notice) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [form, setForm] = useState({ code: "", label: "", value: "", valueLabel: "", swatch: "" });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    // Read now: the event's target is gone by the time React runs the updater.
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };
  const colour = isColourOption({ code: form.code.trim(), values: [] });

  async function send(write: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    const result = (await write()) as Result;
    setBusy(false);
    if (result.ok) {
      onChanged(result.data.product);
      setError(null);
      say({ ok: true, text: done });
      return true;
    }
    const text = problem(result);
    setError(text);
    say({ ok: false, text });
    return false;
  }

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const body: StaffOptionAddInput = {
      version: product.version,
      code: form.code.trim(),
      label: form.label.trim(),
      value: form.value.trim(),
      valueLabel: form.valueLabel.trim() || form.value.trim(),
      ...(colour && form.swatch.trim() ? { swatch: form.swatch.trim() } : {}),
    };
    const ok = await send(
      () => staffApi.post<StaffVariantsChanged>(`/products/${product.id}/options`, body),
      `Option ${body.label} added.`,
    );
    if (ok) setForm({ code: "", label: "", value: "", valueLabel: "", swatch: "" });
  }

  async function remove(code: string, label: string) {
    const q = new URLSearchParams({ version: product.version, code });
    await send(
      () => staffApi.delete<StaffVariantsChanged>(`/products/${product.id}/options?${q}`),
      `Option ${label} removed.`,
    );
    setConfirming(null);
  }

  const only = product.configurableAttributes.length === 1;
  return (
    <section className="admin-form admin-editor" aria-labelledby="option-axes-title">
      <h2 id="option-axes-title">Options</h2>
      {error ? (
        <p role="alert" className="admin-alert">
          {error}
        </p>
      ) : null}
      <ul className="admin-values">
        {product.configurableAttributes.map((o) => (
          <li key={o.code}>
            <span>
              {o.label} <small>({o.code})</small>: {o.values.length} value{o.values.length === 1 ? "" : "s"}
            </span>{" "}
            {confirming === o.code ? (
              <>
                <AdminButton size="s" disabled={busy} onClick={() => void remove(o.code, o.label)}>
                  Remove option {o.label} for good
                </AdminButton>{" "}
                <AdminButton size="s" variant="secondary" onClick={() => setConfirming(null)}>
                  Keep {o.label}
                </AdminButton>
              </>
            ) : (
              <AdminButton
                size="s"
                variant="secondary"
                disabled={busy || only || o.values.length > 1}
                title={
                  only
                    ? "A configurable product keeps one option at least"
                    : o.values.length > 1
                      ? "Remove its other values first"
                      : undefined
                }
                onClick={() => setConfirming(o.code)}
              >
                Remove option {o.label}…
              </AdminButton>
            )}
          </li>
        ))}
      </ul>
      <p>An option can be removed once it has one value left; every variant then loses it.</p>
      <form onSubmit={(e) => void add(e)} aria-labelledby="option-axes-new">
        <h3 id="option-axes-new">Add an option</h3>
        <p>Every variant takes its first value; add more values above once it is there.</p>
        <div className="admin-row">
          <label htmlFor="new-option-code">
            Option code (lower case: grip, fit …)
            <input id="new-option-code" required maxLength={40} value={form.code} onChange={set("code")} />
          </label>
          <label htmlFor="new-option-label">
            Option label
            <input id="new-option-label" required maxLength={60} value={form.label} onChange={set("label")} />
          </label>
          <label htmlFor="new-option-value">
            First value
            <input id="new-option-value" required maxLength={60} value={form.value} onChange={set("value")} />
          </label>
          <label htmlFor="new-option-value-label">
            First value label
            <input
              id="new-option-value-label"
              maxLength={60}
              placeholder={form.value}
              value={form.valueLabel}
              onChange={set("valueLabel")}
            />
          </label>
          {colour ? (
            <label htmlFor="new-option-swatch">
              Swatch of the first value (#rrggbb)
              <input
                id="new-option-swatch"
                maxLength={7}
                placeholder="#000000"
                value={form.swatch}
                onChange={set("swatch")}
              />
            </label>
          ) : null}
        </div>
        <AdminButton type="submit" size="s" disabled={busy}>
          Add option
        </AdminButton>
      </form>
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type Translate, useLanguage, useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { CartActionData } from "./cart-intents.ts";
import {
  type CartEstimateData,
  type EstimateErrors,
  type EstimateField,
  type EstimatePlace,
  type EstimateProblem,
  type PlaceFormat,
  placeProblems,
} from "./estimate.ts";
import type { CartKey } from "./messages.ts";
import { optionName } from "../../catalog/product/product-view.ts";

export const ESTIMATE_FETCHER_KEY = "cart-estimate";
const FIELDS: EstimateField[] = ["country", "region", "postcode"];

/**
 * The chosen country's address format: the loader's for the country it rendered, others loaded
 * with the address data (one chunk, fetched the first time the country changes).
 */
function usePlaceFormat(country: string, initial: { country: string; format: PlaceFormat | null }) {
  const [loaded, setLoaded] = useState<Record<string, PlaceFormat | null>>({});
  useEffect(() => {
    if (country === initial.country || country in loaded || !country) return;
    let live = true;
    void import("@ironworks/domain/address").then((m) => {
      const f = m.findAddressFormat(country);
      if (live) setLoaded((all) => ({ ...all, [country]: f ?? null }));
    });
    return () => {
      live = false;
    };
  }, [country, initial.country, loaded]);
  if (country === initial.country) return { format: initial.format, ready: true };
  return { format: loaded[country] ?? null, ready: country in loaded };
}

/** The form's labels in the page's language: the region's by the country's kind (State, Province…). */
function labelsFor(t: Translate<CartKey>, country: string, format: PlaceFormat | null): Record<EstimateField, string> {
  return {
    country: t("cart.estimate.country"),
    region: t("cart.estimate.region", { kind: format?.regionLabel ?? "region" }),
    postcode: t("cart.estimate.postcode", { kind: country === "US" ? "zip" : "other" }),
  };
}

/** A field's problem in the page's language (the server answers the same check in English). */
function problemText(t: Translate<CartKey>, p: EstimateProblem, label: string): string {
  switch (p.kind) {
    case "required":
      return t("cart.estimate.required");
    case "country":
      return t("cart.estimate.countryUnsupported");
    case "regionMissing":
    case "postcodeMissing":
      return t("cart.estimate.missing", { label });
    case "regionList":
      return t("cart.estimate.notListed", { label });
    case "postcodeInvalid":
      return p.example
        ? t("cart.estimate.invalidExample", { label, example: p.example })
        : t("cart.estimate.invalid", { label });
  }
}

/**
 * "Estimate shipping & tax": country (the site's), region where the country needs one, postcode
 * (SPEC §5 rules, first error per field after touch). A plain form post before hydration, a
 * fetcher after; the server remembers the place for the session and the cart loader answers the
 * figures (worked out from the stored cart).
 */
export function EstimateForm({
  data,
  refused,
  hydrated,
}: {
  data: CartEstimateData;
  /** A plain form post's refusal (before hydration): the place as sent and its errors. */
  refused: Extract<CartActionData, { ok: false }> | null;
  hydrated: boolean;
}) {
  const { href, url } = useLocaleTools();
  const t = useT<CartKey>();
  const language = useLanguage();
  const fetcher = useFetcher<CartActionData>({ key: ESTIMATE_FETCHER_KEY });
  const initialPlace = refused?.place ?? data.form.place;
  const [place, setPlace] = useState<EstimatePlace>(initialPlace);
  const [touched, setTouched] = useState<Partial<Record<EstimateField, boolean>>>(() =>
    refused?.fields ? { country: true, region: true, postcode: true } : {},
  );
  const { format, ready } = usePlaceFormat(place.country, {
    country: data.form.place.country,
    format: data.form.format,
  });
  const labels = labelsFor(t, place.country, format);
  const countryCodes = data.form.countries.map((c) => c.code);
  const local: EstimateErrors = {};
  if (ready)
    for (const [field, problem] of Object.entries(placeProblems(place, countryCodes, format))) {
      const f = field as EstimateField;
      local[f] = problemText(t, problem, optionName(labels[f], language));
    }
  const answer = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const server: EstimateErrors = answer?.fields ?? (refused?.fields && place === initialPlace ? refused.fields : {});
  const shown: EstimateErrors = {};
  for (const f of FIELDS) {
    const message = touched[f] ? (local[f] ?? server[f]) : undefined;
    if (message) shown[f] = message;
  }
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";

  // The server's refusal (after hydration) moves focus to its first field, as a local one does.
  useEffect(() => {
    const first = FIELDS.find((f) => answer?.fields?.[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [answer]);

  const set = (field: EstimateField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setPlace((p) =>
      field === "country" ? { country: value, region: "", postcode: p.postcode } : { ...p, [field]: value },
    );
  };
  const touch = (field: EstimateField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const describe = (field: EstimateField, hint?: string) =>
    [hint ? `estimate-${field}-hint` : null, shown[field] ? `estimate-${field}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const error = (field: EstimateField) =>
    shown[field] ? (
      <p id={`estimate-${field}-error`} className="field-error estimate__error">
        {shown[field]}
      </p>
    ) : null;

  const regions = format?.regions ?? [];
  const showRegion = regions.length > 0 || Boolean(format?.requireRegion);
  const postcodeHint = format?.postcodeExample
    ? t("cart.estimate.example", { example: format.postcodeExample })
    : undefined;

  return (
    <form
      ref={formRef}
      method="post"
      action={url("/cart")}
      className="estimate__form"
      noValidate
      aria-label={t("cart.estimate.label")}
      onSubmit={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        setTouched({ country: true, region: true, postcode: true });
        const first = FIELDS.find((f) => local[f]);
        if (first) {
          e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
          return;
        }
        fetcher.submit({ intent: "estimate", ...place, js: "1" }, { method: "post", action: href("/cart") });
      }}
    >
      <input type="hidden" name="intent" value="estimate" />
      <div className="estimate__field">
        <label htmlFor="estimate-country">{labels.country}</label>
        <select
          id="estimate-country"
          name="country"
          autoComplete="shipping country"
          value={place.country}
          aria-invalid={shown.country ? true : undefined}
          aria-describedby={describe("country")}
          onChange={set("country")}
          onBlur={touch("country")}
        >
          {data.form.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {error("country")}
      </div>
      {showRegion ? (
        <div className="estimate__field">
          <label htmlFor="estimate-region">{labels.region}</label>
          {regions.length ? (
            <select
              id="estimate-region"
              name="region"
              autoComplete="shipping address-level1"
              value={regions.find((r) => r.code.toUpperCase() === place.region.toUpperCase())?.code ?? place.region}
              aria-invalid={shown.region ? true : undefined}
              aria-describedby={describe("region")}
              onChange={set("region")}
              onBlur={touch("region")}
            >
              <option value="">{t("cart.estimate.choose")}</option>
              {regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              id="estimate-region"
              name="region"
              type="text"
              autoComplete="shipping address-level1"
              value={place.region}
              aria-invalid={shown.region ? true : undefined}
              aria-describedby={describe("region")}
              onChange={set("region")}
              onBlur={touch("region")}
            />
          )}
          {error("region")}
        </div>
      ) : null}
      <div className="estimate__field">
        <label htmlFor="estimate-postcode">{labels.postcode}</label>
        <input
          id="estimate-postcode"
          name="postcode"
          type="text"
          autoComplete="shipping postal-code"
          value={place.postcode}
          aria-invalid={shown.postcode ? true : undefined}
          aria-describedby={describe("postcode", shown.postcode ? undefined : postcodeHint)}
          onChange={set("postcode")}
          onBlur={touch("postcode")}
        />
        {/* The error takes the hint's place (it names the example too): nothing moves under the pointer. */}
        {postcodeHint && !shown.postcode ? (
          <p id="estimate-postcode-hint" className="estimate__hint">
            {postcodeHint}
          </p>
        ) : null}
        {error("postcode")}
      </div>
      <button type="submit" className={buttonClass({ size: "m", width: "full" })} disabled={busy}>
        {t(busy ? "cart.estimate.busy" : "cart.estimate.submit")}
      </button>
    </form>
  );
}

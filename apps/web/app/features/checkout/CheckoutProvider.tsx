import type { RateAddress, ShippingSelection } from "@ironworks/contracts";
import { listDiscount } from "@ironworks/domain";
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { fetchShippingRates, fetchTaxRates } from "./checkout-api.ts";
import { isAddressValid, isEmailValid, ratingPart, toRateAddress } from "./checkout-address.ts";
import type { CheckoutData, CheckoutDraft, CheckoutStep, Region } from "./checkout-types.ts";
import { emptyDraft, readDraft, scheduleDraftWrite } from "./draft.ts";
import { chosenShipping, rateItems } from "./order-lines.ts";
import {
  initialShipping,
  orderHash,
  SHIPPING_DEBOUNCE_MS,
  type ShippingState,
  shippingReducer,
} from "./shipping-machine.ts";
import { initialTax, type TaxState, taxKey, taxReducer } from "./tax-machine.ts";
import { allocateGiftcards, type CheckoutTotals, computeTotals } from "./totals.ts";

export interface CheckoutValue {
  data: CheckoutData;
  draft: CheckoutDraft;
  /** The draft was read from storage (or there was none): the landing may choose a step. */
  draftReady: boolean;
  update(patch: Partial<CheckoutDraft> | ((d: CheckoutDraft) => Partial<CheckoutDraft>)): void;
  regions: Record<string, Region[]>;
  addRegions(country: string, list: Region[]): void;
  shippingAddress: RateAddress | null;
  billingAddress: RateAddress | null;
  addressValid: boolean;
  billingValid: boolean;
  emailValid: boolean;
  shipping: ShippingState;
  tax: TaxState;
  delivery: { selections: ShippingSelection[]; amount: number; pickup: boolean } | null;
  totals: CheckoutTotals;
  /** Ask for rates (or tax) again: a cart change after a reload, or the server refused them. */
  recheck(what: "shipping" | "tax"): void;
  /** The draft is read and the machines caught up with it (nothing waiting or loading). */
  settled: boolean;
  stepDone(step: CheckoutStep): boolean;
}

const CheckoutContext = createContext<CheckoutValue | null>(null);

export function useCheckout(): CheckoutValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckout outside the checkout layout");
  return value;
}

const storage = () => (typeof window === "undefined" ? null : window.localStorage);

/**
 * Checkout's state for all steps (SPEC §4): the draft (stored 500 ms after a change), the
 * shipping and tax machines (pure reducers; this component runs their fetches) and the totals.
 */
export function CheckoutProvider({ data, children }: { data: CheckoutData; children: React.ReactNode }) {
  const listId = data.list._id;
  const [draft, setDraft] = useState<CheckoutDraft>(() => emptyDraft(listId, data.customer?.email ?? ""));
  const [draftReady, setDraftReady] = useState(false);
  const [extraRegions, setExtraRegions] = useState<Record<string, Region[]>>({});
  const regions = useMemo(() => ({ ...data.regions, ...extraRegions }), [data.regions, extraRegions]);

  // The stored draft is read after hydration (the server cannot see it).
  useEffect(() => {
    const s = storage();
    const stored = s ? readDraft(s, listId) : null;
    const fresh = emptyDraft(listId, data.customer?.email ?? "");
    if (stored) setDraft({ ...stored, email: stored.email || fresh.email });
    else {
      const saved = data.addresses.find((a) => a.isDefaultShipping) ?? null;
      setDraft({
        ...fresh,
        savedAddressId: saved?._id ?? null,
        shippingAddress: saved
          ? {}
          : {
              countryId: data.homeCountry,
              firstname: data.customer?.firstname ?? "",
              lastname: data.customer?.lastname ?? "",
            },
      });
    }
    setDraftReady(true);
  }, [listId]);

  useEffect(() => {
    const s = storage();
    if (!draftReady || !s) return;
    return scheduleDraftWrite(s, draft);
  }, [draft, draftReady]);

  const update = useCallback<CheckoutValue["update"]>((patch) => {
    setDraft((d) => ({ ...d, ...(typeof patch === "function" ? patch(d) : patch) }));
  }, []);
  const addRegions = useCallback((country: string, list: Region[]) => {
    setExtraRegions((r) => ({ ...r, [country]: list }));
  }, []);

  // Addresses.
  const saved = draft.savedAddressId ? data.addresses.find((a) => a._id === draft.savedAddressId) : undefined;
  const shippingValues = useMemo(
    () =>
      saved
        ? {
            firstname: saved.firstname,
            lastname: saved.lastname,
            company: saved.company ?? "",
            telephone: saved.telephone,
            street: saved.street[0] ?? "",
            street2: saved.street.slice(1).join(" "),
            city: saved.city,
            countryId: saved.countryId,
            region: saved.regionId || saved.region || "",
            postcode: saved.postcode ?? "",
          }
        : draft.shippingAddress,
    [saved, draft.shippingAddress],
  );
  const emailValid = isEmailValid(draft.email);
  const vatSite = data.pricesIncludeVat;
  const addressValid = data.virtualOnly || isAddressValid(shippingValues, data.countries, regions);
  const shippingAddress = useMemo(
    () =>
      data.virtualOnly
        ? null
        : toRateAddress(shippingValues, {
            email: draft.email,
            vatNumber: vatSite ? draft.vatNumber : undefined,
            eoriNumber: vatSite ? draft.eoriNumber : undefined,
            countries: data.countries,
            regions,
          }),
    [
      data.virtualOnly,
      shippingValues,
      draft.email,
      draft.vatNumber,
      draft.eoriNumber,
      vatSite,
      data.countries,
      regions,
    ],
  );
  const billingSame = draft.billingSameAsShipping && !data.virtualOnly;
  const billingValues = billingSame ? shippingValues : draft.billingAddress;
  const billingValid = isAddressValid(billingValues, data.countries, regions);
  const billingAddress = useMemo(
    () => toRateAddress(billingValues, { email: draft.email, countries: data.countries, regions }),
    [billingValues, draft.email, data.countries, regions],
  );

  // Shipping machine (SPEC §4): the hash of items + address + mode.
  const items = useMemo(() => rateItems(data.list), [data.list]);
  const hash =
    items.length && addressValid
      ? orderHash({
          items,
          address: shippingAddress ? ratingPart(shippingAddress) : null,
          mode: draft.shippingMode,
        })
      : null;
  const [shipping, dispatchShipping] = useReducer(shippingReducer, initialShipping);
  useEffect(() => {
    if (!draftReady) return;
    dispatchShipping({ type: "inputs", hash, virtualOnly: data.virtualOnly && items.length > 0 });
  }, [hash, data.virtualOnly, items.length, draftReady]);

  // A cart change after an order-item reload (the health tick revalidates): recheck the rates.
  const version = useRef(data.list.version);
  useEffect(() => {
    if (version.current === data.list.version) return;
    version.current = data.list.version;
    dispatchShipping({ type: "recheck" });
  }, [data.list.version]);

  const request = useRef({ items, shippingAddress, subtotal: data.list.totals.subtotal, mode: draft.shippingMode });
  request.current = { items, shippingAddress, subtotal: data.list.totals.subtotal, mode: draft.shippingMode };
  const currentHash = useRef(hash);
  currentHash.current = hash;
  // loadable: wait 500 ms; discarded when the order changed meanwhile (the newer hash waits itself).
  useEffect(() => {
    if (shipping.status !== "loadable" || !shipping.hash) return;
    const forHash = shipping.hash;
    const timer = setTimeout(() => {
      if (currentHash.current === forHash) dispatchShipping({ type: "start", hash: forHash });
    }, SHIPPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [shipping.status, shipping.hash]);

  // loading: ask for the rates; an answer for an older hash is dropped by the reducer.
  useEffect(() => {
    if (shipping.status !== "loading" || !shipping.hash) return;
    const forHash = shipping.hash;
    const controller = new AbortController();
    const r = request.current;
    fetchShippingRates(
      data.site,
      {
        storeId: data.storeId,
        subtotalAmount: r.subtotal,
        shippingAddress: r.shippingAddress,
        items: r.items,
        allowSplit: true,
        shippingMode: r.mode,
      },
      controller.signal,
    ).then(
      (quote) =>
        dispatchShipping(
          quote.error
            ? { type: "failed", hash: forHash, error: quote.error }
            : { type: "loaded", hash: forHash, quote },
        ),
      (err: { message?: string }) => {
        if (controller.signal.aborted) return;
        dispatchShipping({ type: "failed", hash: forHash, error: err.message ?? "Shipping rates are unavailable." });
      },
    );
    return () => controller.abort();
  }, [shipping.status, shipping.hash, data.site, data.storeId]);

  const delivery = useMemo(() => {
    if (shipping.status !== "valid") return null;
    if (shipping.quote === null) return { selections: [], amount: 0, pickup: false };
    return chosenShipping(shipping.quote, draft.shipping);
  }, [shipping, draft.shipping]);

  // Tax machine: only after shipping is valid and the address is valid.
  const key = taxKey({
    shippingValid: delivery !== null,
    addressValid,
    orderHash: hash ?? (data.virtualOnly ? "virtual" : null),
    shippingAmount: delivery?.amount ?? 0,
    vatNumber: vatSite ? draft.vatNumber : "",
    eoriNumber: vatSite ? draft.eoriNumber : "",
  });
  const [tax, dispatchTax] = useReducer(taxReducer, initialTax);
  useEffect(() => {
    dispatchTax({ type: "inputs", key });
  }, [key]);
  const taxRequest = useRef({ shippingAddress, items, amount: delivery?.amount ?? 0, draft });
  taxRequest.current = { shippingAddress, items, amount: delivery?.amount ?? 0, draft };
  useEffect(() => {
    if (tax.status !== "loading" || !tax.key) return;
    const forKey = tax.key;
    const controller = new AbortController();
    const r = taxRequest.current;
    fetchTaxRates(
      data.site,
      {
        storeId: data.storeId,
        shippingAddress: r.shippingAddress,
        shippingAmount: r.amount,
        hundoDiscount: data.list.totals.hundoDiscount,
        items: r.items,
        vatNumber: vatSite ? r.draft.vatNumber.trim() || null : null,
        eoriNumber: vatSite ? r.draft.eoriNumber.trim() || null : null,
      },
      controller.signal,
    ).then(
      (quote) =>
        dispatchTax(
          quote.error ? { type: "failed", key: forKey, error: quote.error } : { type: "loaded", key: forKey, quote },
        ),
      (err: { message?: string }) => {
        if (controller.signal.aborted) return;
        dispatchTax({ type: "failed", key: forKey, error: err.message ?? "Tax is unavailable." });
      },
    );
    return () => controller.abort();
  }, [tax.status, tax.key, data.site, data.storeId, data.list.totals.hundoDiscount, vatSite]);

  const taxFigures =
    tax.status === "valid" && tax.quote
      ? {
          total: tax.quote.totalTaxAmount,
          item: tax.quote.itemTaxAmount,
          shipping: tax.quote.shipping.taxAmount,
          tariff: tax.quote.tariff,
          pricesIncludeTax: tax.quote.pricesIncludeTax,
        }
      : null;
  const before = computeTotals(
    {
      subtotal: data.list.totals.subtotal,
      discount: listDiscount(data.list.totals),
      shipping: delivery?.amount ?? null,
      tax: taxFigures,
      giftcards: [],
    },
    data.pricesIncludeVat,
  );
  const totals = computeTotals(
    {
      subtotal: data.list.totals.subtotal,
      discount: listDiscount(data.list.totals),
      shipping: delivery?.amount ?? null,
      tax: taxFigures,
      giftcards: allocateGiftcards(draft.giftcards, before.grandTotal),
    },
    data.pricesIncludeVat,
  );

  const recheck = useCallback((what: "shipping" | "tax") => {
    if (what === "shipping") dispatchShipping({ type: "recheck" });
    else dispatchTax({ type: "recheck" });
  }, []);

  const stepDone = (step: CheckoutStep): boolean => {
    const shippingDone = emailValid && (data.virtualOnly || (addressValid && delivery !== null));
    if (step === "shipping") return shippingDone;
    const paymentDone = billingValid && (draft.payment !== null || (totals.complete && totals.amountDue === 0));
    if (step === "payment") return shippingDone && paymentDone;
    return false;
  };

  const shippingSettled = data.virtualOnly
    ? shipping.status === "valid"
    : hash === null || (shipping.hash === hash && (shipping.status === "valid" || shipping.status === "error"));
  const taxSettled = key === null || (tax.key === key && tax.status !== "loading");
  const settled = draftReady && shippingSettled && taxSettled;

  const value: CheckoutValue = {
    settled,
    data,
    draft,
    draftReady,
    update,
    regions,
    addRegions,
    shippingAddress,
    billingAddress,
    addressValid,
    billingValid,
    emailValid,
    shipping,
    tax,
    delivery,
    totals,
    recheck,
    stepDone,
  };
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

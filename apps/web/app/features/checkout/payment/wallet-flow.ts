import type { AppMessage } from "../../native-app/bridge.ts";

/**
 * SPEC §4 "Wallet payment flow (native app)" — THE list of wallet bridge messages (WALLET_MESSAGES
 * below holds the same names). The app shows its wallet sheet (Apple Pay / Google Pay) over the web
 * checkout and the two talk over the native-app bridge (app 3.3.0+, native-app/bridge.ts): every
 * message is JSON `{type, payload}`; web → app through window.ReactNativeWebView / webkit
 * messageHandlers.ironworks / IronworksAndroid .postMessage, app → web as a window (or document)
 * "message" event. Offered only in the app (PaymentSection's `wallet` prop, from
 * ../use-wallet-checkout.ts); the shell's own messages (ready, route) are in NativeAppBridge.tsx.
 *
 *   web → app  wallet:start {amount, currency, country}           the shopper chose Pay with wallet; amount is
 *                                                                 the amount due before delivery
 *   app → web  wallet:shippingAddress {address}                   address {countryId, postcode?, region?, city?, …}
 *                                                                 → shipping loads → web → app wallet:shippingOptions
 *   web → app  wallet:shippingOptions {options[{code,label,amount}], selected, total, currency, tax?, taxIncluded?}
 *                                                                 total: what the wallet is charged for the selected
 *                                                                 option, tax for that address included once the page
 *                                                                 priced it (then tax = the tax line, taxIncluded = the
 *                                                                 prices already contain it, EUR/GBR VAT, so it is not
 *                                                                 added again); without tax/taxIncluded: the amount of
 *                                                                 wallet:start + the option (tax could not be priced)
 *   app → web  wallet:shippingMethod {shippingCode}               → web → app wallet:shippingOptions (new selection/total)
 *   app → web  wallet:authorized {token, contacts{email?, shipping?, billing?}, walletType?}
 *                                                                 → the order is updated with the contacts and the token,
 *                                                                 placed (paymentType wallet, adyenType applepay|googlepay,
 *                                                                 transactionToken) → web → app wallet:status success
 *   web → app  wallet:status {status: "success", orderId} | {status: "failure", message}
 *   app → web  wallet:failed {message?}                           → web → app wallet:status failure
 *   app → web  wallet:cancelled                                   → payment state cleared (the page drops a wallet payment)
 *
 * A placement that fails also answers wallet:status failure (SPEC §8: "wallet placement failure
 * (failure status to app)"). Pure: the bridge, shipping and placement come in as dependencies.
 */

export interface WalletAddress {
  countryId: string;
  postcode?: string;
  region?: string;
  city?: string;
  street?: string[];
  firstname?: string;
  lastname?: string;
  telephone?: string;
}

export interface WalletContacts {
  email?: string;
  shipping?: WalletAddress;
  billing?: WalletAddress;
}

export interface WalletShippingOption {
  code: string;
  label: string;
  amount: number;
}

/** The selected option priced with the tax for the sheet's address (see wallet:shippingOptions). */
export interface WalletPrice {
  total: number;
  tax: number;
  taxIncluded: boolean;
}

export interface WalletStart {
  amount: number;
  currency: string;
  country: string;
}

export type WalletState =
  | { status: "idle" }
  | { status: "started"; start: WalletStart }
  | { status: "shippingLoading"; start: WalletStart; address: WalletAddress }
  | {
      status: "shippingReady";
      start: WalletStart;
      address: WalletAddress;
      options: WalletShippingOption[];
      selected: string | null;
    }
  | { status: "placing"; start: WalletStart }
  | { status: "success"; orderId: string }
  | { status: "failure"; message: string };

export interface WalletFlowDeps {
  send: (message: AppMessage) => void;
  loadShippingOptions: (address: WalletAddress) => Promise<WalletShippingOption[]>;
  /**
   * The total for the sheet's address and the selected option (null: none), tax included; when
   * absent or failing, the total is the start amount + the option.
   */
  priceOption?: (address: WalletAddress, option: WalletShippingOption | null) => Promise<WalletPrice>;
  placeOrder: (input: {
    token: string;
    contacts: WalletContacts;
    address: WalletAddress | null;
    shippingCode: string | null;
    /** applepay / googlepay when the app names the wallet it used. */
    walletType?: string;
  }) => Promise<{ orderId: string }>;
  onState?: (state: WalletState) => void;
  /** The page's words for a payment that failed without a message of its own. */
  failureText?: string;
}

export const WALLET_MESSAGES = {
  start: "wallet:start",
  shippingOptions: "wallet:shippingOptions",
  status: "wallet:status",
  shippingAddress: "wallet:shippingAddress",
  shippingMethod: "wallet:shippingMethod",
  authorized: "wallet:authorized",
  failed: "wallet:failed",
  cancelled: "wallet:cancelled",
} as const;

const FAILURE_MESSAGE = "The payment could not be completed.";

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);

function readAddress(v: unknown): WalletAddress | null {
  const a = record(v);
  const countryId = text(a.countryId) ?? text(a.country);
  if (!countryId) return null;
  const street = Array.isArray(a.street) ? a.street.filter((s): s is string => typeof s === "string") : undefined;
  const out: WalletAddress = { countryId: countryId.toUpperCase() };
  for (const key of ["postcode", "region", "city", "firstname", "lastname", "telephone"] as const) {
    const value = text(a[key]);
    if (value) out[key] = value;
  }
  if (street?.length) out.street = street;
  return out;
}

export function createWalletFlow(deps: WalletFlowDeps) {
  const failureText = deps.failureText ?? FAILURE_MESSAGE;
  let state: WalletState = { status: "idle" };
  // Each address change bumps the sequence; an older load that answers late is discarded (SPEC §4).
  let seq = 0;

  const set = (next: WalletState) => {
    state = next;
    deps.onState?.(state);
  };
  const active = () => state.status !== "idle" && state.status !== "success" && state.status !== "failure";
  const startOf = (): WalletStart | null => ("start" in state ? state.start : null);

  function total(start: WalletStart, options: WalletShippingOption[], selected: string | null) {
    const rate = options.find((o) => o.code === selected)?.amount ?? 0;
    return Math.round((start.amount + rate) * 100) / 100;
  }

  function sendOptions(
    start: WalletStart,
    options: WalletShippingOption[],
    selected: string | null,
    price: WalletPrice | null = null,
  ) {
    deps.send({
      type: WALLET_MESSAGES.shippingOptions,
      payload: {
        options,
        selected,
        total: price ? price.total : total(start, options, selected),
        currency: start.currency,
        ...(price ? { tax: price.tax, taxIncluded: price.taxIncluded } : {}),
      },
    });
  }

  /** The selected option priced for the address, or null (no pricing, or it failed). */
  async function priceFor(address: WalletAddress, options: WalletShippingOption[], selected: string | null) {
    if (!deps.priceOption) return null;
    try {
      return await deps.priceOption(address, options.find((o) => o.code === selected) ?? null);
    } catch {
      return null;
    }
  }

  function fail(message: string) {
    seq++;
    set({ status: "failure", message });
    deps.send({ type: WALLET_MESSAGES.status, payload: { status: "failure", message } });
  }

  async function changeAddress(address: WalletAddress) {
    const start = startOf();
    if (!start || state.status === "placing") return;
    const mine = ++seq;
    set({ status: "shippingLoading", start, address });
    let options: WalletShippingOption[];
    try {
      options = await deps.loadShippingOptions(address);
    } catch {
      if (mine === seq) {
        set({ status: "shippingReady", start, address, options: [], selected: null });
        sendOptions(start, [], null);
      }
      return;
    }
    if (mine !== seq) return;
    const selected = options[0]?.code ?? null;
    // Still loading while the tax for the address is fetched; a newer address discards this one.
    const price = await priceFor(address, options, selected);
    if (mine !== seq) return;
    set({ status: "shippingReady", start, address, options, selected });
    sendOptions(start, options, selected, price);
  }

  async function changeMethod(code: string) {
    if (state.status !== "shippingReady") return;
    const ready = state;
    const selected = ready.options.some((o) => o.code === code) ? code : ready.selected;
    const mine = ++seq;
    if (selected !== ready.selected) set({ ...ready, selected });
    const price = await priceFor(ready.address, ready.options, selected);
    // A newer method, address, authorisation or cancel overtook this one.
    if (mine !== seq) return;
    sendOptions(ready.start, ready.options, selected, price);
  }

  async function authorize(token: string, contacts: WalletContacts, walletType?: string) {
    const start = startOf();
    if (!start || state.status === "placing" || state.status === "shippingLoading") return;
    const address = state.status === "shippingReady" ? state.address : (contacts.shipping ?? null);
    const shippingCode = state.status === "shippingReady" ? state.selected : null;
    seq++;
    set({ status: "placing", start });
    try {
      const { orderId } = await deps.placeOrder({
        token,
        contacts,
        address,
        shippingCode,
        ...(walletType ? { walletType } : {}),
      });
      set({ status: "success", orderId });
      deps.send({ type: WALLET_MESSAGES.status, payload: { status: "success", orderId } });
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : failureText);
    }
  }

  return {
    getState: () => state,
    /** The shopper chose the wallet: the app opens its sheet for this amount. */
    start(start: WalletStart) {
      if (state.status === "placing") return;
      seq++;
      set({ status: "started", start });
      deps.send({ type: WALLET_MESSAGES.start, payload: start });
    },
    /** Clears the payment state (the shopper closed the sheet or chose another method). */
    cancel() {
      seq++;
      if (state.status !== "placing") set({ status: "idle" });
    },
    /** A message from the app; messages outside an active flow are ignored. */
    async handle(message: AppMessage): Promise<void> {
      if (!active()) return;
      const payload = record(message.payload);
      switch (message.type) {
        case WALLET_MESSAGES.shippingAddress: {
          const address = readAddress(payload.address ?? payload);
          if (address) await changeAddress(address);
          return;
        }
        case WALLET_MESSAGES.shippingMethod: {
          const code = text(payload.shippingCode) ?? text(payload.code);
          if (code) await changeMethod(code);
          return;
        }
        case WALLET_MESSAGES.authorized: {
          const token = text(payload.token);
          if (!token) return fail(failureText);
          const c = record(payload.contacts);
          const contacts: WalletContacts = {};
          const email = text(c.email);
          if (email) contacts.email = email;
          const shipping = readAddress(c.shipping);
          if (shipping) contacts.shipping = shipping;
          const billing = readAddress(c.billing);
          if (billing) contacts.billing = billing;
          await authorize(token, contacts, text(payload.walletType));
          return;
        }
        case WALLET_MESSAGES.failed:
          if (state.status !== "placing") fail(text(payload.message) ?? failureText);
          return;
        case WALLET_MESSAGES.cancelled:
          if (state.status !== "placing") {
            seq++;
            set({ status: "idle" });
          }
          return;
        default:
          return;
      }
    },
  };
}

export type WalletFlow = ReturnType<typeof createWalletFlow>;

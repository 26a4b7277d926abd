import { describe, expect, it, vi } from "vitest";
import type { AppMessage } from "../../native-app/bridge.ts";
import { createWalletFlow, WALLET_MESSAGES, type WalletFlowDeps, type WalletShippingOption } from "./wallet-flow.ts";

const OPTIONS: WalletShippingOption[] = [
  { code: "ground", label: "Ground", amount: 9.99 },
  { code: "express", label: "Express", amount: 25 },
];

function setup(overrides: Partial<WalletFlowDeps> = {}) {
  const sent: AppMessage[] = [];
  const deps: WalletFlowDeps = {
    send: (m) => sent.push(m),
    loadShippingOptions: vi.fn(async () => OPTIONS),
    placeOrder: vi.fn(async () => ({ orderId: "ORD-1" })),
    ...overrides,
  };
  const flow = createWalletFlow(deps);
  return { flow, sent, deps };
}

const start = { amount: 100, currency: "USD", country: "US" };
const address = { countryId: "us", postcode: "43215", city: "Columbus" };

describe("wallet flow (SPEC §4)", () => {
  it("start → address → options → method → success places the order and tells the app", async () => {
    const { flow, sent, deps } = setup();
    flow.start(start);
    expect(sent[0]).toEqual({ type: WALLET_MESSAGES.start, payload: start });
    expect(flow.getState().status).toBe("started");

    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    expect(deps.loadShippingOptions).toHaveBeenCalledWith({ countryId: "US", postcode: "43215", city: "Columbus" });
    expect(sent[1]).toEqual({
      type: WALLET_MESSAGES.shippingOptions,
      payload: { options: OPTIONS, selected: "ground", total: 109.99, currency: "USD" },
    });

    await flow.handle({ type: WALLET_MESSAGES.shippingMethod, payload: { shippingCode: "express" } });
    expect(sent[2]?.payload).toMatchObject({ selected: "express", total: 125 });

    await flow.handle({
      type: WALLET_MESSAGES.authorized,
      payload: { token: "wallet-token-1", contacts: { email: "a@example.com", billing: { countryId: "US" } } },
    });
    expect(deps.placeOrder).toHaveBeenCalledWith({
      token: "wallet-token-1",
      contacts: { email: "a@example.com", billing: { countryId: "US" } },
      address: { countryId: "US", postcode: "43215", city: "Columbus" },
      shippingCode: "express",
    });
    expect(flow.getState()).toEqual({ status: "success", orderId: "ORD-1" });
    expect(sent.at(-1)).toEqual({ type: WALLET_MESSAGES.status, payload: { status: "success", orderId: "ORD-1" } });
  });

  it("shows shipping loading and discards a load overtaken by a newer address", async () => {
    const resolvers: ((o: WalletShippingOption[]) => void)[] = [];
    const { flow, sent } = setup({
      loadShippingOptions: () => new Promise((resolve) => resolvers.push(resolve)),
    });
    flow.start(start);
    const first = flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    expect(flow.getState().status).toBe("shippingLoading");
    const second = flow.handle({
      type: WALLET_MESSAGES.shippingAddress,
      payload: { address: { countryId: "CA" } },
    });
    resolvers[1]!([OPTIONS[1]!]);
    await second;
    resolvers[0]!(OPTIONS);
    await first;
    const optionMessages = sent.filter((m) => m.type === WALLET_MESSAGES.shippingOptions);
    expect(optionMessages).toHaveLength(1);
    expect(optionMessages[0]!.payload).toMatchObject({ selected: "express" });
    expect(flow.getState()).toMatchObject({ status: "shippingReady", address: { countryId: "CA" } });
  });

  it("a failed shipping load sends no options rather than leaving the sheet waiting", async () => {
    const { flow, sent } = setup({ loadShippingOptions: async () => Promise.reject(new Error("down")) });
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    expect(sent.at(-1)).toEqual({
      type: WALLET_MESSAGES.shippingOptions,
      payload: { options: [], selected: null, total: 100, currency: "USD" },
    });
  });

  it("a placement failure sends status failure to the app", async () => {
    const { flow, sent } = setup({ placeOrder: async () => Promise.reject(new Error("payment_error")) });
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.authorized, payload: { token: "t" } });
    expect(flow.getState()).toEqual({ status: "failure", message: "payment_error" });
    expect(sent.at(-1)).toEqual({
      type: WALLET_MESSAGES.status,
      payload: { status: "failure", message: "payment_error" },
    });
  });

  it("the app's failure and a missing token end in status failure", async () => {
    const a = setup();
    a.flow.start(start);
    await a.flow.handle({ type: WALLET_MESSAGES.failed, payload: { message: "Card declined" } });
    expect(a.sent.at(-1)).toMatchObject({ payload: { status: "failure", message: "Card declined" } });

    const b = setup();
    b.flow.start(start);
    await b.flow.handle({ type: WALLET_MESSAGES.authorized, payload: {} });
    expect(b.flow.getState().status).toBe("failure");
    expect(b.deps.placeOrder).not.toHaveBeenCalled();
  });

  it("cancel clears the payment state and later messages are ignored", async () => {
    const { flow, sent, deps } = setup();
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.cancelled });
    expect(flow.getState()).toEqual({ status: "idle" });
    await flow.handle({ type: WALLET_MESSAGES.authorized, payload: { token: "late" } });
    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    expect(deps.placeOrder).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it("places once: a second authorisation while placing is ignored", async () => {
    let finish: (v: { orderId: string }) => void = () => {};
    const placeOrder = vi.fn(() => new Promise<{ orderId: string }>((resolve) => (finish = resolve)));
    const { flow } = setup({ placeOrder });
    flow.start(start);
    const first = flow.handle({ type: WALLET_MESSAGES.authorized, payload: { token: "t1" } });
    await flow.handle({ type: WALLET_MESSAGES.authorized, payload: { token: "t2" } });
    flow.cancel();
    expect(flow.getState().status).toBe("placing");
    finish({ orderId: "ORD-9" });
    await first;
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(flow.getState()).toEqual({ status: "success", orderId: "ORD-9" });
  });

  it("an unknown shipping method re-sends the current options", async () => {
    const { flow, sent } = setup();
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    await flow.handle({ type: WALLET_MESSAGES.shippingMethod, payload: { shippingCode: "teleport" } });
    expect(sent.at(-1)?.payload).toMatchObject({ selected: "ground" });
  });
  it("passes the wallet the app names on to the placement", async () => {
    const { flow, deps } = setup();
    flow.start(start);
    await flow.handle({
      type: WALLET_MESSAGES.authorized,
      payload: { token: "t-1", contacts: {}, walletType: "applepay" },
    });
    expect(deps.placeOrder).toHaveBeenCalledWith({
      token: "t-1",
      contacts: {},
      address: null,
      shippingCode: null,
      walletType: "applepay",
    });
  });

  it("sends the total with the tax for the address and the selected option, on address and method change", async () => {
    const priceOption = vi.fn(async (_a: unknown, o: WalletShippingOption | null) => ({
      total: Math.round((100 + (o?.amount ?? 0)) * 1.08 * 100) / 100,
      tax: Math.round((100 + (o?.amount ?? 0)) * 0.08 * 100) / 100,
      taxIncluded: false,
    }));
    const { flow, sent } = setup({ priceOption });
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    expect(priceOption).toHaveBeenLastCalledWith({ countryId: "US", postcode: "43215", city: "Columbus" }, OPTIONS[0]);
    expect(sent[1]).toEqual({
      type: WALLET_MESSAGES.shippingOptions,
      payload: { options: OPTIONS, selected: "ground", total: 118.79, currency: "USD", tax: 8.8, taxIncluded: false },
    });
    await flow.handle({ type: WALLET_MESSAGES.shippingMethod, payload: { shippingCode: "express" } });
    expect(priceOption).toHaveBeenLastCalledWith(expect.anything(), OPTIONS[1]);
    expect(sent[2]?.payload).toMatchObject({ selected: "express", total: 135, tax: 10, taxIncluded: false });
    expect(flow.getState()).toMatchObject({ status: "shippingReady", selected: "express" });
  });

  it("falls back to the start amount + the option when tax cannot be priced", async () => {
    const { flow, sent } = setup({ priceOption: async () => Promise.reject(new Error("tax down")) });
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    expect(sent[1]?.payload).toEqual({ options: OPTIONS, selected: "ground", total: 109.99, currency: "USD" });
  });

  it("discards a method's price overtaken by a newer method", async () => {
    const resolvers: ((p: { total: number; tax: number; taxIncluded: boolean }) => void)[] = [];
    const { flow, sent } = setup({
      priceOption: (_a, o) =>
        o?.code === "ground"
          ? Promise.resolve({ total: 1, tax: 0, taxIncluded: false })
          : new Promise((resolve) => resolvers.push(resolve)),
    });
    flow.start(start);
    await flow.handle({ type: WALLET_MESSAGES.shippingAddress, payload: { address } });
    const slow = flow.handle({ type: WALLET_MESSAGES.shippingMethod, payload: { shippingCode: "express" } });
    await flow.handle({ type: WALLET_MESSAGES.shippingMethod, payload: { shippingCode: "ground" } });
    resolvers[0]!({ total: 999, tax: 0, taxIncluded: false });
    await slow;
    const totals = sent.filter((m) => m.type === WALLET_MESSAGES.shippingOptions).map((m) => m.payload);
    expect(totals).toEqual([
      expect.objectContaining({ selected: "ground", total: 1 }),
      expect.objectContaining({ selected: "ground", total: 1 }),
    ]);
  });
});

import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../shell/root-data.ts";
import { useT } from "../../../lib/i18n/messages.ts";
import { Button } from "../../../ui/Button.tsx";
import type { CheckoutKey } from "../messages.ts";
import { onAppMessage, sendToApp } from "../../native-app/bridge.ts";
import { supportsMessaging } from "../../native-app/native-app.ts";
import { createWalletFlow, type WalletFlow, type WalletFlowDeps, type WalletState } from "./wallet-flow.ts";

/**
 * What the checkout page lends the wallet flow: shipping options for an address, their total with
 * the tax for that address (optional), placing the order,
 * and the amount the sheet starts from (before its delivery; default: the amount due).
 */
export type WalletDeps = Pick<WalletFlowDeps, "loadShippingOptions" | "placeOrder" | "priceOption"> & {
  startAmount?: () => number;
};

/** The app's wallet is offered only inside the native app with the messaging bridge (3.3.0+). */
export function useWalletAvailable(): boolean {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return supportsMessaging(root?.app ?? null);
}

/** What the panel says in each state (`checkout.wallet.<key>`); null: the idle words. */
const STATUS_KEY: Record<WalletState["status"], CheckoutKey | null> = {
  idle: null,
  started: "checkout.wallet.inSheet",
  shippingLoading: "checkout.wallet.updatingShipping",
  shippingReady: "checkout.wallet.inSheet",
  placing: "checkout.review.placingStatus",
  success: "checkout.wallet.placed",
  failure: null,
};

/** The app-mode wallet (SPEC §4): starts the app's sheet and runs wallet-flow.ts over the bridge. */
export function WalletPayment(props: {
  deps: WalletDeps;
  amount: number;
  currency: string;
  country: string;
  onFailure: (message: string | null) => void;
  /** The app closed its sheet: the payment state is cleared. */
  onCancel?: () => void;
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const app = root?.app ?? null;
  const t = useT<CheckoutKey>();
  const failureText = t("checkout.wallet.failed");
  const [state, setState] = useState<WalletState>({ status: "idle" });
  const flowRef = useRef<WalletFlow | null>(null);
  const depsRef = useRef(props.deps);
  depsRef.current = props.deps;
  const onFailure = useRef(props.onFailure);
  onFailure.current = props.onFailure;
  const onCancel = useRef(props.onCancel);
  onCancel.current = props.onCancel;
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    let live = true;
    const flow = createWalletFlow({
      failureText,
      send: (message) => {
        sendToApp(app, message);
      },
      loadShippingOptions: (address) => depsRef.current.loadShippingOptions(address),
      placeOrder: (input) => depsRef.current.placeOrder(input),
      priceOption: async (address, option) => {
        const price = depsRef.current.priceOption;
        if (!price) throw new Error("no pricing");
        return price(address, option);
      },
      onState: (next) => {
        if (!live) return;
        setState(next);
        setCancelled(next.status === "idle");
        if (next.status === "failure") onFailure.current(next.message);
        // Only a cancel goes back to idle (SPEC §4: payment state cleared).
        if (next.status === "idle") onCancel.current?.();
      },
    });
    flowRef.current = flow;
    const stop = onAppMessage(app, (message) => {
      void flow.handle(message);
    });
    return () => {
      live = false;
      stop();
      flow.cancel();
      flowRef.current = null;
    };
  }, [app, failureText]);

  const busy = state.status === "placing" || state.status === "success";
  return (
    <div className="pay-panel" data-wallet-state={state.status}>
      <p className="pay-note" role="status" data-testid="wallet-status">
        {t(STATUS_KEY[state.status] ?? (cancelled ? "checkout.wallet.closed" : "checkout.wallet.intro"))}
      </p>
      <Button
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          onFailure.current(null);
          const amount = depsRef.current.startAmount?.() ?? props.amount;
          flowRef.current?.start({ amount, currency: props.currency, country: props.country });
        }}
      >
        {t("checkout.wallet.pay")}
      </Button>
    </div>
  );
}

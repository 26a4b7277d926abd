import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../../root.tsx";
import { Button } from "../../../ui/Button.tsx";
import { onAppMessage, sendToApp } from "../../native-app/bridge.ts";
import { supportsMessaging } from "../../native-app/native-app.ts";
import { createWalletFlow, type WalletFlow, type WalletFlowDeps, type WalletState } from "./wallet-flow.ts";

/** What the checkout page lends the wallet flow: shipping options for an address, and placing the order. */
export type WalletDeps = Pick<WalletFlowDeps, "loadShippingOptions" | "placeOrder">;

/** The app's wallet is offered only inside the native app with the messaging bridge (3.3.0+). */
export function useWalletAvailable(): boolean {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return supportsMessaging(root?.app ?? null);
}

const STATUS_TEXT: Record<WalletState["status"], string> = {
  idle: "",
  started: "Complete the payment in the app's wallet sheet.",
  shippingLoading: "Updating shipping options…",
  shippingReady: "Complete the payment in the app's wallet sheet.",
  placing: "Placing your order…",
  success: "Your order is placed.",
  failure: "",
};

/** The app-mode wallet (SPEC §4): starts the app's sheet and runs wallet-flow.ts over the bridge. */
export function WalletPayment(props: {
  deps: WalletDeps;
  amount: number;
  currency: string;
  country: string;
  onFailure: (message: string | null) => void;
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const app = root?.app ?? null;
  const [state, setState] = useState<WalletState>({ status: "idle" });
  const flowRef = useRef<WalletFlow | null>(null);
  const depsRef = useRef(props.deps);
  depsRef.current = props.deps;
  const onFailure = useRef(props.onFailure);
  onFailure.current = props.onFailure;

  useEffect(() => {
    const flow = createWalletFlow({
      send: (message) => {
        sendToApp(app, message);
      },
      loadShippingOptions: (address) => depsRef.current.loadShippingOptions(address),
      placeOrder: (input) => depsRef.current.placeOrder(input),
      onState: (next) => {
        setState(next);
        if (next.status === "failure") onFailure.current(next.message);
      },
    });
    flowRef.current = flow;
    const stop = onAppMessage(app, (message) => {
      void flow.handle(message);
    });
    return () => {
      stop();
      flow.cancel();
      flowRef.current = null;
    };
  }, [app]);

  const busy = state.status === "placing" || state.status === "success";
  return (
    <div className="pay-panel" data-wallet-state={state.status}>
      <p className="pay-note" role="status">
        {STATUS_TEXT[state.status] || "Pay with the wallet on your phone; the app shows the total and shipping."}
      </p>
      <Button
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          onFailure.current(null);
          flowRef.current?.start({ amount: props.amount, currency: props.currency, country: props.country });
        }}
      >
        Pay with wallet
      </Button>
    </div>
  );
}

import { type NativeAppContext, supportsMessaging } from "./native-app.ts";

/** A message between the store and the app: `{ type, payload }`, JSON on the wire. */
export interface AppMessage {
  type: string;
  payload?: unknown;
}

type Transport = (text: string) => void;

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(text: string): void };
  webkit?: { messageHandlers?: { ironworks?: { postMessage(body: unknown): void } } };
  IronworksAndroid?: { postMessage(text: string): void };
}

/** The app's side of the web view: React Native WebView, an iOS WKScriptMessageHandler or an Android JS interface. */
function findTransport(): Transport | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as BridgeWindow;
  if (w.ReactNativeWebView) return (text) => w.ReactNativeWebView?.postMessage(text);
  const ios = w.webkit?.messageHandlers?.ironworks;
  if (ios) return (text) => ios.postMessage(text);
  if (w.IronworksAndroid) return (text) => w.IronworksAndroid?.postMessage(text);
  return null;
}

/**
 * Sends a message to the app (SPEC §9: app 3.3.0 or later). Answers false — and sends nothing —
 * outside the app, for older apps and when the web view has no bridge; a failing bridge is not the
 * page's problem.
 */
export function sendToApp(app: NativeAppContext | null, message: AppMessage): boolean {
  if (!supportsMessaging(app)) return false;
  const transport = findTransport();
  if (!transport) return false;
  try {
    transport(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

/** Messages the app posts into the web view (window and, for React Native on Android, document). */
export function onAppMessage(app: NativeAppContext | null, handler: (message: AppMessage) => void): () => void {
  if (!supportsMessaging(app) || typeof window === "undefined") return () => {};
  const listener = (event: Event) => {
    const data = (event as MessageEvent).data;
    let message: unknown = data;
    if (typeof data === "string") {
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (message && typeof message === "object" && typeof (message as AppMessage).type === "string")
      handler(message as AppMessage);
  };
  window.addEventListener("message", listener);
  document.addEventListener("message", listener);
  return () => {
    window.removeEventListener("message", listener);
    document.removeEventListener("message", listener);
  };
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { Button } from "../../../ui/Button.tsx";
import { CART_MESSAGE_MS, type CartMessage } from "./cart-messages.ts";
import { useCartWords } from "./cart-words.ts";
import type { CartKey } from "./messages.ts";

interface Shown extends CartMessage {
  id: number;
}

/**
 * The cart's messages in a polite live region, each for 6000 ms (SPEC §9) unless dismissed first.
 * `incoming` is a batch to show (a new array each time something new arrived).
 */
export function CartMessages({ incoming }: { incoming: CartMessage[] }) {
  const t = useT<CartKey>();
  const words = useCartWords();
  // The first batch renders on the server too (a plain form post's answer shows without JS).
  const [shown, setShown] = useState<Shown[]>(() => incoming.map((m, i) => ({ ...m, id: i + 1 })));
  const nextId = useRef(incoming.length + 1);
  const seen = useRef(incoming);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setShown((list) => list.filter((m) => m.id !== id));
  }, []);

  const start = useCallback(
    (id: number) =>
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), CART_MESSAGE_MS),
      ),
    [dismiss],
  );

  // Timers start once the page runs (after hydration for the server-rendered batch).
  useEffect(() => {
    for (const m of shown) start(m.id);
  }, []);

  useEffect(() => {
    if (incoming === seen.current || incoming.length === 0) return;
    seen.current = incoming;
    const added = incoming.map((m) => ({ ...m, id: nextId.current++ }));
    for (const m of added) start(m.id);
    // The same text again replaces the older copy (its timer restarts with the new one).
    setShown((list) => [...list.filter((o) => !added.some((a) => a.message === o.message)), ...added]);
  }, [incoming, start]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const t of all.values()) clearTimeout(t);
    };
  }, []);

  return (
    <div className="cart-messages" role="status" aria-live="polite" data-testid="cart-messages">
      {shown.map((m) => (
        <p key={m.id} className={`cart-message cart-message--${m.type}`} data-testid="cart-message">
          <span className="cart-message__text">{words(m)}</span>
          <Button
            variant="ghost"
            size="s"
            className="cart-message__close"
            aria-label={t("cart.message.dismissLabel")}
            onClick={() => dismiss(m.id)}
          >
            {t("cart.message.dismiss")}
          </Button>
        </p>
      ))}
    </div>
  );
}

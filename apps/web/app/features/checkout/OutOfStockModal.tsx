import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { Button, buttonClass } from "../../ui/Button.tsx";
import type { CheckoutKey } from "./messages.ts";
import type { SkuProblem } from "./order-errors.ts";

/**
 * SPEC §8 inventory_error with items out of stock: a modal dialog (the page behind is inert, so
 * focus stays inside; Escape closes it) listing them, with the way back to the cart.
 */
export function OutOfStockModal({
  items,
  names,
  onClose,
}: {
  items: SkuProblem[];
  names: Record<string, string>;
  onClose(): void;
}) {
  const t = useT<CheckoutKey>();
  const ref = useRef<HTMLDialogElement>(null);
  const { href } = useLocaleTools();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="checkout-dialog"
      aria-labelledby="oos-title"
      aria-describedby="oos-text"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onClose();
        }
        if (e.key !== "Tab") return;
        // Keep Tab inside the dialog (the native modal leaves the browser's own controls reachable).
        const focusable = [...(ref.current?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }}
    >
      <h2 id="oos-title">{t("checkout.outOfStock.title")}</h2>
      <p id="oos-text">{t("checkout.outOfStock.text")}</p>
      <ul>
        {items.map((i) => (
          <li key={i.sku}>
            {names[i.sku] ?? i.sku} <span className="checkout-note">({i.sku})</span>
          </li>
        ))}
      </ul>
      <div className="checkout-actions">
        <Link className={buttonClass()} to={href("/cart")}>
          {t("checkout.outOfStock.toCart")}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t("checkout.outOfStock.close")}
        </Button>
      </div>
    </dialog>
  );
}

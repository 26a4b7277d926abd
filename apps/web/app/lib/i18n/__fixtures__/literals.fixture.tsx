/** What the no-literals check must find (lib/i18n/no-literals.test.ts); never imported by the app. */
declare function t(key: string): string;

export const notes = [{ label: "back-in-stock", text: "Back in stock" }];

export function meta() {
  return [{ title: "Cart | Ironworks" }];
}

export function Fixture({ open }: { open: boolean }) {
  return (
    <section className="cart-page cart-page--empty" data-testid="cart">
      <h1>Your cart is empty</h1>
      <button type="button" aria-label={open ? "Close the menu" : "Open the menu"}>
        {t("shell.menu")}
      </button>
      <input placeholder="Search products" aria-label={t("search.label")} />
      <a href="/cart">Ironworks</a>
      <p>{open ? "Save" : t("cart.keep")}</p>
      <span>{` ${t("cart.count")} `}</span>
    </section>
  );
}

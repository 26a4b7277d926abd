import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { NotFound } from "../content/NotFound.tsx";
import type { OrdersKey } from "./messages.ts";

/**
 * An order page's error: "not found" (unknown id, someone else's order) is the 404 page; anything
 * else says so plainly rather than pretending the order does not exist.
 */
export function OrderErrorBoundary() {
  const error = useRouteError();
  const t = useT<OrdersKey>();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="account-main error-page">
      <h1>{t("orders.error.title")}</h1>
      <p>{t("orders.error.text")}</p>
    </main>
  );
}

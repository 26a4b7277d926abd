import type { Translate } from "../../lib/i18n/messages.ts";
import type { CheckoutKey } from "./messages.ts";
import type { ErrorPlan, SkuProblem } from "./order-errors.ts";

/** An order error plan's message in the page's language; a code without a key shows as it came (SPEC §8). */
export function orderErrorText(t: Translate<CheckoutKey>, plan: Pick<ErrorPlan, "message" | "messageKey" | "values">) {
  return plan.messageKey ? t(`checkout.error.${plan.messageKey}`, plan.values) : plan.message;
}

/** A line's inventory problem: the page's words when the count is known, else the server's. */
export function skuProblemText(t: Translate<CheckoutKey>, problem: SkuProblem): string {
  if (problem.available === 0) return t("checkout.sku.outOfStock");
  if (problem.available !== null) return t("checkout.sku.onlyAvailable", { count: problem.available });
  return problem.message ?? t("checkout.sku.notAvailable");
}

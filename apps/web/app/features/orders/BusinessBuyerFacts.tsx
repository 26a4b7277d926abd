import type { BusinessBuyer } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "./messages.ts";

/** A business buyer's company and VAT id as <dt>/<dd> pairs of a facts list (checkout review, success). */
export function BusinessBuyerFacts({
  business,
  testIdPrefix,
}: {
  business: BusinessBuyer | null;
  testIdPrefix: string;
}) {
  const t = useT<OrdersKey>();
  return (
    <>
      {business?.company ? (
        <>
          <dt>{t("orders.company")}</dt>
          <dd data-testid={`${testIdPrefix}-company`}>{business.company}</dd>
        </>
      ) : null}
      {business?.vatId ? (
        <>
          <dt>{t("orders.vatId")}</dt>
          <dd data-testid={`${testIdPrefix}-vat-id`}>{business.vatId}</dd>
        </>
      ) : null}
    </>
  );
}

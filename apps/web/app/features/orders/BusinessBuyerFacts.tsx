import type { BusinessBuyer } from "@ironworks/domain";

/** A business buyer's company and VAT id as <dt>/<dd> pairs of a facts list (checkout review, success). */
export function BusinessBuyerFacts({
  business,
  testIdPrefix,
}: {
  business: BusinessBuyer | null;
  testIdPrefix: string;
}) {
  return (
    <>
      {business?.company ? (
        <>
          <dt>Company</dt>
          <dd data-testid={`${testIdPrefix}-company`}>{business.company}</dd>
        </>
      ) : null}
      {business?.vatId ? (
        <>
          <dt>VAT ID</dt>
          <dd data-testid={`${testIdPrefix}-vat-id`}>{business.vatId}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * A business buyer's company and VAT id, from the billing address first, else the shipping
 * address (checkout sends the VAT number as vatId; saved addresses call it vatNumber). Shown on the
 * review step, the success page, the order page and the confirmation mail; null for a private buyer.
 */
export interface BusinessBuyer {
  company: string | null;
  vatId: string | null;
}

type AddressLike = { company?: unknown; vatId?: unknown; vatNumber?: unknown } | null | undefined;

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

export function businessBuyer(billing: AddressLike, shipping?: AddressLike): BusinessBuyer | null {
  const pick = (read: (a: NonNullable<AddressLike>) => string | null) =>
    (billing ? read(billing) : null) ?? (shipping ? read(shipping) : null);
  const company = pick((a) => text(a.company));
  const vatId = pick((a) => text(a.vatId) ?? text(a.vatNumber));
  return company || vatId ? { company, vatId } : null;
}

/** The buyer's business lines, as printed: "Company: …", "VAT ID: …". */
export function businessLines(b: BusinessBuyer | null): string[] {
  if (!b) return [];
  return [...(b.company ? [`Company: ${b.company}`] : []), ...(b.vatId ? [`VAT ID: ${b.vatId}`] : [])];
}

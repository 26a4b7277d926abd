import { checkVAT, countries } from "jsvat";
import { EU_MEMBERS } from "../eu.ts";

export interface VatNumberCheck {
  /** Format and checksum valid (jsvat; no online VIES lookup offline). */
  valid: boolean;
  /** ISO alpha-2 of the number's country (GR numbers use the EL prefix), when recognised. */
  country: string | null;
}

export function checkVatNumber(value: string | null | undefined): VatNumberCheck {
  const text = (value ?? "").replace(/[\s.-]/g, "").toUpperCase();
  if (text.length < 4 || text.length > 20) return { valid: false, country: null };
  const result = checkVAT(text, countries);
  const code = result.country?.isoCode.short ?? null;
  return { valid: result.isValid, country: code === "EL" ? "GR" : code };
}

/**
 * ADR 0008: the EU store is established in Germany. A sale to a business in another member state
 * with a valid VAT number of that same state is reverse-charged (the buyer accounts for the VAT).
 */
export const EU_ESTABLISHMENT = "DE";

export function isReverseCharge(destination: string, vat: VatNumberCheck): boolean {
  return (
    vat.valid && vat.country === destination && destination !== EU_ESTABLISHMENT && EU_MEMBERS.includes(destination)
  );
}

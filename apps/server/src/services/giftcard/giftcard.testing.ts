import type { Db } from "@ironworks/db";
import { createGiftcardService } from "./giftcard.service.ts";

/**
 * A card for tests, outside any order (there are no known cards in any seed, ADR 0017):
 * `await issueTestCard(store.database.db, 5000, "USD")` → "ABCD-EFGH-JKLM-NPQR".
 */
export async function issueTestCard(db: Db, amountMinor: number, currency: string): Promise<string> {
  return createGiftcardService({ db }).issueStandalone({ amountMinor, currency });
}

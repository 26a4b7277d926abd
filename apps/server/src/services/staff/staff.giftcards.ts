import type { StaffGiftcardIssue, StaffGiftcardQuery } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { notFound } from "../../platform/errors.ts";
import { type GiftcardService, maskGiftcardCode } from "../giftcard/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { recordAudit } from "./staff.repository.ts";

type CardRow = NonNullable<Awaited<ReturnType<GiftcardService["admin"]["find"]>>>;

/** A card as staff see it: the code masked (it is money in whoever's hands holds it). */
const view = (row: CardRow) => ({
  id: row.id,
  code: maskGiftcardCode(row.code),
  currency: row.currency,
  initialMinor: row.initialMinor,
  balanceMinor: row.balanceMinor,
  issuedOrderId: row.issuedOrderId,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/**
 * Gift cards in the back office (issue #17 item 4, the `giftcards` CLI's jobs): list, one card's
 * balance history, issue (the whole code answered once), disable. Each write and its audit entry
 * commit in one transaction, through the gift card service's own issue and ledger.
 */
export function createStaffGiftcards(deps: { db: Db; giftcards: GiftcardService; now?: () => Date }) {
  const { db, giftcards } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(q: StaffGiftcardQuery) {
      const { rows, total } = await giftcards.admin.list({ codeEnd: q.q || undefined, page: q.page, limit: q.limit });
      return { giftcards: rows.map(view), page: q.page, limit: q.limit, total };
    },

    async detail(id: number) {
      const row = await giftcards.admin.find(id);
      if (!row) throw notFound(`No gift card ${id}`);
      const ledger = await giftcards.admin.ledger(row.code);
      return {
        ...view(row),
        movements: ledger.map((m) => ({
          kind: m.kind,
          amountMinor: m.amountMinor,
          orderId: m.orderId,
          at: m.createdAt.toISOString(),
        })),
      };
    },

    async issue(who: StaffPrincipal, input: StaffGiftcardIssue) {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const code = await giftcards.issue(txDb, {
          orderId: null,
          amountMinor: input.amountMinor,
          currency: input.currency,
        });
        const row = (await giftcards.admin.findByCode(txDb, code)) as CardRow;
        await recordAudit(txDb, {
          staffId: who.id,
          staffEmail: who.email,
          action: "giftcard.issue",
          targetType: "giftcard",
          targetId: String(row.id),
          changes: { balanceMinor: { before: null, after: input.amountMinor } },
          detail: { code: maskGiftcardCode(row.code), currency: input.currency, reason: input.reason },
        });
        return { ...view(row), code };
      });
    },

    async disable(who: StaffPrincipal, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const row = await giftcards.admin.findForUpdate(txDb, id);
        if (!row) throw notFound(`No gift card ${id}`);
        // Disabled already: nothing changes, nothing is audited.
        if (row.disabledAt) return view(row);
        const after = (await giftcards.admin.disable(txDb, id, now())) as CardRow;
        await recordAudit(txDb, {
          staffId: who.id,
          staffEmail: who.email,
          action: "giftcard.disable",
          targetType: "giftcard",
          targetId: String(id),
          changes: { disabled: { before: false, after: true } },
          detail: { code: maskGiftcardCode(row.code), balanceMinor: row.balanceMinor, reason },
        });
        return view(after);
      });
    },
  };
}
export type StaffGiftcards = ReturnType<typeof createStaffGiftcards>;

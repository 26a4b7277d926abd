import {
  RETURN_CONDITIONS,
  SHOPPER_RETURN_REASONS,
  type ReturnCondition,
  type ShopperReturnReason,
  RMA_OUTCOMES,
  type RmaOutcome,
} from "@ironworks/domain";

/**
 * The shopper's choice between the /rmaprocess steps (issue #21): select-items GETs the confirm
 * page with it in the query string (no JavaScript needed), and the confirm page posts it back.
 */

/** One line of the shopper's choice, as select-items sends it. */
export interface LineChoice {
  lineNo: number;
  qty: number;
  reason: ShopperReturnReason;
  condition: ReturnCondition;
  note?: string;
  /** Exchange: the variant (product id) chosen instead. */
  exchangeFor?: number;
  /** Photos of a damaged item (ids POST /rmaprocess/photo answered). */
  photos?: string[];
}

export interface ReturnChoice {
  orderId: string;
  outcome: RmaOutcome;
  lines: LineChoice[];
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The select-items form's fields (`qty-{n}`, `reason-{n}`, `condition-{n}`, `note-{n}`, `outcome`)
 * → the choice; lines with no quantity are not chosen. The service judges everything else.
 */
export function choiceFrom(params: URLSearchParams): ReturnChoice {
  const lines: LineChoice[] = [];
  for (const [key, value] of params) {
    const m = key.match(/^qty-(\d{1,3})$/);
    const qty = Number(value);
    if (!m || !Number.isInteger(qty) || qty < 1 || qty > 999) continue;
    const n = m[1] as string;
    const note = (params.get(`note-${n}`) ?? "").trim().slice(0, 500);
    const exchangeFor = Number(params.get(`exchange-${n}`) ?? "");
    const photos = (params.get(`photos-${n}`) ?? "")
      .split(",")
      .filter((id) => /^RP-[A-Za-z0-9_-]{16,40}$/.test(id))
      .slice(0, 4);
    lines.push({
      lineNo: Number(n),
      qty,
      reason: pick(params.get(`reason-${n}`), SHOPPER_RETURN_REASONS, "other"),
      condition: pick(params.get(`condition-${n}`), RETURN_CONDITIONS, "unopened"),
      ...(note ? { note } : {}),
      ...(Number.isInteger(exchangeFor) && exchangeFor > 0 ? { exchangeFor } : {}),
      ...(photos.length ? { photos } : {}),
    });
  }
  const outcome = pick(params.get("outcome"), RMA_OUTCOMES, "refund");
  return {
    orderId: (params.get("orderId") ?? "").trim().slice(0, 64),
    outcome,
    // A variant picked on a line counts only when the shopper chose an exchange.
    lines: outcome === "exchange" ? lines : lines.map(({ exchangeFor: _, ...l }) => l),
  };
}

/** The same choice as query parameters (the confirm page's "change" link and its form). */
export function choiceParams(choice: ReturnChoice): URLSearchParams {
  const p = new URLSearchParams({ orderId: choice.orderId, outcome: choice.outcome });
  for (const l of choice.lines) {
    p.set(`qty-${l.lineNo}`, String(l.qty));
    p.set(`reason-${l.lineNo}`, l.reason);
    p.set(`condition-${l.lineNo}`, l.condition);
    if (l.note) p.set(`note-${l.lineNo}`, l.note);
    if (l.exchangeFor) p.set(`exchange-${l.lineNo}`, String(l.exchangeFor));
    if (l.photos?.length) p.set(`photos-${l.lineNo}`, l.photos.join(","));
  }
  return p;
}

import { randomBytes } from "node:crypto";
import { ERRORS } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { fromMinor } from "@ironworks/domain";
import { type Captcha, type CaptchaGate, createCaptchaGate } from "../../platform/captcha.ts";
import { httpError } from "../../platform/errors.ts";
import {
  type AttemptStore,
  createMemoryAttemptStore,
  createThrottle,
  type ThrottlePolicy,
  tooManyAttempts,
} from "../../platform/rate-limit.ts";
import { type GiftcardRepository, giftcardRepository } from "./giftcard.repository.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** ADR 0017: the numbers behind the balance check's guessing defence. */
export const GIFTCARD_POLICIES = {
  /** Unknown codes per address: 10 an hour, then 1 s, 2 s, 4 s … up to 15 min between tries. */
  misses: { free: 10, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /**
   * Unknown codes from every address together (ADR 0024): many addresses must not buy many
   * guesses. 100 an hour store-wide, then 1 s, 2 s … up to 15 min; in Redis when REDIS_URL is
   * set, so every process shares it. Known codes never count, so shoppers rarely meet it.
   */
  missesAll: { free: 100, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  // The store-wide budget holds back only addresses that have missed at least once this window: an
  // attacker cannot spend it to shut balance checks down for every shopper.
  /** Checks without a captcha token, per address (as for sign-in): 3, then 30 s, 60 s … */
  noCaptchaAddress: { free: 3, baseDelayMs: 30_000, maxDelayMs: HOUR, windowMs: HOUR },
  /** …and for the whole process. */
  noCaptchaAll: { free: 100, baseDelayMs: 1000, maxDelayMs: 5 * MINUTE, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottlePolicy>;

const MISSES_ALL_KEY = "giftcard:miss:all";

/** 32 symbols without 0/O and 1/I: 16 of them are 80 random bits, and 256 % 32 = 0 keeps them unbiased. */
export const GIFTCARD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const GIFTCARD_CODE_LENGTH = 16;

/** The stored form of a code as a shopper types it: upper case, without spaces and dashes. */
export function normalizeGiftcardCode(code: string): string {
  return code.replace(/[\s-]+/g, "").toUpperCase();
}

/** XXXX-XXXX-XXXX-XXXX: how a code is printed (and typed; the dashes are optional). */
export function formatGiftcardCode(code: string): string {
  return normalizeGiftcardCode(code).replace(/(.{4})(?=.)/g, "$1-");
}

/** Every character but the last 4 starred, in the printed grouping: ****-****-****-7KQ2. */
export function maskGiftcardCode(code: string): string {
  const plain = normalizeGiftcardCode(code);
  const masked = "*".repeat(Math.max(0, plain.length - 4)) + plain.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, "$1-");
}

export function randomGiftcardCode(): string {
  const bytes = randomBytes(GIFTCARD_CODE_LENGTH);
  let out = "";
  for (const b of bytes) out += GIFTCARD_ALPHABET[b % GIFTCARD_ALPHABET.length];
  return out;
}

export interface GiftcardBalance {
  /** Masked except the last 4 characters. */
  code: string;
  /** 2-decimal amount (wire form). */
  balance: number;
  balanceMinor: number;
  currency: string;
}

export interface GiftcardServiceOptions {
  db: Db;
  /** With a captcha, checkBalance requires (or strictly throttles the absence of) a token for action "giftcard". */
  captcha?: Captcha;
  /** Attempt counters (in-process by default; a shared store later, ADR 0011). */
  store?: AttemptStore;
  now?: () => number;
  policies?: Partial<typeof GIFTCARD_POLICIES>;
  repo?: GiftcardRepository;
}

const notExist = () =>
  httpError(ERRORS.giftcardNotExist, ERRORS.giftcardNotExist.message, {
    fields: [{ field: "giftcards", message: "does not exist" }],
  });

const positiveMinor = (amountMinor: number, what: string) => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new RangeError(`${what}: amountMinor must be a positive integer, got ${amountMinor}`);
};

/**
 * Gift cards (ADR 0017): the ledger operations the order service runs inside its own transaction
 * (debit, refund, issue), and the guarded balance check behind the public route.
 */
/** A card to issue: bought by an order (its id) or issued by staff (null), with its recipient. */
export interface GiftcardIssue {
  orderId: string | null;
  amountMinor: number;
  currency: string;
  recipient?: Record<string, unknown> | null;
}

export function createGiftcardService(options: GiftcardServiceOptions) {
  const { db } = options;
  const repo = options.repo ?? giftcardRepository;
  const policies = { ...GIFTCARD_POLICIES, ...options.policies };
  const attempts = options.store ?? createMemoryAttemptStore();
  const throttle = (p: ThrottlePolicy) => createThrottle(attempts, p, { now: options.now });
  const misses = throttle(policies.misses);
  const missesAll = throttle(policies.missesAll);
  const gate: CaptchaGate | null = options.captcha
    ? createCaptchaGate(options.captcha, {
        perAddress: throttle(policies.noCaptchaAddress),
        global: throttle(policies.noCaptchaAll),
      })
    : null;

  const missKey = (ip: string) => `giftcard:miss:${ip}`;

  /**
   * 429 while this address must wait: its own misses, and the store-wide budget once it has
   * missed at all (an address that never guessed wrong is never held back by others' guesses).
   */
  async function refuseWhileGuessing(ip: string): Promise<void> {
    const own = await attempts.get(missKey(ip));
    const now = (options.now ?? Date.now)();
    const hasMissed = own !== null && now - own.lastAt <= policies.misses.windowMs;
    const wait = Math.max(await misses.wait(missKey(ip)), hasMissed ? await missesAll.wait(MISSES_ALL_KEY) : 0);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  /** An unknown code tried from this address: its own budget and the store-wide one. */
  async function countMiss(ip: string): Promise<void> {
    await Promise.all([misses.hit(missKey(ip)), missesAll.hit(MISSES_ALL_KEY)]);
  }

  async function balance(code: string): Promise<GiftcardBalance | null> {
    const plain = normalizeGiftcardCode(code);
    if (!plain) return null;
    const row = await repo.find(db, plain);
    // A disabled card (lost, stolen) answers as an unknown one: it pays nothing any more.
    if (!row || row.disabledAt) return null;
    return {
      code: maskGiftcardCode(row.code),
      balance: fromMinor(row.balanceMinor),
      balanceMinor: row.balanceMinor,
      currency: row.currency,
    };
  }

  /** A new card with a fresh random code (XXXX-XXXX-XXXX-XXXX) and an issue movement. */
  async function issue(tx: Db, input: GiftcardIssue): Promise<string> {
    positiveMinor(input.amountMinor, "issue");
    if (!/^[A-Z]{3}$/.test(input.currency)) throw new RangeError(`issue: bad currency ${input.currency}`);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomGiftcardCode();
      const inserted = await repo.insert(tx, {
        code,
        currency: input.currency,
        amountMinor: input.amountMinor,
        orderId: input.orderId,
        recipient: input.recipient ?? null,
      });
      if (!inserted) continue;
      await repo.addMovement(tx, { code, orderId: input.orderId, amountMinor: input.amountMinor, kind: "issue" });
      return formatGiftcardCode(code);
    }
    throw new Error("could not draw an unused gift card code");
  }

  return {
    balance,

    /**
     * Takes `amountMinor` from the card in the caller's transaction: one conditional UPDATE and a
     * movement row. 409 giftcard_not_exist for an unknown code; 409 giftcard_balance_error when the
     * balance is short or the card is in another currency.
     */
    async debit(
      tx: Db,
      input: { code: string; amountMinor: number; currency: string; orderId: string },
    ): Promise<{ code: string; balanceMinor: number; currency: string }> {
      positiveMinor(input.amountMinor, "debit");
      const code = normalizeGiftcardCode(input.code);
      const row = await repo.take(tx, code, input.amountMinor, input.currency);
      if (!row) {
        const card = await repo.find(tx, code);
        if (!card || card.disabledAt) throw notExist();
        const otherCurrency = card.currency !== input.currency;
        throw httpError(
          ERRORS.giftcardBalance,
          otherCurrency
            ? `This gift card is in ${card.currency} and cannot pay an order in ${input.currency}.`
            : "This gift card's balance is not enough for the amount.",
          {
            fields: [
              { field: "giftcards", message: otherCurrency ? "is in another currency" : "has too little balance" },
            ],
            code: maskGiftcardCode(code),
            balance: otherCurrency ? undefined : fromMinor(card.balanceMinor),
          },
        );
      }
      await repo.addMovement(tx, { code, orderId: input.orderId, amountMinor: -input.amountMinor, kind: "debit" });
      return { code: formatGiftcardCode(code), balanceMinor: row.balanceMinor, currency: row.currency };
    },

    /**
     * Gives back what `orderId` took (all or part); never more than the order's debits less its
     * earlier refunds (409 giftcard_balance_error). The card's row is locked while the ledger is read.
     */
    async refund(
      tx: Db,
      input: { code: string; amountMinor: number; orderId: string },
    ): Promise<{ code: string; balanceMinor: number }> {
      positiveMinor(input.amountMinor, "refund");
      const code = normalizeGiftcardCode(input.code);
      const card = await repo.findForUpdate(tx, code);
      if (!card) throw notExist();
      const taken = await repo.netTakenByOrder(tx, code, input.orderId);
      if (input.amountMinor > taken)
        throw httpError(ERRORS.giftcardBalance, "The refund is more than this order took from the gift card.", {
          code: maskGiftcardCode(code),
        });
      const row = await repo.give(tx, code, input.amountMinor);
      if (!row) throw notExist();
      await repo.addMovement(tx, { code, orderId: input.orderId, amountMinor: input.amountMinor, kind: "refund" });
      return { code: formatGiftcardCode(code), balanceMinor: row.balanceMinor };
    },

    issue,

    /**
     * Unknown codes tried at checkout (an order's gift cards) share the balance check's budgets
     * (ADR 0024): `refuse` before the order's transaction, `miss` after a giftcard_not_exist.
     */
    guessing: { refuse: refuseWhileGuessing, miss: countMiss },

    /**
     * The public balance check (POST /svc_checkout/giftcard/balance): captcha, then the per-address
     * miss throttle, then the lookup. Any unknown code is the same 404; a card in another currency
     * than the store's is 409 giftcard_balance_error naming its currency (ADR 0017).
     */
    async checkBalance(
      input: { code: string; currency: string },
      context: { captchaToken?: string | null; ip: string },
    ): Promise<{ code: string; balance: number; currency: string }> {
      if (gate) await gate.pass(context.captchaToken, "giftcard", context.ip);
      await refuseWhileGuessing(context.ip);
      const found = await balance(input.code);
      if (!found) {
        await countMiss(context.ip);
        throw httpError(ERRORS.giftcardNotFound, ERRORS.giftcardNotFound.message, {
          fields: [{ field: "code", message: "is not a gift card code we know" }],
        });
      }
      if (found.currency !== input.currency)
        throw httpError(
          ERRORS.giftcardBalance,
          `This gift card is in ${found.currency} and cannot be used in this store (${input.currency}).`,
          { fields: [{ field: "code", message: "is in another currency" }], currency: found.currency },
        );
      return { code: found.code, balance: found.balance, currency: found.currency };
    },

    /** A card made outside any order (staff, the CLI, tests), in a transaction of its own. */
    issueStandalone(input: { amountMinor: number; currency: string }): Promise<string> {
      return db.transaction((tx) =>
        issue(tx as unknown as Db, { orderId: null, amountMinor: input.amountMinor, currency: input.currency }),
      );
    },

    /** The card's ledger, oldest first (support and tests). */
    movements: (code: string) => repo.movements(db, normalizeGiftcardCode(code)),

    /**
     * The back office (issue #17 item 4): cards newest first, found by the end of their code; one
     * card by its id with its ledger; a card disabled in the caller's transaction (with its audit
     * entry). Codes leave here masked; only `issue` answers a whole code, once.
     */
    admin: {
      list: (q: { codeEnd?: string; page: number; limit: number }) =>
        repo.list(db, {
          codeEnd: q.codeEnd ? normalizeGiftcardCode(q.codeEnd) : undefined,
          limit: q.limit,
          offset: (q.page - 1) * q.limit,
        }),
      find: (id: number) => repo.findById(db, id),
      findByCode: (tx: Db, code: string) => repo.find(tx, normalizeGiftcardCode(code)),
      findForUpdate: (tx: Db, id: number) => repo.findById(tx, id, true),
      ledger: (code: string) => repo.movements(db, code),
      disable: (tx: Db, id: number, at: Date) => repo.disable(tx, id, at),
    },
  };
}
export type GiftcardService = ReturnType<typeof createGiftcardService>;

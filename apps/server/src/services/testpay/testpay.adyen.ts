import { createHash } from "node:crypto";
import { isCardExpired, luhnValid } from "@ironworks/domain";
import { z } from "zod";
import { type CardData, REFUSALS, behaviourOf, brandOf, cvcMatches } from "./testpay.cards.ts";
import { GatewayError, invalid, randomCode, randomDigits, randomToken } from "./testpay.errors.ts";
import type { TestpayRepository } from "./testpay.repository.ts";

/** How long a 3-D Secure challenge stays open (adyen-web's 10-minute timeout → transStatus "U"). */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Adyen's web challenge password; anything else fails authentication. */
export const CHALLENGE_PASSWORD = "password";

export interface AdyenDeps {
  repo: TestpayRepository;
  /** The gateway's address as the shopper's browser reaches it (action and page URLs). */
  publicUrl: string;
  now: () => Date;
  /** How long the "timeout" card keeps a request waiting (the caller is expected to give up first). */
  hangMs: number;
}

const Amount = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code"),
  value: z.number().int("must be an integer in minor units").min(0, "must not be negative"),
});

const PaymentMethod = z.object({
  type: z.string().default("scheme"),
  encryptedCardNumber: z.string().max(200).optional(),
  encryptedExpiryMonth: z.string().max(200).optional(),
  encryptedExpiryYear: z.string().max(200).optional(),
  encryptedSecurityCode: z.string().max(200).optional(),
  holderName: z.string().max(200).optional(),
  storedPaymentMethodId: z.string().max(64).optional(),
  /** Wallets (type applepay / googlepay): the device's payment token (ours from /checkoutshopper/v1/wallet-token). */
  applePayToken: z.string().max(4000).optional(),
  googlePayToken: z.string().max(4000).optional(),
});

export const WALLET_TYPES = ["applepay", "googlepay"] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/**
 * Stands in for the phone's wallet (Apple Pay / Google Pay sheet): a card in, the opaque payment
 * token the native app hands to the store out. The card number picks the outcome as for cards.
 */
export const WalletTokenRequest = z.object({
  type: z.enum(WALLET_TYPES, { error: "must be applepay or googlepay" }),
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "must be 12 to 19 digits"))
    .default("4111111111111111"),
  expiryMonth: z.coerce.number().int().min(1, "must be 1 to 12").max(12, "must be 1 to 12").default(3),
  expiryYear: z.coerce.number().int().min(2000).max(2100).default(2030),
  holderName: z.string().trim().max(100).default(""),
});

export const PaymentRequest = z.object({
  merchantAccount: z.string().min(1),
  reference: z.string().min(1).max(256),
  amount: Amount,
  paymentMethod: PaymentMethod,
  returnUrl: z.string().max(2000).optional(),
  shopperReference: z.string().min(1).max(256).optional(),
  storePaymentMethod: z.boolean().optional(),
  shopperInteraction: z.enum(["Ecommerce", "ContAuth", "Moto", "POS"]).optional(),
  recurringProcessingModel: z.string().optional(),
  authenticationData: z
    .object({
      threeDSRequestData: z.object({ nativeThreeDS: z.enum(["preferred", "disabled"]).optional() }).optional(),
      attemptAuthentication: z.enum(["always", "never"]).optional(),
    })
    .optional(),
  browserInfo: z.record(z.string(), z.unknown()).optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

export const DetailsRequest = z.object({
  details: z.record(z.string(), z.string().max(4000)),
  paymentData: z.string().max(4000).optional(),
});

export const TokenizeRequest = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "must be 12 to 19 digits")),
  expiryMonth: z.coerce.number().int().min(1, "must be 1 to 12").max(12, "must be 1 to 12"),
  expiryYear: z.coerce.number().int().min(2000, "must be a four-digit year").max(2100, "must be a four-digit year"),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/, "must be 3 or 4 digits")
    .optional(),
  holderName: z.string().trim().max(100).default(""),
});

export const ModificationRequest = z.object({
  merchantAccount: z.string().min(1),
  amount: Amount.optional(),
  reference: z.string().optional(),
});

export interface StoredMethod {
  id: string;
  shopperReference: string;
  fingerprint: string;
  card: CardData;
  brand: string;
  createdAt: string;
}

interface PaymentRecord {
  pspReference: string;
  merchantReference: string;
  amount: { currency: string; value: number };
  status: "authorised" | "refused" | "error" | "pending" | "authenticating" | "cancelled";
  captured: number;
  refunded: number;
  card: CardData;
  storeFor: string | null;
  /** Paid with a wallet token (applepay / googlepay) rather than card fields. */
  wallet?: WalletType;
  response?: Record<string, unknown>;
}

interface ActionRecord {
  pspReference: string;
  stage: "fingerprint" | "challenge";
  path: "frictionless" | "challenge";
  mode: "native" | "redirect";
  returnUrl: string | null;
  createdAt: string;
  /** Set by the challenge page: "Y" authenticated, "N" failed, "U" timed out. */
  transStatus?: "Y" | "N" | "U";
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
export const fromB64 = (value: string): Record<string, unknown> | null => {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
};

const cardFingerprint = (card: CardData) =>
  createHash("sha256").update(`${card.number}|${card.expiryMonth}|${card.expiryYear}`).digest("hex");

export function createAdyen(deps: AdyenDeps) {
  const { repo, publicUrl, now } = deps;

  /** Browser → gateway: the card becomes four opaque "encrypted" values that only this gateway can read. */
  async function tokenize(input: z.infer<typeof TokenizeRequest>) {
    if (!luhnValid(input.number))
      throw new GatewayError(422, "14_006", "Invalid card number", "validation", {
        status: 422,
        errorCode: "14_006",
        message: "Invalid card number",
        errorType: "validation",
        fields: [{ field: "number", message: "is not a valid card number" }],
      });
    const id = randomToken("tpenc").slice(6);
    const card: CardData = {
      number: input.number,
      expiryMonth: input.expiryMonth,
      expiryYear: input.expiryYear,
      cvc: input.cvc ?? null,
      holderName: input.holderName,
    };
    await repo.create("card", id, card);
    return {
      encryptedCardNumber: `tpenc_${id}.number`,
      encryptedExpiryMonth: `tpenc_${id}.month`,
      encryptedExpiryYear: `tpenc_${id}.year`,
      ...(card.cvc ? { encryptedSecurityCode: `tpenc_${id}.cvc` } : {}),
      brand: brandOf(card.number),
      lastFour: card.number.slice(-4),
    };
  }

  /** Reads one "encrypted" field: our token, or Adyen's documented `test_` plain value. */
  async function readField(value: string | undefined, field: string, expectId?: string) {
    if (value === undefined) return { id: undefined, value: undefined };
    if (value.startsWith("test_")) return { id: undefined, value: value.slice(5) };
    const match = value.match(/^tpenc_([A-Za-z0-9_-]+)\.(number|month|year|cvc)$/);
    if (!match || match[2] !== field) throw invalid(`Unable to decrypt data (${field})`, "174");
    const id = match[1]!;
    if (expectId && id !== expectId) throw invalid("Encrypted fields come from different cards", "174");
    const card = await repo.get<CardData>("card", id);
    if (!card) throw invalid(`Unable to decrypt data (${field})`, "174");
    const text =
      field === "number"
        ? card.number
        : field === "month"
          ? String(card.expiryMonth)
          : field === "year"
            ? String(card.expiryYear)
            : (card.cvc ?? "");
    return { id, value: text };
  }

  /** The phone's wallet: a card becomes a single-use payment token bound to its wallet type. */
  async function walletToken(input: z.infer<typeof WalletTokenRequest>) {
    if (!luhnValid(input.number)) throw invalid("Invalid card number", "14_006");
    const id = randomToken("w").slice(2);
    const card: CardData = {
      number: input.number,
      expiryMonth: input.expiryMonth,
      expiryYear: input.expiryYear,
      cvc: null,
      holderName: input.holderName,
    };
    await repo.create("wallet", id, { type: input.type, card });
    return {
      type: input.type,
      token: `tpwal_${input.type}_${id}`,
      brand: brandOf(card.number),
      lastFour: card.number.slice(-4),
    };
  }

  /** A wallet payment's token → its card, once (a replayed or foreign token → 422, like Adyen's decrypt failure). */
  async function resolveWallet(req: PaymentRequest, type: WalletType): Promise<CardData> {
    const pm = req.paymentMethod;
    const field = type === "applepay" ? "applePayToken" : "googlePayToken";
    const token = pm[field];
    if (!token) throw invalid(`Missing payment method details: ${field}`, "14_003");
    const match = token.match(/^tpwal_(applepay|googlepay)_([A-Za-z0-9_-]+)$/);
    const found =
      match?.[1] === type ? await repo.take<{ type: WalletType; card: CardData }>("wallet", match[2]!) : null;
    if (!found || found.type !== type)
      throw invalid(`Unable to decrypt the ${type} token (unknown or already used)`, "174");
    return found.card;
  }

  async function resolveCard(
    req: PaymentRequest,
  ): Promise<{ card: CardData; cvc: string | null; stored: StoredMethod | null }> {
    const pm = req.paymentMethod;
    const cvcField = await readField(pm.encryptedSecurityCode, "cvc");
    if (pm.storedPaymentMethodId) {
      const stored = await repo.get<StoredMethod>("stored", pm.storedPaymentMethodId);
      if (!stored || !req.shopperReference || stored.shopperReference !== req.shopperReference)
        throw invalid("Contract not found", "800");
      return { card: stored.card, cvc: cvcField.value ?? null, stored };
    }
    if (!pm.encryptedCardNumber || !pm.encryptedExpiryMonth || !pm.encryptedExpiryYear)
      throw invalid("Missing card details: encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear", "14_003");
    const number = await readField(pm.encryptedCardNumber, "number");
    const month = await readField(pm.encryptedExpiryMonth, "month", number.id);
    const year = await readField(pm.encryptedExpiryYear, "year", number.id);
    const tokenCard = number.id ? await repo.get<CardData>("card", number.id) : null;
    const card: CardData = {
      number: (number.value ?? "").replace(/\s/g, ""),
      expiryMonth: Number(month.value),
      expiryYear: Number(year.value),
      cvc: null,
      holderName: pm.holderName ?? tokenCard?.holderName ?? "",
    };
    return { card, cvc: cvcField.value || null, stored: null };
  }

  async function storeMethod(card: CardData, shopperReference: string) {
    const fingerprint = cardFingerprint(card);
    const existing = (await repo.listByOwner<StoredMethod>("stored", shopperReference)).find(
      (m) => m.fingerprint === fingerprint,
    );
    if (existing) return { method: existing, operation: "alreadyExisting" };
    const method: StoredMethod = {
      id: randomDigits(16),
      shopperReference,
      fingerprint,
      card: { ...card, cvc: null },
      brand: brandOf(card.number),
      createdAt: now().toISOString(),
    };
    await repo.create("stored", method.id, method, shopperReference);
    return { method, operation: "created" };
  }

  function cardAdditionalData(card: CardData) {
    return {
      cardSummary: card.number.slice(-4),
      expiryDate: `${card.expiryMonth}/${card.expiryYear}`,
      cardHolderName: card.holderName,
      paymentMethod: brandOf(card.number),
    };
  }

  function answer(record: PaymentRecord, extra: Record<string, unknown>) {
    return {
      pspReference: record.pspReference,
      merchantReference: record.merchantReference,
      amount: record.amount,
      paymentMethod: { type: record.wallet ?? "scheme", brand: brandOf(record.card.number) },
      ...extra,
    };
  }

  async function authorised(record: PaymentRecord) {
    const additionalData: Record<string, string> = cardAdditionalData(record.card);
    if (record.storeFor) {
      const { method, operation } = await storeMethod(record.card, record.storeFor);
      Object.assign(additionalData, {
        "tokenization.storedPaymentMethodId": method.id,
        "tokenization.shopperReference": record.storeFor,
        "tokenization.store.operationType": operation,
        "recurring.recurringDetailReference": method.id,
        "recurring.shopperReference": record.storeFor,
      });
    }
    return finish(record, "authorised", { resultCode: "Authorised", additionalData });
  }

  async function finish(record: PaymentRecord, status: PaymentRecord["status"], extra: Record<string, unknown>) {
    const response = answer(record, extra);
    await repo.put("payment", record.pspReference, { ...record, status, response });
    return response;
  }

  const refused = (record: PaymentRecord, r: { reason: string; code: string }, extra: object = {}) =>
    finish(record, "refused", { resultCode: "Refused", refusalReason: r.reason, refusalReasonCode: r.code, ...extra });

  async function sleep(ms: number, signal?: AbortSignal) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async function payments(req: PaymentRequest, signal?: AbortSignal) {
    if (req.amount.value === 0 && !req.storePaymentMethod)
      throw invalid("Invalid amount specified: a zero amount only verifies a card being stored", "137");
    const wallet = (WALLET_TYPES as readonly string[]).includes(req.paymentMethod.type)
      ? (req.paymentMethod.type as WalletType)
      : undefined;
    const { card, cvc, stored } = wallet
      ? { card: await resolveWallet(req, wallet), cvc: null, stored: null }
      : await resolveCard(req);
    const record: PaymentRecord = {
      pspReference: randomCode(16),
      merchantReference: req.reference,
      amount: req.amount,
      status: "authenticating",
      captured: 0,
      refunded: 0,
      card: { ...card, cvc: null },
      storeFor: req.storePaymentMethod && req.shopperReference && !stored && !wallet ? req.shopperReference : null,
      ...(wallet ? { wallet } : {}),
    };
    if (!luhnValid(card.number)) return refused(record, REFUSALS.invalidCardNumber);
    const behaviour = behaviourOf(card);
    if (behaviour.kind === "timeout") {
      await sleep(deps.hangMs, signal);
      throw new GatewayError(500, "000", "Gateway timeout: no answer from the issuer", "internal");
    }
    if (isCardExpired(card.expiryMonth, card.expiryYear, now())) return refused(record, REFUSALS.expired);
    if (cvc !== null && !cvcMatches(card.number, cvc)) return refused(record, REFUSALS.cvcDeclined);
    // A wallet's cryptogram stands for the security code and for 3-D Secure (the phone authenticated the shopper).
    if (behaviour.kind === "cvcRequired" && cvc === null && !wallet)
      return refused(record, REFUSALS.cvcDeclined, { additionalData: { cvcRequired: "true" } });
    if (behaviour.kind === "refuse") return refused(record, behaviour);
    if (behaviour.kind === "error")
      return finish(record, "error", {
        resultCode: "Error",
        refusalReason: behaviour.reason,
        refusalReasonCode: behaviour.code,
      });
    if (behaviour.kind === "pending") return finish(record, "pending", { resultCode: "Received" });
    const authenticate =
      behaviour.kind === "threeDS" &&
      !wallet &&
      req.amount.value > 0 &&
      req.shopperInteraction !== "ContAuth" &&
      req.authenticationData?.attemptAuthentication !== "never";
    if (!authenticate) return authorised(record);
    const nativeDisabled = req.authenticationData?.threeDSRequestData?.nativeThreeDS === "disabled";
    const path = behaviour.kind === "threeDS" ? behaviour.path : "frictionless";
    if (path === "redirect" || nativeDisabled) {
      const token = await openAction(record, {
        stage: "challenge",
        path: "challenge",
        mode: "redirect",
        returnUrl: req.returnUrl ?? null,
      });
      return finish(record, "authenticating", {
        resultCode: "RedirectShopper",
        action: {
          type: "redirect",
          paymentMethodType: "scheme",
          method: "GET",
          url: `${publicUrl}/3ds/challenge?token=${encodeURIComponent(token)}`,
        },
      });
    }
    const token = await openAction(record, {
      stage: "fingerprint",
      path,
      mode: "native",
      returnUrl: req.returnUrl ?? null,
    });
    return finish(record, "authenticating", {
      resultCode: "IdentifyShopper",
      action: {
        type: "threeDS2",
        subtype: "fingerprint",
        paymentMethodType: "scheme",
        token: b64({
          threeDSMethodNotificationURL: req.returnUrl ?? "",
          threeDSMethodUrl: `${publicUrl}/3ds/method`,
          threeDSServerTransID: token,
        }),
        paymentData: token,
      },
    });
  }

  async function openAction(record: PaymentRecord, fields: Omit<ActionRecord, "pspReference" | "createdAt">) {
    const token = randomToken("3ds");
    await repo.create("action", token, {
      pspReference: record.pspReference,
      createdAt: now().toISOString(),
      ...fields,
    });
    return token;
  }

  function challengeAction(token: string, record: PaymentRecord) {
    return {
      type: "threeDS2",
      subtype: "challenge",
      paymentMethodType: "scheme",
      token: b64({
        acsTransID: token,
        acsURL: `${publicUrl}/3ds/challenge`,
        messageVersion: "2.2.0",
        threeDSNotificationURL: "",
        threeDSServerTransID: token,
      }),
      authorisationToken: token,
      paymentData: token,
      pspReference: record.pspReference,
    };
  }

  /** /payments/details: finishes a 3-D Secure step. Every action token works once. */
  async function details(input: z.infer<typeof DetailsRequest>) {
    const d = input.details;
    let token: string | undefined;
    if (d.threeDSResult) token = String(fromB64(d.threeDSResult)?.authorisationToken ?? "");
    else if (d.redirectResult) token = d.redirectResult;
    else if (d.fingerprintResult || d["threeds2.fingerprint"] || d["threeds2.challengeResult"])
      token = input.paymentData;
    if (!token)
      throw invalid("Missing details: threeDSResult, redirectResult or fingerprintResult with paymentData", "14_0413");
    const action = await repo.take<ActionRecord>("action", token);
    if (!action) throw invalid("Invalid payload: unknown or already used", "14_0413");
    const record = await repo.get<PaymentRecord>("payment", action.pspReference);
    if (record?.status !== "authenticating") throw invalid("Payment is not waiting for authentication", "14_0413");
    if (action.stage === "fingerprint") {
      if (action.path === "frictionless") return authorised(record);
      const challenge = randomToken("3ds");
      await repo.create("action", challenge, { ...action, stage: "challenge", createdAt: now().toISOString() });
      return finish(record, "authenticating", {
        resultCode: "ChallengeShopper",
        action: challengeAction(challenge, record),
      });
    }
    const expired = now().getTime() - Date.parse(action.createdAt) > CHALLENGE_TTL_MS;
    const status = expired ? "U" : (action.transStatus ?? "U");
    if (status === "Y") return authorised(record);
    return refused(record, REFUSALS.notAuthenticated, { additionalData: { threeDSTransStatus: status } });
  }

  /** The challenge page's answer: records the outcome and says where the shopper goes next. */
  async function completeChallenge(token: string, decision: "complete" | "fail", password: string) {
    const action = await repo.get<ActionRecord>("action", token);
    if (action?.stage !== "challenge" || action.transStatus) return null;
    const expired = now().getTime() - Date.parse(action.createdAt) > CHALLENGE_TTL_MS;
    const transStatus: "Y" | "N" | "U" = expired
      ? "U"
      : decision === "complete" && password === CHALLENGE_PASSWORD
        ? "Y"
        : "N";
    await repo.put("action", token, { ...action, transStatus });
    const result =
      action.mode === "redirect"
        ? { key: "redirectResult", value: token }
        : { key: "threeDSResult", value: b64({ transStatus, authorisationToken: token }) };
    return { transStatus, returnUrl: action.returnUrl, ...result };
  }

  /** An open challenge and the amount it confirms, for the challenge page. */
  async function findChallenge(token: string) {
    const action = await repo.get<ActionRecord>("action", token);
    if (action?.stage !== "challenge" || action.transStatus) return null;
    const record = await repo.get<PaymentRecord>("payment", action.pspReference);
    if (!record) return null;
    return { amount: `${(record.amount.value / 100).toFixed(2)} ${record.amount.currency}` };
  }

  async function requirePayment(psp: string) {
    const record = await repo.get<PaymentRecord>("payment", psp);
    if (!record) throw invalid("Original pspReference required for this operation", "167");
    return record;
  }

  async function capture(psp: string, req: z.infer<typeof ModificationRequest>) {
    const record = await requirePayment(psp);
    const amount = req.amount ?? { currency: record.amount.currency, value: record.amount.value - record.captured };
    if (record.status !== "authorised") throw invalid("Payment is not authorised", "167");
    if (amount.currency !== record.amount.currency) throw invalid("Currency does not match the authorisation", "137");
    if (amount.value <= 0 || amount.value > record.amount.value - record.captured)
      throw invalid("Invalid amount: more than the authorised amount left", "137");
    await repo.put("payment", psp, { ...record, captured: record.captured + amount.value });
    return modification(req, psp, amount);
  }

  async function cancel(psp: string, req: z.infer<typeof ModificationRequest>) {
    const record = await requirePayment(psp);
    if (record.status !== "authorised" || record.captured > 0) throw invalid("Payment cannot be cancelled", "167");
    await repo.put("payment", psp, { ...record, status: "cancelled" });
    return modification(req, psp);
  }

  async function refund(psp: string, req: z.infer<typeof ModificationRequest>) {
    const record = await requirePayment(psp);
    const amount = req.amount ?? { currency: record.amount.currency, value: record.captured - record.refunded };
    if (amount.currency !== record.amount.currency) throw invalid("Currency does not match the authorisation", "137");
    if (amount.value <= 0 || amount.value > record.captured - record.refunded)
      throw invalid("Invalid amount: more than the captured amount left", "137");
    await repo.put("payment", psp, { ...record, refunded: record.refunded + amount.value });
    return modification(req, psp, amount);
  }

  const modification = (req: z.infer<typeof ModificationRequest>, psp: string, amount?: object) => ({
    merchantAccount: req.merchantAccount,
    paymentPspReference: psp,
    pspReference: randomCode(16),
    ...(req.reference ? { reference: req.reference } : {}),
    ...(amount ? { amount } : {}),
    status: "received",
  });

  const storedView = (m: StoredMethod) => ({
    id: m.id,
    type: "scheme",
    brand: m.brand,
    name: m.brand.toUpperCase(),
    lastFour: m.card.number.slice(-4),
    expiryMonth: String(m.card.expiryMonth).padStart(2, "0"),
    expiryYear: String(m.card.expiryYear),
    holderName: m.card.holderName,
    supportedShopperInteractions: ["Ecommerce", "ContAuth"],
    supportedRecurringProcessingModels: ["CardOnFile", "Subscription", "UnscheduledCardOnFile"],
  });

  async function listStored(shopperReference: string) {
    return (await repo.listByOwner<StoredMethod>("stored", shopperReference)).map(storedView);
  }

  async function deleteStored(id: string, shopperReference: string) {
    const method = await repo.get<StoredMethod>("stored", id);
    if (!method || method.shopperReference !== shopperReference) throw invalid("Contract not found", "800");
    await repo.take("stored", id);
  }

  async function paymentMethods(req: { countryCode?: string; shopperReference?: string }) {
    return {
      paymentMethods: [
        {
          type: "scheme",
          name: "Cards",
          brands: ["visa", "mc", "amex", "discover", "jcb", "diners", "maestro", "cup"],
        },
        { type: "paypal", name: "PayPal", configuration: { merchantId: "TESTPAYMERCHANT", intent: "capture" } },
        ...(!req.countryCode || req.countryCode === "US" ? [{ type: "affirm", name: "Affirm" }] : []),
      ],
      storedPaymentMethods: req.shopperReference ? await listStored(req.shopperReference) : [],
    };
  }

  return {
    tokenize,
    walletToken,
    payments,
    details,
    completeChallenge,
    findChallenge,
    capture,
    cancel,
    refund,
    listStored,
    deleteStored,
    paymentMethods,
  };
}
export type Adyen = ReturnType<typeof createAdyen>;

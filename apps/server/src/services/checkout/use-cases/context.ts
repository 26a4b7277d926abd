import type { ProductComplete } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { Site } from "@ironworks/domain";
import type { Logger } from "../../../platform/logger.ts";
import type { MailMessage } from "../../../platform/mail.ts";
import type { CatalogService } from "../../catalog/index.ts";
import type { ListOwner, ListsService } from "../../lists/index.ts";
import type { NewsletterService } from "../../newsletter/index.ts";
import type { PaymentProvider, StoredCard } from "../../payment/index.ts";
import type { PricingService } from "../../pricing/index.ts";
import type { ProgrammingService } from "../../programming/index.ts";
import type { QuoteSigner } from "../../shipping/index.ts";
import type { TicketService } from "../../ticket/index.ts";
import type { GuestLinks } from "../checkout.guest-link.ts";
import type { GiftcardIssue } from "../../giftcard/index.ts";
import type { AffirmPort, PaypalPort } from "../checkout.pay.ts";
import type { CheckoutRepository } from "../checkout.repository.ts";

/** What checkout needs of the gift-card module (services/giftcard): ledger moves inside our transaction. */
export interface GiftcardPort {
  debit(tx: Db, input: { code: string; amountMinor: number; currency: string; orderId: string }): Promise<unknown>;
  refund(tx: Db, input: { code: string; amountMinor: number; orderId: string }): Promise<unknown>;
  issue(tx: Db, input: GiftcardIssue): Promise<string>;
  /** The guessing budgets of unknown codes per client address (shared with the balance check). */
  guessing?: { refuse(ip: string): Promise<void>; miss(ip: string): Promise<void> };
}

/** A registration line of the order: its index in the list, the product's SKU and its metadata. */
export interface RegistrationLine {
  index: number;
  sku: string;
  /** The line's `eventRegistration` metadata as stored (the port checks it). */
  metadata: unknown;
}

/**
 * Event registrations bought as cart lines (issue #20 item 2, SPEC §3 `eventRegistration`): the
 * events service takes the places inside the order transaction (refusing a full division, a closed
 * window or bad metadata, which rolls the whole order back) and gives them back on release.
 */
export interface RegistrationPort {
  takeForOrder(
    tx: Db,
    order: { orderId: string; customerId: number | null },
    lines: RegistrationLine[],
  ): Promise<unknown>;
  giveBackForOrder(tx: Db, orderId: string): Promise<void>;
}

/**
 * Custom quotes bought as cart lines (issue #22, ADR 0052): inside the order transaction the
 * quotes the order's lines name (`named`) are checked — one already ordered refuses the order — and
 * the ones whose prices the order is charged (`honoured`) become ordered; given back on release.
 */
export interface QuoteOrderPort {
  takeForOrder(
    tx: Db,
    order: { orderId: string; customerId: number | null },
    named: readonly string[],
    honoured: readonly string[],
  ): Promise<void>;
  giveBackForOrder(tx: Db, orderId: string): Promise<void>;
  /** Before pricing (verify): refuses an order naming a quote of the buyer already ordered (409). */
  refuseOrdered(customerId: number | null, named: readonly string[]): Promise<void>;
}

export interface CheckoutDeps {
  repo: CheckoutRepository;
  lists: ListsService;
  pricing: PricingService;
  catalog: CatalogService;
  signer: QuoteSigner;
  tickets: TicketService;
  programming: ProgrammingService;
  newsletter?: NewsletterService;
  /** The order and gift-card mails: jobs enqueued in the order's transaction (issue #18). */
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  /** Delivers the mail jobs due in this process (drain: tests, shutdown). */
  deliverMail?: () => Promise<void>;
  /**
   * The customer's saved cards (the stored-card payment must be one of them); `rememberCard` keeps
   * a card the gateway stored while authorising a `storeCard` payment (services/payment).
   */
  cards: {
    listCards(customerId: number): Promise<{ storedPaymentMethodId: string }[]>;
    rememberCard?(customerId: number, stored: StoredCard): Promise<unknown>;
  };
  provider: PaymentProvider;
  giftcards?: GiftcardPort;
  /** Event registrations bought as cart lines (issue #20): taken in the order transaction, given back on release. */
  registrations?: RegistrationPort;
  /** Custom quotes (issue #22): ordered in the order transaction, given back on release. */
  quotes?: QuoteOrderPort;
  paypal?: PaypalPort;
  affirm?: AffirmPort;
  publicBaseUrl?: string;
  /** Signs the guest's order link in the confirmation mail (ADR 0021); default: a random key. */
  guestLinks?: GuestLinks;
  logger?: Logger;
  now?: () => Date;
}

/** Who places or reads an order: the list owner plus the session's email. */
export interface Buyer extends ListOwner {
  email?: string | null;
}

/** SPEC §4: a payment waiting on 3-D Secure longer than this is given up (the sweeper). */
export const PENDING_TIMEOUT_MS = 15 * 60_000;

/** What the use-cases share: the service's dependencies and its few helpers (built once in checkout.service.ts). */
export interface CheckoutContext {
  deps: CheckoutDeps;
  repo: CheckoutRepository;
  now: () => Date;
  guestLinks: GuestLinks;
  /** Work after the answer (mail, newsletter): logged when it fails, awaited by drain(). */
  later(what: string, work: () => Promise<void>): void;
  /** The catalog's products of these ids, by id. */
  products(ids: Iterable<number>, site: Site): Promise<Map<number, ProductComplete>>;
}

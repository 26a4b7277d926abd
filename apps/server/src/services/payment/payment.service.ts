import { randomUUID } from "node:crypto";
import {
  type Address,
  type AddressInput,
  type CreditCard,
  type CreditCardInput,
  type CreditCardUpdate,
  ERRORS,
  type PaymentMethodsAnswer,
} from "@ironworks/contracts";
import { isCardExpired, type Site, type SiteCode } from "@ironworks/domain";
import { fieldError, httpError, notFound } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import {
  CardRefusedError,
  type PaymentProvider,
  PaymentRejectedError,
  PaymentUnavailableError,
  type StoredCard,
} from "./payment.provider.ts";
import { CardLimitError, type CardRow, type PaymentRepository } from "./payment.repository.ts";

/** The address book as the card use cases need it (services.addresses, passed in by services.ts). */
export interface AddressBookPort {
  book(customerId: number): Promise<{ addresses: Address[] }>;
  create(customerId: number, input: AddressInput, site: SiteCode): Promise<{ address: Address }>;
}

/** What the browser needs to tokenise a card at the gateway (public values). */
export interface CardEntryConfig {
  tokenizeUrl: string;
  clientKey: string;
}

export const CARDS_MAX = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Snapshot = NonNullable<CreditCard["billingAddress"]>;

function snapshot(a: Address): Snapshot {
  const { _id, isDefaultShipping, isDefaultBilling, ...rest } = a;
  return rest;
}

export function toCreditCard(row: CardRow, now: Date = new Date()): CreditCard {
  return {
    _id: row.id,
    isDefault: row.isDefault,
    billingAddressId: row.billingAddressId,
    billingAddress: (row.billingAddress as Snapshot | null) ?? null,
    expMonth: row.expMonth,
    expYear: row.expYear,
    expired: isCardExpired(row.expMonth, row.expYear, now),
    storedPaymentMethodId: row.storedPaymentMethodId,
    adyenType: row.adyenType,
    brand: row.brand,
    lastFour: row.lastFour,
    holderName: row.holderName,
  };
}

/** The gateway's shopper id for a customer (the gateway never learns the email or name). */
export const shopperReference = (customerId: number) => `ironworks-customer-${customerId}`;

/**
 * Saved cards (SPEC §3, §4, §7): a card is verified and stored at the gateway (zero-value
 * authorisation), and the store keeps its token with brand, last four, expiry and holder name.
 * The first card is the default; a new default clears the old; a card given a billing address
 * without an id has that address saved to the book first.
 */
export function createPaymentService(deps: {
  repo: PaymentRepository;
  provider: PaymentProvider;
  addresses: AddressBookPort;
  cardEntry: CardEntryConfig;
  logger?: Logger;
  now?: () => Date;
}) {
  const { repo, provider, addresses } = deps;
  const now = deps.now ?? (() => new Date());

  async function cards(customerId: number): Promise<CreditCard[]> {
    const at = now();
    return (await repo.list(customerId)).map((r) => toCreditCard(r, at));
  }

  async function resolveBilling(
    customerId: number,
    input: { billingAddressId?: string | null; billingAddress?: AddressInput | null },
    site: Site,
  ): Promise<{ billingAddressId: string | null; billingAddress: Snapshot | null } | undefined> {
    if (input.billingAddressId) {
      const { addresses: book } = await addresses.book(customerId);
      const found = book.find((a) => a._id === input.billingAddressId);
      if (!found)
        throw fieldError(
          "billingAddressId",
          "is not one of your addresses",
          "Invalid billingAddressId: not one of your addresses",
        );
      return { billingAddressId: found._id, billingAddress: snapshot(found) };
    }
    // SPEC §4: a card without billingAddressId has its billing address saved first.
    if (input.billingAddress) {
      const { address } = await addresses.create(customerId, input.billingAddress, site.code);
      return { billingAddressId: address._id, billingAddress: snapshot(address) };
    }
    if (input.billingAddressId === null || input.billingAddress === null)
      return { billingAddressId: null, billingAddress: null };
    return undefined;
  }

  function gatewayFailure(err: unknown): never {
    if (err instanceof CardRefusedError)
      throw httpError(ERRORS.cardRefused, `Your card was declined: ${err.refusalReason}.`, {
        refusalReason: err.refusalReason,
        refusalReasonCode: err.refusalReasonCode,
      });
    if (err instanceof PaymentRejectedError)
      throw httpError(ERRORS.paymentTokenInvalid, ERRORS.paymentTokenInvalid.message, {
        fields: [{ field: "paymentMethod", message: "is not a valid card token" }],
      });
    if (err instanceof PaymentUnavailableError) {
      deps.logger?.warn("payment gateway unavailable", { message: err.message });
      throw httpError(ERRORS.paymentProviderUnavailable);
    }
    throw err;
  }

  async function addCard(customerId: number, input: CreditCardInput, site: Site) {
    if ((await repo.list(customerId)).length >= CARDS_MAX)
      throw httpError(ERRORS.cardLimitReached, `You can save up to ${CARDS_MAX} cards.`);
    const billing = (await resolveBilling(customerId, input, site)) ?? { billingAddressId: null, billingAddress: null };
    const stored = await provider
      .storePaymentMethod({
        shopperReference: shopperReference(customerId),
        paymentMethod: input.paymentMethod,
        currency: site.currency,
        reference: `card-${randomUUID()}`,
      })
      .catch(gatewayFailure);
    try {
      const row = await repo.save(
        customerId,
        randomUUID(),
        { ...cardFields(stored), ...billing },
        input.isDefault === true,
        CARDS_MAX,
      );
      return { creditCard: toCreditCard(row, now()), creditCards: await cards(customerId) };
    } catch (err) {
      if (err instanceof CardLimitError)
        throw httpError(ERRORS.cardLimitReached, `You can save up to ${err.max} cards.`);
      throw err;
    }
  }

  /** What the store keeps of a card the gateway stored: its token and description, never the number. */
  function cardFields(stored: StoredCard) {
    return {
      storedPaymentMethodId: stored.storedPaymentMethodId,
      brand: stored.brand,
      lastFour: stored.lastFour,
      expMonth: stored.expiryMonth,
      expYear: stored.expiryYear,
      holderName: stored.holderName,
    };
  }

  async function requireCard(customerId: number, id: string): Promise<CardRow> {
    const row = UUID.test(id) ? await repo.find(customerId, id) : null;
    if (!row) throw notFound("No such card");
    return row;
  }

  async function removeRow(customerId: number, row: CardRow) {
    try {
      await provider.deleteStored(shopperReference(customerId), row.storedPaymentMethodId);
    } catch (err) {
      // Already gone at the gateway: the store's copy goes too.
      if (!(err instanceof PaymentRejectedError)) gatewayFailure(err);
    }
    if (!(await repo.delete(customerId, row.id))) throw notFound("No such card");
  }

  return {
    cardEntry: deps.cardEntry,
    listCards: cards,
    addCard,

    async updateCard(customerId: number, id: string, patch: CreditCardUpdate, site: Site) {
      await requireCard(customerId, id);
      const billing = await resolveBilling(customerId, patch, site);
      const row = await repo.update(customerId, id, { ...(patch.isDefault ? { isDefault: true } : {}), billing });
      if (!row) throw notFound("No such card");
      return { creditCard: toCreditCard(row, now()), creditCards: await cards(customerId) };
    },

    async removeCard(customerId: number, id: string) {
      await removeRow(customerId, await requireCard(customerId, id));
      return { creditCards: await cards(customerId) };
    },

    /**
     * Keeps a card the gateway already stored while authorising a payment (checkout's
     * `storeCard`, ADR 0016): no second verification. The first card becomes the default (SPEC §4);
     * a card already saved is left as it is; past CARDS_MAX nothing is added (null).
     */
    async rememberCard(customerId: number, stored: StoredCard): Promise<CreditCard | null> {
      const known = await repo.findByStoredId(customerId, stored.storedPaymentMethodId);
      if (known) return toCreditCard(known, now());
      try {
        const row = await repo.save(
          customerId,
          randomUUID(),
          { ...cardFields(stored), billingAddressId: null, billingAddress: null },
          false,
          CARDS_MAX,
        );
        return toCreditCard(row, now());
      } catch (err) {
        if (err instanceof CardLimitError) return null;
        throw err;
      }
    },

    /** Removes by the gateway's storedPaymentMethodId (the /svc_paymentmethod view). */
    async removeStored(customerId: number, storedPaymentMethodId: string) {
      const row =
        /^[A-Za-z0-9_-]{1,64}$/.test(storedPaymentMethodId) &&
        (await repo.findByStoredId(customerId, storedPaymentMethodId));
      if (!row) throw notFound("No such payment method");
      await removeRow(customerId, row);
    },

    /** Adyen's /paymentMethods for the country, with the customer's saved cards (none for a guest). */
    async paymentMethods(customerId: number | null, countryCode: string): Promise<PaymentMethodsAnswer> {
      const offered = await provider.paymentMethods({ countryCode }).catch(gatewayFailure);
      const saved = customerId ? await cards(customerId) : [];
      return {
        paymentMethods: offered.paymentMethods,
        storedPaymentMethods: saved.map((c) => ({
          id: c.storedPaymentMethodId,
          _id: c._id,
          type: c.adyenType,
          brand: c.brand,
          name: c.brand.toUpperCase(),
          lastFour: c.lastFour,
          expiryMonth: String(c.expMonth).padStart(2, "0"),
          expiryYear: String(c.expYear),
          holderName: c.holderName,
          isDefault: c.isDefault,
          expired: c.expired,
          billingAddressId: c.billingAddressId,
          supportedShopperInteractions: ["Ecommerce", "ContAuth"],
        })),
      };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

import { COMPARE_FULL_MESSAGE, MISSING_CUSTOMER_MESSAGE, NOT_COMPARABLE_MESSAGE } from "@ironworks/domain";
import { z } from "zod";
import { COMPARE_ERROR_CODES } from "./compare.ts";
import { CUSTOMER_ERROR_CODES } from "./customer.ts";
import { ADDRESS_ERROR_CODES } from "./address-book.ts";
import { BIN_ERROR_CODES } from "./bin.ts";
import { FULFILMENT_ERROR_CODES, ORDER_ERROR_CODES } from "./checkout.ts";
import { LIST_ERROR_CODES } from "./lists.ts";
import { NEWSLETTER_ERROR_CODES } from "./newsletter.ts";
import { PAYMENT_ERROR_CODES } from "./payment.ts";
import { PRICING_ERROR_CODE } from "./pricing.ts";
import { PROGRAMMING_ERROR_CODES } from "./programming.ts";
import { SEARCH_ERROR_CODES } from "./search.ts";
import { RETURNS_ERROR_CODES } from "./returns.ts";
import { STAFF_ERROR_CODES } from "./staff.ts";
import { REVIEW_ERROR_CODES } from "./reviews.ts";
import { INDEX_ERROR_CODES } from "./index-hub.ts";
import { EVENT_ERROR_CODES } from "./events.ts";
import { ZEUS_ERROR_CODES } from "./zeus.ts";

/** DESIGN §5: one JSON shape for every failure. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_CODES = {
  validation: "validation_error",
  notFound: "not_found",
  productNotFound: "product_not_found",
  categoryNotFound: "category_not_found",
  pageNotFound: "page_not_found",
  blockNotFound: "block_not_found",
  routeNotFound: "route_not_found",
  unknownSite: "unknown_site",
  malformedJson: "malformed_json",
  payloadTooLarge: "payload_too_large",
  internal: "internal_error",
  unavailable: "service_unavailable",
} as const;

/** The HTTP statuses an expected failure may carry (DESIGN §5: 400 input, 401/403 auth, 404 missing, 409 conflicts…). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 422 | 429 | 500 | 503;

/** One kind of failure: the wire code, the status it is always answered with, and its default message. */
export interface ErrorKind {
  readonly code: string;
  readonly status: ErrorStatus;
  readonly message: string;
}

const kind = <const C extends string, const S extends ErrorStatus>(code: C, status: S, message: string) => ({
  code,
  status,
  message,
});

/**
 * The error catalogue (ADR 0027): every failure the server answers, with its status where it is
 * defined. Codes are the SPEC §8 / per-service contract codes; a code answered with two statuses
 * (a gift card unknown on lookup vs. at payment) is two kinds. A call site may give a more precise
 * message and details; it never chooses the code or the status.
 */
export const ERRORS = {
  // Platform: every service.
  validation: kind(ERROR_CODES.validation, 400, "Invalid input"),
  malformedJson: kind(ERROR_CODES.malformedJson, 400, "Request body is not valid JSON"),
  payloadTooLarge: kind(ERROR_CODES.payloadTooLarge, 413, "Request body is too large"),
  notFound: kind(ERROR_CODES.notFound, 404, "Not found"),
  methodNotAllowed: kind("method_not_allowed", 405, "Only GET is supported"),
  unknownSite: kind(ERROR_CODES.unknownSite, 404, "Unknown site"),
  internal: kind(ERROR_CODES.internal, 500, "Something went wrong on our side."),
  unavailable: kind(
    ERROR_CODES.unavailable,
    503,
    "The store lost its database connection for a moment. Please try again.",
  ),
  csrfFailed: kind("csrf_failed", 403, "This request did not come from the store's own pages."),
  adminUnauthorized: kind("unauthorized", 401, "A valid admin token is required"),
  captchaFailed: kind(CUSTOMER_ERROR_CODES.captchaFailed, 400, "The security check failed. Please try again."),
  tooManyAttempts: kind(
    CUSTOMER_ERROR_CODES.tooManyAttempts,
    429,
    "Too many attempts. Please wait a moment and try again.",
  ),

  // Catalog, content, routes, countries.
  productNotFound: kind(ERROR_CODES.productNotFound, 404, "Product not found"),
  categoryNotFound: kind(ERROR_CODES.categoryNotFound, 404, "Category not found"),
  pageNotFound: kind(ERROR_CODES.pageNotFound, 404, "Page not found"),
  blockNotFound: kind(ERROR_CODES.blockNotFound, 404, "Block not found"),
  routeNotFound: kind(ERROR_CODES.routeNotFound, 404, "No route for this URL"),
  countryNotFound: kind("country_not_found", 404, "Unknown country"),

  // Feature flags (GrowthBook-shaped SDK endpoints and the admin CLI).
  unknownClientKey: kind("unknown_client_key", 404, "Unknown SDK client key"),
  tooManyStreams: kind("too_many_streams", 429, "Too many open flag streams"),
  flagNotFound: kind("flag_not_found", 404, "Unknown flag"),

  // Search.
  searchUnauthorized: kind(SEARCH_ERROR_CODES.unauthorized, 401, "A valid search token is required"),
  searchUriNotFound: kind(SEARCH_ERROR_CODES.uriNotFound, 404, "No page configured for context.page.uri"),
  unknownWidget: kind(SEARCH_ERROR_CODES.unknownWidget, 400, "Unknown widget"),

  // Pricing (SPEC §8 pricing errors travel as this one code with the spec's message).
  pricing: kind(PRICING_ERROR_CODE, 422, "Invalid cart item"),

  // Lists.
  listNotFound: kind(LIST_ERROR_CODES.listNotFound, 404, "List not found"),
  listItemNotFound: kind(LIST_ERROR_CODES.itemNotFound, 404, "List item not found"),
  listFull: kind(LIST_ERROR_CODES.listFull, 409, "This list is full."),
  listLoginRequired: kind(LIST_ERROR_CODES.loginRequired, 401, "Please sign in to use this list."),
  registryNotFound: kind(LIST_ERROR_CODES.registryNotFound, 404, "Registry not found"),

  // Compare lists and brands (issue 23 items 5–6).
  compareFull: kind(COMPARE_ERROR_CODES.compareFull, 409, COMPARE_FULL_MESSAGE),
  notComparable: kind(COMPARE_ERROR_CODES.notComparable, 409, NOT_COMPARABLE_MESSAGE),
  brandNotFound: kind(COMPARE_ERROR_CODES.brandNotFound, 404, "Brand not found"),

  // Account, addresses, password reset.
  unauthorized: kind(CUSTOMER_ERROR_CODES.unauthorized, 401, MISSING_CUSTOMER_MESSAGE),
  invalidCredentials: kind(
    CUSTOMER_ERROR_CODES.invalidCredentials,
    401,
    "The email or password you entered is incorrect.",
  ),
  currentPasswordInvalid: kind(CUSTOMER_ERROR_CODES.currentPasswordInvalid, 403, "Your current password is incorrect."),
  emailTaken: kind(CUSTOMER_ERROR_CODES.emailTaken, 409, "We could not change your email to this address."),
  registrationLinkInvalid: kind(
    CUSTOMER_ERROR_CODES.registrationLinkInvalid,
    400,
    "This link is no longer valid. Please create your account again.",
  ),
  resetTokenInvalid: kind(
    CUSTOMER_ERROR_CODES.resetTokenInvalid,
    400,
    "This password reset link is not valid or has already been used. Please request a new one.",
  ),
  resetTokenExpired: kind(
    CUSTOMER_ERROR_CODES.resetTokenExpired,
    400,
    "This password reset link has expired. Please request a new one.",
  ),
  addressLimitReached: kind(ADDRESS_ERROR_CODES.limitReached, 409, "You have saved as many addresses as you can."),

  // Back-in-stock alerts, programs, newsletters.
  binNotFound: kind(BIN_ERROR_CODES.binNotFound, 404, "Back-in-stock alert not found"),
  tooManyBins: kind(BIN_ERROR_CODES.tooManyBins, 409, "You have as many alerts as you can keep."),
  binAlreadySubscribed: kind(BIN_ERROR_CODES.alreadySubscribed, 409, "You are already subscribed to this product."),
  binLinkInvalid: kind(
    BIN_ERROR_CODES.binLinkInvalid,
    400,
    "This link is no longer valid. Please set the alert again.",
  ),
  programNotFound: kind(PROGRAMMING_ERROR_CODES.programNotFound, 404, "Program not found"),
  newsletterForbidden: kind(NEWSLETTER_ERROR_CODES.forbidden, 403, "You can change only your own subscriptions."),

  // Saved cards and wallets.
  cardRefused: kind(PAYMENT_ERROR_CODES.cardRefused, 422, "Your card was declined."),
  paymentTokenInvalid: kind(
    PAYMENT_ERROR_CODES.invalidToken,
    400,
    "The card details expired or are invalid. Please enter them again.",
  ),
  paymentProviderUnavailable: kind(
    PAYMENT_ERROR_CODES.unavailable,
    503,
    "We couldn't reach our payment provider. Please try again.",
  ),
  cardLimitReached: kind(PAYMENT_ERROR_CODES.cardLimitReached, 409, "You have saved as many cards as you can."),
  walletRefused: kind(ORDER_ERROR_CODES.paymentError, 422, "The payment provider refused this payment."),

  // Gift cards.
  giftcardNotFound: kind(ORDER_ERROR_CODES.giftcardNotExist, 404, "We could not find a gift card with this code."),
  giftcardNotExist: kind(ORDER_ERROR_CODES.giftcardNotExist, 409, "This gift card does not exist."),
  giftcardBalance: kind(ORDER_ERROR_CODES.giftcardBalanceError, 409, "This gift card cannot pay this amount."),

  // Orders (SPEC §8): the totals the browser showed disagree with the server's, and the order's own failures.
  wrongTaxTotal: kind(ORDER_ERROR_CODES.wrongTaxTotal, 409, "The tax total has changed."),
  wrongDiscount: kind(ORDER_ERROR_CODES.wrongDiscount, 409, "The discount has changed."),
  wrongGrandTotal: kind(ORDER_ERROR_CODES.wrongGrandTotal, 409, "The order total has changed."),
  wrongPaymentAmount: kind(ORDER_ERROR_CODES.wrongPaymentAmount, 409, "The payment amount does not match the order."),
  shippingRate: kind(ORDER_ERROR_CODES.shippingRate, 409, "The shipping rate has changed."),
  wrongShippingTotal: kind(ORDER_ERROR_CODES.wrongShippingTotal, 409, "The shipping total has changed."),
  wrongShippingRate: kind(ORDER_ERROR_CODES.wrongShippingRate, 409, "The shipping rate has changed."),
  shippingMethodNotFound: kind(ORDER_ERROR_CODES.shippingMethodNotFound, 409, "This shipping method is not offered."),
  shippingMethodNotValid: kind(ORDER_ERROR_CODES.shippingMethodNotValid, 409, "This shipping method cannot be used."),
  wrongProductPrice: kind(ORDER_ERROR_CODES.wrongProductPrice, 409, "A price in your cart has changed."),
  pickupDisabled: kind(ORDER_ERROR_CODES.pickupDisabled, 409, "Pickup is not available for this order."),
  inventoryError: kind(ORDER_ERROR_CODES.inventoryError, 409, "Some items are no longer in stock."),
  orderAlreadyPublished: kind(ORDER_ERROR_CODES.orderAlreadyPublished, 409, "This order was already placed."),
  ticketRequired: kind(ORDER_ERROR_CODES.ticketRequired, 409, "This product needs a ticket."),
  ticketUsed: kind(ORDER_ERROR_CODES.ticketUsed, 409, "This ticket has no use left."),
  accountLimit: kind(ORDER_ERROR_CODES.accountLimit, 409, "This product can be bought once per account."),
  subscriptionAgreeMissing: kind(
    ORDER_ERROR_CODES.subscriptionAgreeMissing,
    422,
    "Please agree to the subscription terms to place this order.",
  ),
  emptyOrder: kind(ORDER_ERROR_CODES.emptyOrder, 422, "Your cart is empty."),
  cvvRequired: kind(ORDER_ERROR_CODES.cvvRequired, 402, "Please enter the security code (CVV) of your card."),
  paymentError: kind(ORDER_ERROR_CODES.paymentError, 402, "The payment was refused."),
  threeDs: kind(ORDER_ERROR_CODES.threeDs, 402, "3-D Secure failed."),
  paymentUnavailable: kind(
    ORDER_ERROR_CODES.paymentUnavailable,
    503,
    "We couldn't reach our payment provider. Please try again.",
  ),
  orderNotFound: kind(ORDER_ERROR_CODES.orderNotFound, 404, "Order not found"),
  orderLinkExpired: kind(
    ORDER_ERROR_CODES.orderLinkExpired,
    410,
    "This order link has expired. Find your order with its number and your email address.",
  ),
  orderLoginRequired: kind(ORDER_ERROR_CODES.loginRequired, 401, "Please sign in to see your orders."),

  // Fulfilment (CLI and admin door): the order cannot take this step.
  orderNotPaid: kind(FULFILMENT_ERROR_CODES.notPaid, 409, "This order is not paid."),
  nothingToShip: kind(FULFILMENT_ERROR_CODES.nothingToShip, 409, "This order has nothing to ship."),
  orderNotShipped: kind(FULFILMENT_ERROR_CODES.notShipped, 409, "This order has not been shipped."),

  // The back office (issue #17, ADR 0037).
  staffUnauthenticated: kind(STAFF_ERROR_CODES.unauthenticated, 401, "Sign in to the back office."),
  staffForbidden: kind(STAFF_ERROR_CODES.forbidden, 403, "Your role does not have this permission."),
  staffInvalidCredentials: kind(
    STAFF_ERROR_CODES.invalidCredentials,
    401,
    "The email, password or authenticator code is not right.",
  ),
  staffSetupInvalid: kind(STAFF_ERROR_CODES.setupInvalid, 410, "This setup link is unknown, used or expired."),
  staffEmailTaken: kind(STAFF_ERROR_CODES.staffEmailTaken, 409, "A staff member with this email exists already."),
  staffSelf: kind(STAFF_ERROR_CODES.staffSelf, 409, "You cannot change your own role or access; ask another owner."),
  staffLastOwner: kind(
    STAFF_ERROR_CODES.staffLastOwner,
    409,
    "The store would have no active owner left. Make someone else owner first.",
  ),
  staffTotpRequired: kind(
    STAFF_ERROR_CODES.staffTotpRequired,
    409,
    "This role moves money and needs an authenticator, which this member has not enrolled. Send them a new setup link first.",
  ),
  versionConflict: kind(
    STAFF_ERROR_CODES.versionConflict,
    409,
    "Someone else saved this first. Review their version and save again.",
  ),
  refundExceedsCaptured: kind(
    STAFF_ERROR_CODES.refundExceedsCaptured,
    409,
    "The refund is more than what is left of the captured payment.",
  ),
  refundExceedsTender: kind(
    STAFF_ERROR_CODES.refundExceedsTender,
    409,
    "The refund is more than what is left of what this tender (the card or a gift card) paid.",
  ),
  identifierInUse: kind(
    STAFF_ERROR_CODES.identifierInUse,
    409,
    "Another page or block of this store already has this identifier.",
  ),
  categoryNotEmpty: kind(
    STAFF_ERROR_CODES.categoryNotEmpty,
    409,
    "This category still has sub-categories or products: move them or disable the category instead.",
  ),
  optionValueExists: kind(
    STAFF_ERROR_CODES.optionValueExists,
    409,
    "This option already has this value: choose another value or edit the existing one.",
  ),
  lastOptionValue: kind(
    STAFF_ERROR_CODES.lastOptionValue,
    409,
    "This is the option's last value: a configurable product needs at least one value per option.",
  ),
  optionExists: kind(
    STAFF_ERROR_CODES.optionExists,
    409,
    "This product already has an option or attribute with this code: choose another code.",
  ),
  optionHasValues: kind(
    STAFF_ERROR_CODES.optionHasValues,
    409,
    "This option still has several values: remove its other values first, then the option.",
  ),
  lastOption: kind(
    STAFF_ERROR_CODES.lastOption,
    409,
    "This is the product's last option: a configurable product varies on at least one option.",
  ),
  orderNotRefundable: kind(STAFF_ERROR_CODES.orderNotRefundable, 409, "This order has not been paid."),
  refundNotSupported: kind(
    STAFF_ERROR_CODES.refundNotSupported,
    409,
    "This payment method cannot be refunded from the back office yet.",
  ),
  refundFailed: kind(STAFF_ERROR_CODES.refundFailed, 422, "The payment provider refused the refund."),
  orderNotCancellable: kind(
    STAFF_ERROR_CODES.orderNotCancellable,
    409,
    "This order cannot be cancelled: it failed, was cancelled or has shipped.",
  ),
  refundInProgress: kind(
    STAFF_ERROR_CODES.refundInProgress,
    409,
    "This refund is still being asked of the payment provider. Try again in a moment.",
  ),
  mailNotRetryable: kind(
    STAFF_ERROR_CODES.mailNotRetryable,
    409,
    "This mail cannot be sent again: it did not fail, is being sent, or there is no mail relay.",
  ),
  jobNotRetryable: kind(
    STAFF_ERROR_CODES.jobNotRetryable,
    409,
    "This job cannot be run again: there is no such failed job (it may have been retried already).",
  ),
  idempotencyKeyReused: kind(
    STAFF_ERROR_CODES.idempotencyKeyReused,
    422,
    "This Idempotency-Key was already used for a refund of another amount.",
  ),
  orderMailNotSent: kind(
    STAFF_ERROR_CODES.orderMailNotSent,
    409,
    "This order has no confirmation mail to send again: it is not paid.",
  ),
  urlInUse: kind(STAFF_ERROR_CODES.urlInUse, 409, "This URL is already used by another page or redirect."),
  skuInUse: kind(STAFF_ERROR_CODES.skuInUse, 409, "Another product has this SKU."),
  productNotDuplicable: kind(
    STAFF_ERROR_CODES.productNotDuplicable,
    409,
    "A configurable product's variants are products of their own: duplicate a simple, bundle or grouped product.",
  ),
  redirectShadowsPage: kind(
    STAFF_ERROR_CODES.redirectShadowsPage,
    409,
    "This path shows a product, category or page: confirm to redirect it anyway.",
  ),

  // Reviews and questions (issue #23).
  reviewLinkInvalid: kind(REVIEW_ERROR_CODES.linkInvalid, 400, "This review link is not valid."),
  reviewLinkExpired: kind(
    REVIEW_ERROR_CODES.linkExpired,
    410,
    "This review link has expired. Sign in to review your products from your account.",
  ),
  tooManyVotes: kind(REVIEW_ERROR_CODES.tooManyVotes, 429, "Too many votes from your address. Please try later."),
  alreadyVoted: kind(REVIEW_ERROR_CODES.alreadyVoted, 409, "You have already voted on this."),
  answerNotAllowed: kind(
    REVIEW_ERROR_CODES.answerNotAllowed,
    403,
    "Only our team and verified owners of this product can answer.",
  ),
  reviewModerationConflict: kind(REVIEW_ERROR_CODES.moderationConflict, 409, "The review cannot move to this state."),
  // Returns (issue #21).
  returnsClosed: kind(RETURNS_ERROR_CODES.returnsClosed, 404, "Online returns are not open for this store."),
  rmaNotFound: kind(RETURNS_ERROR_CODES.rmaNotFound, 404, "Return not found"),
  lineNotReturnable: kind(
    RETURNS_ERROR_CODES.lineNotReturnable,
    422,
    "One or more of the items chosen cannot be returned as asked.",
  ),
  rmaAlreadyConfirmed: kind(
    RETURNS_ERROR_CODES.alreadyConfirmed,
    409,
    "This return was already confirmed: nothing was changed.",
  ),
  rmaWrongState: kind(RETURNS_ERROR_CODES.wrongState, 409, "The return is not in a state that allows this."),
  withdrawalNotFound: kind(RETURNS_ERROR_CODES.withdrawalNotFound, 404, "Withdrawal not found"),
  withdrawalClosed: kind(RETURNS_ERROR_CODES.withdrawalClosed, 404, "Withdrawal online is not offered for this store."),
  lineNotWithdrawable: kind(
    RETURNS_ERROR_CODES.lineNotWithdrawable,
    422,
    "One or more of the items chosen cannot be withdrawn from.",
  ),
  withdrawalAlreadyConfirmed: kind(
    RETURNS_ERROR_CODES.withdrawalAlreadyConfirmed,
    409,
    "This withdrawal was already confirmed: nothing was changed.",
  ),
  // The Index (issue #19): WordPress's own codes on /wp-json/wp/v2, the storefront's on /theindex.
  indexInvalidParam: kind(INDEX_ERROR_CODES.invalidParam, 400, "Invalid parameter(s)"),
  indexInvalidPageNumber: kind(
    INDEX_ERROR_CODES.invalidPageNumber,
    400,
    "The page number requested is larger than the number of pages available.",
  ),
  indexPostInvalidId: kind(INDEX_ERROR_CODES.postInvalidId, 404, "Invalid post ID."),
  indexTermInvalid: kind(INDEX_ERROR_CODES.termInvalid, 404, "Term does not exist."),
  indexUserInvalidId: kind(INDEX_ERROR_CODES.userInvalidId, 404, "Invalid user ID."),
  indexNoRoute: kind(INDEX_ERROR_CODES.noRoute, 404, "No route was found matching the URL and request method."),
  indexPostNotFound: kind(INDEX_ERROR_CODES.postNotFound, 404, "Article not found"),
  indexCategoryNotFound: kind(INDEX_ERROR_CODES.categoryNotFound, 404, "Index category not found"),
  indexSlugInUse: kind(INDEX_ERROR_CODES.slugInUse, 409, "Another post already uses this slug in this language."),
  indexRevisionNotFound: kind(INDEX_ERROR_CODES.revisionNotFound, 404, "This post has no such revision."),
  // Events (issue #20).
  eventNotFound: kind(EVENT_ERROR_CODES.eventNotFound, 404, "Event not found"),
  divisionFull: kind(EVENT_ERROR_CODES.divisionFull, 409, "This division is full."),
  alreadyRegistered: kind(EVENT_ERROR_CODES.alreadyRegistered, 409, "You are already registered for this event."),
  registrationClosed: kind(EVENT_ERROR_CODES.registrationClosed, 409, "Registration for this event is not open."),
  notRegistered: kind(EVENT_ERROR_CODES.notRegistered, 403, "You are not registered for this event."),
  notEventModerator: kind(EVENT_ERROR_CODES.notEventModerator, 403, "You do not moderate this event."),
  scoreWrongState: kind(EVENT_ERROR_CODES.scoreWrongState, 409, "The score is not in a state that allows this."),
  leaderboardFrozen: kind(EVENT_ERROR_CODES.leaderboardFrozen, 409, "The leaderboard is frozen: nothing is published."),
  registrationNeedsPurchase: kind(
    EVENT_ERROR_CODES.registrationNeedsPurchase,
    409,
    "A place in this event is bought: add the registration to your cart and check out.",
  ),
  waiverRequired: kind(EVENT_ERROR_CODES.waiverRequired, 400, "Accept the event's waiver to register."),
  waiverOutdated: kind(
    EVENT_ERROR_CODES.waiverOutdated,
    409,
    "The event's waiver has changed: read and accept the current version.",
  ),
  heatNotFound: kind(EVENT_ERROR_CODES.heatNotFound, 404, "No such heat in this event."),
  laneTaken: kind(EVENT_ERROR_CODES.laneTaken, 409, "That lane is taken."),
  heatNumberTaken: kind(
    EVENT_ERROR_CODES.heatNumberTaken,
    409,
    "Another heat of this workout and division has that number.",
  ),
  alreadyInHeat: kind(
    EVENT_ERROR_CODES.alreadyInHeat,
    409,
    "The athlete already has a lane in another heat of this workout.",
  ),
  // The ZEUS builder and custom quotes (issue #22).
  zeusPlanInvalid: kind(ZEUS_ERROR_CODES.planInvalid, 400, "The gym plan cannot be built as drawn."),
  zeusStalePrice: kind(
    ZEUS_ERROR_CODES.stalePrice,
    409,
    "Prices changed since the plan was priced: check the new total and try again.",
  ),
  zeusProjectNotFound: kind(ZEUS_ERROR_CODES.projectNotFound, 404, "Gym project not found"),
  zeusQuoteNotFound: kind(ZEUS_ERROR_CODES.quoteNotFound, 404, "Quote not found"),
  zeusQuoteWrongState: kind(ZEUS_ERROR_CODES.quoteWrongState, 409, "The quote is not in a state that allows this."),
  zeusQuoteExpired: kind(ZEUS_ERROR_CODES.quoteExpired, 409, "This quote has expired."),
  zeusQuoteOrdered: kind(ZEUS_ERROR_CODES.quoteOrdered, 409, "This quote was already ordered."),
  zeusClosed: kind(ZEUS_ERROR_CODES.closed, 404, "The gym builder is not available for this store."),
} as const satisfies Record<string, ErrorKind>;

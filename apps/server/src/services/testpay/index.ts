export { CHALLENGE_PASSWORD, CHALLENGE_TTL_MS } from "./testpay.adyen.ts";
export { TEST_CARDS } from "./testpay.cards.ts";
export { createTestpayRepository } from "./testpay.repository.ts";
export { type TestpayOptions, testpayRoutes } from "./testpay.routes.ts";

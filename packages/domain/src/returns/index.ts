export * from "./policy.ts";
export * from "./refund.ts";
export * from "./states.ts";
export * from "./withdrawal.ts";
export * from "./exchange.ts";

export * from "./engine.ts";
export * from "./packages.ts";
export * from "./zones.ts";
export * from "./address-check.ts";
export * from "./quote-charges.ts";

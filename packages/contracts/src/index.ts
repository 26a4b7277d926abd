export * from "./errors.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./blocks.ts";
export * from "./pricing.ts";
export * from "./search.ts";
export * from "./shipping.ts";
export * from "./tax.ts";

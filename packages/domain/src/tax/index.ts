export * from "./compute.ts";
export * from "./rates.ts";
export * from "./vat-number.ts";

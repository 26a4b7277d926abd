export * from "./email.ts";
export * from "./merge.ts";
export * from "./pickup.ts";
export * from "./quantity.ts";
export * from "./stock.ts";
export * from "./validation.ts";
export * from "./message.ts";

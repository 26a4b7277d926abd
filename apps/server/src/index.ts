export type { Services } from "./services.ts";
export type { Config } from "./platform/config.ts";

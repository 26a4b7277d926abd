export type { Services } from "./services.ts";
export type { Config } from "./platform/config.ts";
export type { RequestSession, SessionInfo } from "./platform/session.ts";

import type { ListMessage } from "@ironworks/contracts";
import { createContext, useContext, useEffect } from "react";
import type { CartActionData } from "./cart-intents.ts";

/** SPEC §9: a cart message shows for 6000 ms. */
export const CART_MESSAGE_MS = 6000;

export type CartMessage = Pick<ListMessage, "type" | "message"> & {
  code: string;
  itemId?: string | undefined;
  /** What the message names (product, quantities), for the page's wording (cart-words.ts). */
  values?: ListMessage["values"];
  /** A refused form's reason (validation_error). */
  reason?: string | undefined;
};

/** What an action answer has to say: a failure, or the messages of the change (e.g. a capped quantity). */
export function answerMessages(answer: CartActionData | undefined): CartMessage[] {
  // The estimate form shows its own answers.
  if (!answer || answer.intent === "estimate") return [];
  if (!answer.ok) return [{ type: "error", code: answer.code, message: answer.message, reason: answer.reason }];
  return answer.messages;
}

/** Rows report their fetchers' answers to the page's message region through this. */
export const ReportMessages = createContext<(messages: CartMessage[]) => void>(() => {});

/** Reports a fetcher's answer once, when it arrives. */
export function useReportAnswer(fetcher: { state: string; data: CartActionData | undefined }) {
  const report = useContext(ReportMessages);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === "idle" && data) report(answerMessages(data));
  }, [state, data, report]);
}

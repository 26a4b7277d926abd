import type { Messages } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

/**
 * The text a route's compiled messages travel as in loader data (ADR 0035 addendum, issue 15's SSR
 * budget). The text is escaped twice on its way into the page: as a string in the turbo-stream, and
 * the stream chunk again as a JavaScript string in the inline script. As JSON, every quote of it
 * became four characters (`\\\"`), a product page's messages took 27 KB of the page for 20 KB of
 * JSON, and the server compressed and wrote all of it on every uncached page. This form has no
 * character either layer escapes, and shares key prefixes:
 *
 * - records, one per message, in key order, joined by `~`;
 * - a record: one base-62 digit (how many leading characters its key shares with the previous
 *   record's key), the rest of the key, `=`, the message;
 * - a message without placeholders is its text; a compiled one (a token array) is `^` and its JSON
 *   with every `"` written as a backtick.
 *
 * `catalog.product.sku=SKU` after `catalog.product.form=…` is `g` (16) `sku=SKU`. When a key or a
 * message holds one of the characters the form relies on, the messages travel as JSON instead
 * (the text then starts with `{`): a message can say anything, it then just costs more bytes.
 */
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const RECORD = "~";
const KEY_END = "=";
const COMPILED = "^";
const QUOTE = "`";

/** The messages as the compact text (or JSON when it cannot be said that way). */
export function packMessages(messages: Messages): string {
  const keys = Object.keys(messages).sort();
  const records: string[] = [];
  let previous = "";
  for (const key of keys) {
    if (key.includes(RECORD) || key.includes(KEY_END) || key === "") return JSON.stringify(messages);
    const message = messages[key] as CompiledMessage | string;
    let text: string;
    if (typeof message === "string") {
      if (message.includes(RECORD) || message.startsWith(COMPILED)) return JSON.stringify(messages);
      text = message;
    } else {
      const json = JSON.stringify(message);
      if (json.includes(RECORD) || json.includes(QUOTE)) return JSON.stringify(messages);
      text = COMPILED + json.replaceAll('"', QUOTE);
    }
    let shared = 0;
    const most = Math.min(previous.length, key.length - 1, DIGITS.length - 1);
    while (shared < most && previous[shared] === key[shared]) shared++;
    records.push(`${DIGITS[shared]}${key.slice(shared)}${KEY_END}${text}`);
    previous = key;
  }
  return records.join(RECORD);
}

/** `packMessages`' text back as messages (JSON too, for text packed that way). */
export function unpackMessages(packed: string): Messages {
  if (packed.startsWith("{")) return JSON.parse(packed) as Messages;
  const messages: Messages = {};
  let previous = "";
  for (const record of packed.split(RECORD)) {
    if (!record) continue;
    const end = record.indexOf(KEY_END, 1);
    const key = previous.slice(0, DIGITS.indexOf(record[0] as string)) + record.slice(1, end);
    const text = record.slice(end + 1);
    messages[key] = text.startsWith(COMPILED)
      ? (JSON.parse(text.slice(1).replaceAll(QUOTE, '"')) as CompiledMessage)
      : (text as unknown as CompiledMessage);
    previous = key;
  }
  return messages;
}

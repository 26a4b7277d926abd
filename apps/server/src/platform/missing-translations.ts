import type { Logger } from "./logger.ts";

/**
 * A missing translation falls back to English and is logged once per entity, locale and field
 * (issue 15 item 3, ADR 0038): staff see what to translate without a log line per request.
 */
export type MissingTranslation = (entity: string, id: number | string, locale: string, field: string) => void;

/** One logged miss (this process, since it started). */
export interface MissingTranslationEntry {
  entity: string;
  id: string;
  locale: string;
  field: string;
}

/** The log, and what it logged: the back office's missing-translations screen shows it. */
export type MissingTranslationLog = MissingTranslation & { entries(): MissingTranslationEntry[] };

export function createMissingTranslationLog(logger?: Pick<Logger, "warn">, max = 10_000): MissingTranslationLog {
  const seen = new Map<string, MissingTranslationEntry>();
  const log: MissingTranslation = (entity, id, locale, field) => {
    const key = `${entity}:${id}:${locale}:${field}`;
    if (seen.has(key) || seen.size >= max) return;
    seen.set(key, { entity, id: String(id), locale, field });
    logger?.warn("translation missing: English shown", { entity, id, locale, field });
  };
  return Object.assign(log, { entries: () => [...seen.values()] });
}

import type { Logger } from "./logger.ts";

/**
 * A missing translation falls back to English and is logged once per entity, locale and field
 * (issue 15 item 3, ADR 0038): staff see what to translate without a log line per request.
 */
export type MissingTranslation = (entity: string, id: number | string, locale: string, field: string) => void;

export function createMissingTranslationLog(logger?: Pick<Logger, "warn">, max = 10_000): MissingTranslation {
  const seen = new Set<string>();
  return (entity, id, locale, field) => {
    const key = `${entity}:${id}:${locale}:${field}`;
    if (seen.has(key) || seen.size >= max) return;
    seen.add(key);
    logger?.warn("translation missing: English shown", { entity, id, locale, field });
  };
}

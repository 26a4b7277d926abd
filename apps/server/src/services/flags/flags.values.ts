import type { FeatureApiResponse, FeatureDefinition } from "@growthbook/growthbook";
import type { FlagValueType } from "@ironworks/domain";
import { z } from "zod";

/** GET /api/features/{clientKey} and every `event: features` on /sub/{clientKey} (GrowthBook SDK shape). */
export interface FeaturesPayload extends FeatureApiResponse {
  status: 200;
  features: Record<string, FeatureDefinition>;
  experiments: [];
  dateUpdated: string;
}

/** One flag as the CLI and the admin endpoint show it. */
export interface FlagView {
  key: string;
  type: FlagValueType;
  value: unknown;
  rules: Record<string, unknown>[];
  description: string;
  updatedAt: string | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const BOOLEAN_WORDS: Record<string, boolean> = {
  on: true,
  off: false,
  true: true,
  false: false,
  yes: true,
  no: false,
  "1": true,
  "0": false,
  enabled: true,
  disabled: false,
};

const MAX_JSON_CHARS = 16_384;

/** Command-line text to a value of the flag's type: `on`/`off` for booleans, numbers, strings, JSON. */
export function parseFlagInput(type: FlagValueType, text: string): Parsed<unknown> {
  const trimmed = text.trim();
  switch (type) {
    case "boolean": {
      const value = BOOLEAN_WORDS[trimmed.toLowerCase()];
      return value === undefined ? { ok: false, message: "expected on or off" } : { ok: true, value };
    }
    case "number": {
      const value = Number(trimmed);
      return trimmed !== "" && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, message: "expected a number" };
    }
    case "string":
      return text.length <= 1000 ? { ok: true, value: text } : { ok: false, message: "is longer than 1000 characters" };
    case "json":
      if (trimmed.length > MAX_JSON_CHARS) return { ok: false, message: `is longer than ${MAX_JSON_CHARS} characters` };
      try {
        return { ok: true, value: JSON.parse(trimmed) };
      } catch {
        return { ok: false, message: "expected JSON" };
      }
  }
}

/** Whether a value has the flag's type (JSON flags take any JSON value but null). */
export function checkFlagValue(type: FlagValueType, value: unknown): Parsed<unknown> {
  const ok =
    type === "json"
      ? value !== null && value !== undefined && JSON.stringify(value).length <= MAX_JSON_CHARS
      : type === "number"
        ? typeof value === "number" && Number.isFinite(value)
        : typeof value === type;
  return ok ? { ok: true, value } : { ok: false, message: `expected a ${type} value` };
}

const Ranges = z.array(z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]));

/**
 * The parts of a GrowthBook FeatureRule we check (SDK types/growthbook.ts); other fields pass
 * through as the SDK defines them. Force and variation values must have the flag's type.
 */
const Rule = z
  .object({
    id: z.string().max(64).optional(),
    condition: z.record(z.string(), z.unknown()).optional(),
    force: z.unknown().optional(),
    variations: z.array(z.unknown()).min(2).max(20).optional(),
    weights: z.array(z.number().min(0).max(1)).optional(),
    key: z.string().max(128).optional(),
    hashAttribute: z.string().max(64).optional(),
    hashVersion: z.union([z.literal(1), z.literal(2)]).optional(),
    coverage: z.number().min(0).max(1).optional(),
    ranges: Ranges.optional(),
    seed: z.string().max(128).optional(),
    name: z.string().max(200).optional(),
    phase: z.string().max(32).optional(),
    meta: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .loose()
  .refine((r) => r.force !== undefined || r.variations !== undefined, "a rule needs force or variations")
  .refine(
    (r) => !r.weights || (r.variations !== undefined && r.weights.length === r.variations.length),
    "weights must match variations",
  )
  .refine((r) => !r.weights || Math.abs(r.weights.reduce((s, w) => s + w, 0) - 1) < 0.001, "weights must add up to 1");

export const FeatureRules = z.array(Rule).max(50);

export function parseRules(type: FlagValueType, input: unknown): Parsed<Record<string, unknown>[]> {
  const result = FeatureRules.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, message: `${issue?.path.join(".") || "rules"}: ${issue?.message ?? "invalid"}` };
  }
  for (const rule of result.data) {
    const values = [...(rule.force !== undefined ? [rule.force] : []), ...(rule.variations ?? [])];
    for (const value of values) {
      const check = checkFlagValue(type, value);
      if (!check.ok) return { ok: false, message: `rule values: ${check.message}` };
    }
  }
  return { ok: true, value: result.data as Record<string, unknown>[] };
}

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ERRORS } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldError, fieldsError, httpError, notFound, validationError } from "./errors.ts";

const SRC = join(import.meta.dirname, "..");
const isTest = (path: string) => /\.(test|suite|testing)\.ts$/.test(path) || path.startsWith("testing/");
const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".ts") && !isTest(path))
  .map((path) => ({ path: relative(SRC, join(SRC, path)), text: readFileSync(join(SRC, path), "utf8") }));

/** Where a code or status is chosen outside the catalogue (ADR 0027), as "file:line: text". */
function offences(files: typeof sources, pattern: RegExp): string[] {
  return files.flatMap(({ path, text }) =>
    text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("errors come from the catalogue (ADR 0027)", () => {
  it("scans the server's sources", () => {
    expect(sources.filter((s) => s.path.endsWith(".routes.ts")).length).toBeGreaterThan(20);
  });

  it("no route file writes an error code or builds an HttpError itself", () => {
    const routes = sources.filter((s) => s.path.startsWith("services/") && s.path.endsWith(".routes.ts"));
    expect(offences(routes, /\bcode:\s*["'`]|new HttpError\(/)).toEqual([]);
  });

  it("builds an HttpError only inside httpError: the status and code always come from a catalogue kind", () => {
    expect(offences(sources, /new HttpError\(/)).toEqual([
      expect.stringMatching(/^platform\/errors\.ts:\d+: return new HttpError\(kind\.status, kind\.code,/),
    ]);
  });

  it("no server file passes a string literal as an error code", () => {
    const literal = sources.filter(({ text }) => /HttpError\(\s*\d+\s*,\s*["'`]/.test(text)).map((s) => s.path);
    expect(literal).toEqual([]);
  });
});

describe("the error builders", () => {
  it("answers a catalogue kind with its status, code and message", () => {
    const err = httpError(ERRORS.listNotFound);
    expect([err.status, err.code, err.message]).toEqual([404, "list_not_found", "List not found"]);
    expect(httpError(ERRORS.cardLimitReached, "You can save up to 10 cards.").toBody()).toEqual({
      error: { code: "card_limit_reached", message: "You can save up to 10 cards." },
    });
    expect(notFound("No such card").toBody()).toEqual({ error: { code: "not_found", message: "No such card" } });
  });

  it("names the offending fields one way", () => {
    expect(fieldError("storeId", "is not a store").toBody()).toEqual({
      error: {
        code: "validation_error",
        message: "Invalid storeId: is not a store",
        details: { fields: [{ field: "storeId", message: "is not a store" }] },
      },
    });
    expect(fieldError("email", "Please enter a valid email.", "Please enter a valid email.").message).toBe(
      "Please enter a valid email.",
    );
    const many = fieldsError([
      { field: "a.0", message: "is required" },
      { field: "b", message: "is too long" },
    ]);
    expect([many.status, many.message]).toEqual([400, "Invalid a.0: is required"]);
    const parsed = z.object({ items: z.array(z.object({ qty: z.number() })) }).safeParse({ items: [{ qty: "x" }] });
    const zod = validationError((parsed as { error: z.ZodError }).error, "body");
    expect(zod.details).toEqual({ fields: [{ field: "body.items.0.qty", message: expect.any(String) }] });
    expect(validationError(new z.ZodError([])).message).toBe("Invalid input");
  });
});

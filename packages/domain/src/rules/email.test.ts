import { describe, expect, it } from "vitest";
import { isValidEmail, MAX_EMAIL_LENGTH } from "./email.ts";

describe("isValidEmail (SPEC §5)", () => {
  const local = (n: number) => "a".repeat(n);
  it.each<[unknown, boolean]>([
    ["sam@example.com", true],
    ["first.last+tag@sub.example.co.uk", true],
    ["o'brien@example.ie", true],
    ["sam@example", false],
    ["sam@", false],
    ["@example.com", false],
    ["sam example@example.com", false],
    ["sam@exa mple.com", false],
    ["sam@-example.com", false],
    ["sam@example.com\n", false],
    ["sam@example.com\r\n", false],
    ["\nsam@example.com", false],
    ["", false],
    [42, false],
    [null, false],
    [undefined, false],
    [["sam@example.com"], false],
  ])("%j → %s", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it("allows 320 characters and no more", () => {
    const at320 = `${local(MAX_EMAIL_LENGTH - "@example.com".length)}@example.com`;
    expect(at320).toHaveLength(320);
    expect(isValidEmail(at320)).toBe(true);
    expect(isValidEmail(`a${at320}`)).toBe(false);
  });

  it("counts the percent-encoded length too", () => {
    // 100 '{' in the local part: 112 characters raw, 312 encoded (ok); 104 → 324 encoded (too long).
    expect(isValidEmail(`${"{".repeat(100)}@example.com`)).toBe(true);
    expect(isValidEmail(`${"{".repeat(104)}@example.com`)).toBe(false);
  });

  it("refuses lone surrogates instead of throwing", () => {
    expect(isValidEmail("\ud800@example.com")).toBe(false);
  });
});

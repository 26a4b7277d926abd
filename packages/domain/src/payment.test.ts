import { describe, expect, it } from "vitest";
import {
  CARD_CVC_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  cardBrand,
  cardCvcMessage,
  cardExpiryMessage,
  cardNumberMessage,
  isCardExpired,
  luhnValid,
  parseCardExpiry,
} from "./payment.ts";

describe("isCardExpired (SPEC §9: expired once the end of the expiry month has passed)", () => {
  it.each([
    // expMonth, expYear, now (UTC), expired
    [3, 2030, "2030-03-01T00:00:00.000Z", false],
    [3, 2030, "2030-03-31T23:59:59.999Z", false],
    [3, 2030, "2030-04-01T00:00:00.000Z", true],
    [3, 2030, "2031-01-15T12:00:00.000Z", true],
    [12, 2029, "2029-12-31T23:59:59.999Z", false],
    [12, 2029, "2030-01-01T00:00:00.000Z", true],
    [1, 2030, "2029-12-31T23:59:59.999Z", false],
    [2, 2028, "2028-02-29T23:00:00.000Z", false],
    [2, 2028, "2028-03-01T00:00:00.000Z", true],
  ])("%i/%i at %s → expired %s", (month, year, now, expired) => {
    expect(isCardExpired(month, year, new Date(now))).toBe(expired);
  });

  it.each([
    [0, 2030],
    [13, 2030],
    [1.5, 2030],
  ])("treats an impossible month %d/%d as expired", (month, year) => {
    expect(isCardExpired(month, year, new Date("2020-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("luhnValid and cardBrand (Adyen test cards)", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["5555555555554444", "mc"],
    ["5555444433331111", "mc"],
    ["370000000000002", "amex"],
    ["5454545454545454", "mc"],
    ["2222400010000008", "mc"],
    ["371449635398431", "amex"],
    ["6011111111111117", "discover"],
    ["3566111111111113", "jcb"],
    ["36006666333344", "diners"],
    ["4917610000000000", "visa"],
    ["4360000001000005", "cartebancaire"],
    ["6250947000000014", "cup"],
  ])("%s passes Luhn and is %s", (number, brand) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
  });

  it.each(["4111111111111112", "1234", "41111111111111111111", "4111a11111111111", ""])("%s fails Luhn", (n) => {
    expect(luhnValid(n)).toBe(false);
  });
});

describe("card form messages", () => {
  const now = new Date("2026-05-10T00:00:00Z");
  it.each([
    ["", "Please enter your card number"],
    ["4111 1111 1111 1111", null],
    ["4111 1111 1111 1112", CARD_NUMBER_MESSAGE],
  ])("number %j → %j", (value, message) => expect(cardNumberMessage(value)).toBe(message));

  it.each([
    ["", "Please enter your expiry date"],
    ["03/30", null],
    ["3/2030", null],
    ["05/26", null],
    ["04/26", CARD_EXPIRED_MESSAGE],
    ["13/30", CARD_EXPIRY_MESSAGE],
    ["0330", CARD_EXPIRY_MESSAGE],
  ])("expiry %j → %j", (value, message) => expect(cardExpiryMessage(value, now)).toBe(message));

  it.each([
    ["", "Please enter your security code"],
    ["737", null],
    ["7373", null],
    ["73", CARD_CVC_MESSAGE],
  ])("cvc %j → %j", (value, message) => expect(cardCvcMessage(value)).toBe(message));

  it("reads two- and four-digit years", () => {
    expect(parseCardExpiry("03/30")).toEqual({ month: 3, year: 2030 });
    expect(parseCardExpiry("03 / 2031")).toEqual({ month: 3, year: 2031 });
  });
});

import { describe, expect, it } from "vitest";
import {
  canAnswer,
  canModerate,
  isVerifiedBuyer,
  moderationOnSubmit,
  type PurchasedLine,
  productsAwaitingReview,
  ratingFilterStars,
  ratingIssue,
  reviewAspects,
  reviewEligibility,
  reviewIssues,
  spamFindings,
  summarizeRatings,
} from "./reviews.ts";

const line = (l: Partial<PurchasedLine>): PurchasedLine => ({
  orderId: "IW1",
  productId: 10,
  qty: 1,
  delivered: true,
  orderedAt: "2026-10-01",
  ...l,
});

describe("verified buyer: a delivered order line of that product, not fully returned", () => {
  it.each([
    ["a delivered line of the product", [line({})], 10, true],
    ["a line of the product not delivered yet", [line({ delivered: false })], 10, false],
    ["a line of another product", [line({ productId: 11 })], 10, false],
    ["no order at all", [], 10, false],
    ["a delivered size variant bought through the parent", [line({ productId: 101, parentId: 10 })], 10, true],
    ["every unit returned", [line({ qty: 2, returnedQty: 2 })], 10, false],
    ["one of two units returned", [line({ qty: 2, returnedQty: 1 })], 10, true],
    ["an undelivered order and a delivered one", [line({ delivered: false }), line({ orderId: "IW2" })], 10, true],
  ] as const)("%s → %s", (_name, lines, productId, verified) => {
    expect(isVerifiedBuyer(lines, productId)).toBe(verified);
  });
});

describe("eligibility: one review per customer per product; a second edits the first", () => {
  it.each([
    [
      "a guest without a link",
      { identified: false, hasReview: false, lines: [] },
      { allowed: false, reason: "sign_in" },
    ],
    [
      "a customer who never bought it writes an unverified review",
      { identified: true, hasReview: false, lines: [] },
      { allowed: true, mode: "create", verified: false },
    ],
    [
      "a buyer of a delivered line writes a verified review",
      { identified: true, hasReview: false, lines: [line({})] },
      { allowed: true, mode: "create", verified: true },
    ],
    [
      "a second review edits the first",
      { identified: true, hasReview: true, lines: [line({})] },
      { allowed: true, mode: "edit", verified: true },
    ],
  ] as const)("%s", (_name, input, answer) => {
    expect(reviewEligibility({ ...input, productId: 10 })).toEqual(answer);
  });

  it("lists each delivered product of an order once, parents for variants, reviewed ones left out", () => {
    const lines = [
      line({ productId: 101, parentId: 10 }),
      line({ productId: 102, parentId: 10 }),
      line({ productId: 20 }),
      line({ productId: 30, delivered: false }),
      line({ productId: 40 }),
    ];
    expect(productsAwaitingReview(lines, new Set([40]))).toEqual([10, 20]);
  });
});

describe("ratings: whole stars 1–5", () => {
  it.each([
    [1, null],
    [5, null],
    ["4", null],
    [0, "rating"],
    [6, "rating"],
    [4.5, "rating"],
    [-1, "rating"],
    ["five", "rating"],
    [undefined, "required"],
  ] as const)("%s → %s", (value, key) => {
    expect(ratingIssue("rating", value)?.key ?? null).toBe(key);
  });
  it("names the field and the bounds", () => {
    expect(ratingIssue("rating", 6)).toEqual({
      field: "rating",
      key: "rating",
      values: { min: 1, max: 5 },
      text: "A rating is a whole number from 1 to 5.",
    });
  });
});

describe("review text limits and sub-ratings by product type", () => {
  const ok = { rating: 5, title: "Solid bar", body: "Knurling is sharp and the sleeves spin well.", nickname: "Sam" };
  const context = { aspects: ["quality", "value"] as const, today: "2026-11-26", earliest: "2026-10-01" };
  it.each([
    ["a complete review", ok, []],
    ["no title", { ...ok, title: "  " }, [["title", "required"]]],
    ["a body of 20,000 characters", { ...ok, body: "a".repeat(20_000) }, [["body", "tooLong"]]],
    ["a body of 5,000 characters", { ...ok, body: "a".repeat(5_000) }, []],
    ["a one-word body", { ...ok, body: "Great" }, [["body", "tooShort"]]],
    ["a rating of 0 and of 6", { ...ok, rating: 0 }, [["rating", "rating"]]],
    ["a sub-rating the product has", { ...ok, aspects: { quality: 4 } }, []],
    ["a sub-rating out of range", { ...ok, aspects: { value: 9 } }, [["aspects.value", "aspect"]]],
    ["fit on a barbell", { ...ok, aspects: { fit: 3 } }, [["aspects.fit", "notAllowed"]]],
    ["an experience date in the future", { ...ok, experiencedOn: "2026-12-01" }, [["experiencedOn", "date"]]],
    ["an experience date before the order", { ...ok, experiencedOn: "2026-09-01" }, [["experiencedOn", "date"]]],
    ["an experience date in between", { ...ok, experiencedOn: "2026-10-15" }, []],
    ["script in the text is text like any other", { ...ok, body: "<script>alert(1)</script> good bar overall" }, []],
  ] as const)("%s", (_name, draft, expected) => {
    expect(reviewIssues(draft, context).map((i) => [i.field, i.key])).toEqual(expected);
  });

  it("says the limit in the message", () => {
    expect(reviewIssues({ ...ok, body: "a".repeat(20_000) }, context)[0]?.text).toBe(
      "Your review can have at most 5,000 characters.",
    );
  });

  it.each([
    ["a rack", { type: "simple" }, ["quality", "value"]],
    [
      "a shirt chosen by size",
      { type: "configurable", configurableAttributeCodes: ["color", "size"] },
      ["fit", "quality"],
    ],
    [
      "a bar chosen by sleeve colour",
      { type: "configurable", configurableAttributeCodes: ["color"] },
      ["quality", "value"],
    ],
    ["a gift card", { type: "giftcard" }, []],
  ] as const)("%s is rated on %j", (_name, product, aspects) => {
    expect(reviewAspects(product)).toEqual(aspects);
  });
});

describe("moderation: verified and clean is published, everything else waits; nothing is deleted", () => {
  const clean = { profanity: false, links: false, markup: false, shouting: false, repetition: false };
  it.each([
    ["verified, clean", true, clean, "published"],
    ["verified, with profanity", true, { ...clean, profanity: true }, "pending"],
    ["verified, with a link", true, { ...clean, links: true }, "pending"],
    ["unverified, clean", false, clean, "pending"],
  ] as const)("%s → %s", (_name, verified, findings, status) => {
    expect(moderationOnSubmit({ verified, findings })).toBe(status);
  });

  it.each([
    ["Buy cheap plates at www.example.com now", "links"],
    ["mail me at sam@example.org", "links"],
    ['<img src=x onerror="alert(1)">', "markup"],
    ["THIS RACK IS THE BEST RACK I EVER OWNED", "shouting"],
    ["great great great great great great", "repetition"],
    ["Sooooooooooo good", "repetition"],
  ] as const)("%j is flagged for %s", (text, finding) => {
    expect(spamFindings(text)[finding]).toBe(true);
  });

  it("leaves an honest critical review alone", () => {
    expect(Object.values(spamFindings("The J-cups scratched my bar within a week. Two stars."))).not.toContain(true);
  });

  it.each([
    ["pending", "published", true],
    ["pending", "rejected", true],
    ["published", "rejected", true],
    ["rejected", "published", true],
    ["published", "pending", false],
    ["rejected", "pending", false],
  ] as const)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canModerate(from, to)).toBe(allowed);
  });

  it.each([
    [{ staff: true, verifiedOwner: false }, true],
    [{ staff: false, verifiedOwner: true }, true],
    [{ staff: false, verifiedOwner: false }, false],
  ])("answers a question: %j → %s", (who, allowed) => {
    expect(canAnswer(who)).toBe(allowed);
  });
});

describe("rating summary and the rating filter", () => {
  it("counts, averages to one decimal and distributes", () => {
    expect(summarizeRatings([5, 5, 4, 2, 1, 5])).toEqual({
      count: 6,
      average: 3.7,
      distribution: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 3 },
    });
  });
  it("has nothing to say without reviews", () => {
    expect(summarizeRatings([])).toEqual({ count: 0, average: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
  it.each([
    [4, [4, 5]],
    [1, [1, 2, 3, 4, 5]],
    [5, [5]],
    [0, [1, 2, 3, 4, 5]],
    [9, [5]],
  ])("SPEC §9: the rating filter %s fills up to 5 → %j", (min, stars) => {
    expect(ratingFilterStars(min)).toEqual(stars);
  });
});

import { describe, expect, it } from "vitest";
import { generateSeed } from "./index.ts";
import { popularProducts } from "./reviews.ts";

describe("demo reviews (issue #23 item 7)", () => {
  const data = generateSeed();
  const { reviews, questions } = data.reviews ?? { reviews: [], questions: [] };

  it("covers the 100 most visible products, one review per author and product", () => {
    const popular = popularProducts(data.products);
    expect(popular).toHaveLength(100);
    expect(new Set(reviews.map((r) => r.productId))).toEqual(new Set(popular.map((p) => p.id)));
    const keys = reviews.map((r) => `${r.productId}|${r.author}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has a believable spread: mostly 4–5 stars, and critical ones too", () => {
    const share = (pred: (r: number) => boolean) => reviews.filter((r) => pred(r.rating)).length / reviews.length;
    expect(share((r) => r >= 4)).toBeGreaterThan(0.6);
    expect(share((r) => r <= 2)).toBeGreaterThan(0.05);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it("keeps every text within the review limits, dates before the reference day, and answers most questions", () => {
    for (const r of reviews) {
      expect(r.title.length).toBeLessThanOrEqual(120);
      expect(r.body.length).toBeGreaterThanOrEqual(20);
      expect(r.createdAt < "2026-11-01").toBe(true);
    }
    expect(questions.length).toBeGreaterThan(50);
    expect(questions.filter((q) => q.answer).length / questions.length).toBeGreaterThan(0.6);
  });
});

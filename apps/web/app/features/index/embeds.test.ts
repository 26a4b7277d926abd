import { describe, expect, it } from "vitest";
import { splitProductCards } from "./embeds.ts";

const rich = (html: string) => ({ name: "RichText" as const, props: { html } });

describe("splitProductCards (an Index body's product cards, ADR 0055)", () => {
  it("takes each top-level card out of the rich text, in place", () => {
    expect(
      splitProductCards([
        rich('<p>Before</p><div data-product-sku="RK1001"></div><p>Between</p><div data-product-sku="ab-2"></div>'),
        { name: "ProductCarousel", props: { title: "Gear", skus: ["X"] } },
      ]),
    ).toEqual([
      rich("<p>Before</p>"),
      { name: "ProductCard", props: { sku: "RK1001" } },
      rich("<p>Between</p>"),
      { name: "ProductCard", props: { sku: "AB-2" } },
      { name: "ProductCarousel", props: { title: "Gear", skus: ["X"] } },
    ]);
  });

  it("leaves a body without cards alone, and drops a card nested in other markup", () => {
    const plain = rich('<p>Just words<br>and a <img src="/media/a.jpg" /> picture</p>');
    expect(splitProductCards([plain])).toEqual([plain]);
    expect(splitProductCards([rich('<ul><li><div data-product-sku="RK1001"></div>x</li></ul><p>after</p>')])).toEqual([
      rich("<ul><li>x</li></ul><p>after</p>"),
    ]);
  });

  it("ignores what is not the sanitizer's exact form", () => {
    const odd = rich('<div data-product-sku="RK1001" class="x"></div><p>t</p>');
    expect(splitProductCards([odd])).toEqual([rich('<div data-product-sku="RK1001" class="x"></div><p>t</p>')]);
    expect(splitProductCards([rich('<div data-product-sku="bad sku"></div><p>t</p>')])).toEqual([rich("<p>t</p>")]);
  });
});

import { outsideVideos } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { sanitizeIndexHtml } from "./index-hub.sanitize.ts";

describe("sanitizeIndexHtml (the Index's rich text, server-side)", () => {
  it.each([
    ["<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
    ['<p onclick="steal()">Hi</p>', "<p>Hi</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ['<p style="color:red">x</p><style>p{}</style>', "<p>x</p>"],
    ['<img src="data:image/svg+xml,..." alt="">', ""],
    ['<img src="/media/a.jpg" alt="A rack" onerror="x()">', '<img src="/media/a.jpg" alt="A rack" />'],
  ])("%s → %s", (input, output) => {
    expect(sanitizeIndexHtml(input)).toBe(output);
  });

  it("keeps what an author writes: headings, lists, site links, quotes, /media video", () => {
    const html =
      '<h2>Set-up</h2><ul><li><strong>Feet</strong> first</li></ul><p><a href="/rogue-rigs-racks">racks</a></p><blockquote>Lift.</blockquote>';
    expect(sanitizeIndexHtml(html)).toBe(html);
    expect(sanitizeIndexHtml('<video src="/media/video/clip.mp4" autoplay></video>')).toBe(
      '<video src="/media/video/clip.mp4" controls preload="none"></video>',
    );
    expect(sanitizeIndexHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("the embeds of ADR 0055: exactly these forms, nothing more", () => {
  it.each([
    // A product card: the SKU upper-cased, no other attribute; an empty div only.
    ['<div data-product-sku="rk1001"></div>', '<div data-product-sku="RK1001"></div>'],
    [
      '<div data-product-sku="RK1001" onclick="x()" class="a" style="color:red" id="i"></div>',
      '<div data-product-sku="RK1001"></div>',
    ],
    ['<div data-product-sku="RK1001">words</div>', ""],
    ['<div data-product-sku="RK1001"><img src="/media/a.jpg"></div>', ""],
    ['<div data-product-sku="bad sku&quot;><script>"></div>', ""],
    ['<div data-product-sku="javascript:alert(1)"></div>', ""],
    // Any other div loses its tag, keeps its words.
    ['<div class="x" onmouseover="x()"><p>keep</p> text</div>', "<p>keep</p> text"],
    ['<div data-sku="RK1001"></div>', ""],
    // A video: the store's own clip, a /media poster, controls, preload none; nothing else.
    [
      '<video src="/media/video/a.webm" poster="/media/p.jpg" onerror="x()" autoplay loop width="3" style="x"></video>',
      '<video src="/media/video/a.webm" poster="/media/p.jpg" controls preload="none"></video>',
    ],
    ['<video src="https://evil.example/a.mp4"></video>', ""],
    ['<video src="//evil.example/media/video/a.mp4"></video>', ""],
    ['<video src="javascript:alert(1)"></video>', ""],
    ['<video src="/media/video/../../etc/a.webm"></video>', ""],
    ['<video src="/media/video/a.mov"></video>', ""],
    [
      '<video src="/media/video/a.webm"><source src="https://evil.example/b.mp4"></video>',
      '<video src="/media/video/a.webm" controls preload="none"></video>',
    ],
    [
      '<video src="/media/video/a.webm" poster="https://evil.example/p.jpg"></video>',
      '<video src="/media/video/a.webm" controls preload="none"></video>',
    ],
    [
      '<video src="/media/video/a.webm" poster="javascript:alert(1)"></video>',
      '<video src="/media/video/a.webm" controls preload="none"></video>',
    ],
  ])("%s → %s", (input, output) => {
    expect(sanitizeIndexHtml(input)).toBe(output);
  });

  it("names the outside videos a save is refused for (the contract's 400)", () => {
    expect(outsideVideos('<video src="/media/video/a.webm"></video><p>x</p>')).toEqual([]);
    expect(
      outsideVideos(
        "<video controls src='https://evil.example/a.mp4'></video><VIDEO SRC=/media/other/b.mp4></VIDEO><video src=\"/media/video/ok.mp4\">",
      ),
    ).toEqual(["https://evil.example/a.mp4", "/media/other/b.mp4"]);
  });
});

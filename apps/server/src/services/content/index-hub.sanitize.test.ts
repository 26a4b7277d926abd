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
    expect(sanitizeIndexHtml('<video src="/media/index/clip.mp4" autoplay></video>')).toBe(
      '<video src="/media/index/clip.mp4" controls preload="none"></video>',
    );
    expect(sanitizeIndexHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

import { LOCALES, type Locale, SITES } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { fillPlaceholders, renderRichText, richTextContext, sanitizeHtml } from "./rich-text.ts";

const locale = (prefix: string) => LOCALES.find((l) => l.prefix === prefix) as Locale;
const us = richTextContext(locale(""), SITES.USA);
const de = richTextContext(locale("/de"), SITES.EUR);
const gb = richTextContext(locale("/gb"), SITES.GBR);
const product = richTextContext(locale(""), SITES.USA, {
  sku: "BAR-1",
  name: "Ohio Bar <20 kg>",
  weight: 20,
  attributes: { manufacturer: "Ironworks", short_description: "A bar.", is_trial: false, tax_class_id: null },
});

describe("fillPlaceholders", () => {
  it.each([
    ["store name", "Welcome to Ironworks {{store.name}}", us, "Welcome to Ironworks USA"],
    ["store name (UK)", "Ironworks {{store.name}}", gb, "Ironworks UK"],
    ["store currency", "Prices in {{store.currency}}", de, "Prices in EUR"],
    ["spaces inside braces", "{{ store.currency }}", gb, "GBP"],
    ["product top-level field", "{{product.sku}}", product, "BAR-1"],
    ["product number", "{{product.weight}} lb", product, "20 lb"],
    ["product attribute", "By {{product.manufacturer}}", product, "By Ironworks"],
    ["value is escaped", "{{product.name}}", product, "Ohio Bar &lt;20 kg&gt;"],
    ["boolean attribute", "{{product.is_trial}}", product, "No"],
    ["null attribute is empty", "[{{product.tax_class_id}}]", product, "[]"],
    ["unknown product attribute is empty", "[{{product.nope}}]", product, "[]"],
    ["product placeholder without a product is empty", "[{{product.sku}}]", us, "[]"],
    ["unknown namespace is empty", "[{{customer.email}}]", us, "[]"],
    ["unknown store field is empty", "[{{store.secret}}]", us, "[]"],
    ["prototype keys are not read", "[{{product.constructor}}][{{product.__proto__}}]", product, "[][]"],
    ["single braces left alone", "{store.name}", us, "{store.name}"],
  ])("%s", (_name, input, ctx, expected) => {
    expect(fillPlaceholders(input, ctx)).toBe(expected);
  });
});

describe("sanitizeHtml", () => {
  it.each([
    ["plain markup kept", "<p>Hi <strong>there</strong></p>", "<p>Hi <strong>there</strong></p>"],
    ["script removed with content", "<p>a</p><script>alert(1)</script><p>b</p>", "<p>a</p><p>b</p>"],
    ["script tag case-insensitive", "<SCRIPT type='x'>alert(1)</ScRiPt >ok", "ok"],
    ["unclosed script drops the rest", "ok<script>alert(1)", "ok"],
    ["style and iframe removed", "<style>p{}</style><iframe src='/x'></iframe>x", "x"],
    ["on* attributes removed", '<img src="/a.png" onerror="alert(1)" alt="a">', '<img src="/a.png" alt="a">'],
    ["on* attributes removed (any case, unquoted)", "<div OnClick=alert(1) class=x>y</div>", '<div class="x">y</div>'],
    ["javascript: href removed", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["javascript: with entities and whitespace", '<a href=" jav&#x61;script&colon;alert(1)">x</a>', "<a>x</a>"],
    ["javascript: with control characters", '<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ["vbscript: removed", "<a href='vbscript:msgbox'>x</a>", "<a>x</a>"],
    ["data: href removed", '<a href="data:text/html,<b>">x</a>', "<a>x</a>"],
    ["data: image src kept", '<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA">'],
    ["data: svg src removed", '<img src="data:image/svg+xml,<svg>">', "<img>"],
    ["external links kept", '<a href="https://example.com/x">x</a>', '<a href="https://example.com/x">x</a>'],
    ["srcdoc removed", '<div srcdoc="<script>">x</div>', "<div>x</div>"],
    ["malformed tag escaped", "<script/src=//evil.js>", "&lt;script/src=//evil.js>"],
    ["split script escaped", "<scr<script>ipt>alert(1)</script>", "&lt;scr"],
    ["comments removed", "a<!-- <script>alert(1)</script> -->b", "ab"],
    ["unclosed tags closed", "<div><p>text", "<div><p>text</p></div>"],
    ["stray closing tags dropped", "text</div></main>", "text"],
    ["misnested tags balanced", "<b><i>x</b>y</i>", "<b><i>x</i></b>y"],
    ["void elements not closed", "a<br>b<hr/>c", "a<br>b<hr>c"],
    ["html self-closing is an open tag", "<div/>x", "<div>x</div>"],
    [
      "svg self-closing kept",
      '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
      '<svg viewBox="0 0 1 1"><path d="M0 0" /></svg>',
    ],
    ["svg xlink:href javascript removed", '<svg><a xlink:href="javascript:x">y</a></svg>', "<svg><a>y</a></svg>"],
    ["form controls removed", '<form action="/x"><input name="q"><button>Go</button></form>', "Go"],
    ["quotes in single-quoted values escaped", `<a title='say "hi"'>x</a>`, '<a title="say &quot;hi&quot;">x</a>'],
    [
      "boolean attributes kept",
      "<details open><summary>s</summary></details>",
      "<details open><summary>s</summary></details>",
    ],
    ["lone < escaped", "1 < 2 and 3 > 2", "1 &lt; 2 and 3 > 2"],
    ["doctype dropped", "<!DOCTYPE html>x", "x"],
  ])("%s", (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe("renderRichText: internal links get the locale prefix", () => {
  it.each([
    ["USA has no prefix", us, '<a href="/shipping-policy">x</a>', '<a href="/shipping-policy">x</a>'],
    ["DE prefix", de, '<a href="/shipping-policy">x</a>', '<a href="/de/shipping-policy">x</a>'],
    [
      "GB prefix keeps query and hash",
      gb,
      '<a href="/deals?deal_type=a&amp;b=1#top">x</a>',
      '<a href="/gb/deals?deal_type=a&amp;b=1#top">x</a>',
    ],
    ["root link", de, '<a href="/">home</a>', '<a href="/de">home</a>'],
    ["already prefixed left alone", de, '<a href="/de/cart">x</a>', '<a href="/de/cart">x</a>'],
    ["protocol-relative left alone", de, '<a href="//cdn.example.com/x">x</a>', '<a href="//cdn.example.com/x">x</a>'],
    ["absolute left alone", de, '<a href="https://example.com/a">x</a>', '<a href="https://example.com/a">x</a>'],
    ["relative left alone", de, '<a href="faq">x</a>', '<a href="faq">x</a>'],
    ["fragment left alone", de, '<a href="#faq">x</a>', '<a href="#faq">x</a>'],
    ["mailto left alone", de, '<a href="mailto:help@example.com">x</a>', '<a href="mailto:help@example.com">x</a>'],
    [
      "image src not prefixed",
      de,
      '<img src="/media/tile/bar/a-1.svg" alt="">',
      '<img src="/media/tile/bar/a-1.svg" alt="">',
    ],
    [
      "single-quoted and unquoted hrefs",
      de,
      "<a href='/a'>1</a><a href=/b>2</a>",
      '<a href="/de/a">1</a><a href="/de/b">2</a>',
    ],
  ])("%s", (_name, ctx, input, expected) => {
    expect(renderRichText(input, ctx)).toBe(expected);
  });

  it("fills placeholders, then sanitizes and localizes", () => {
    expect(
      renderRichText(
        '<p>Shop <a href="/gear" onclick="x()">Ironworks {{store.name}}</a> in {{store.currency}}.{{nope}}</p><script>x</script>',
        de,
      ),
    ).toBe('<p>Shop <a href="/de/gear">Ironworks Europe</a> in EUR.</p>');
  });

  it("a placeholder value cannot inject markup", () => {
    const ctx = richTextContext(locale(""), SITES.USA, { name: '"><script>alert(1)</script>' });
    expect(renderRichText('<a title="{{product.name}}" href="/x">{{product.name}}</a>', ctx)).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" href="/x">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
    );
  });

  it("content never adds an h1: <h1> becomes <h2>", () => {
    expect(renderRichText('<h1 class="t">About</h1><h2>More</h2>', us)).toBe('<h2 class="t">About</h2><h2>More</h2>');
    expect(renderRichText("<H1>Open", us)).toBe("<h2>Open</h2>");
  });

  it("stripLinks keeps link text only", () => {
    expect(renderRichText('Free shipping <a href="/3-ships-free">on 3 items</a>', us, { stripLinks: true })).toBe(
      "Free shipping on 3 items",
    );
  });
});

describe("renderRichText: figures in the site's units (ADR 0020)", () => {
  const html = "<li>Barbells: shaft straightness after a 1,000 lb static load on a 14-inch span.</li>";
  it.each([
    ["USA keeps lb and inches", us, html],
    ["DE reads kg and cm", de, "<li>Barbells: shaft straightness after a 454 kg static load on a 36 cm span.</li>"],
    ["GB reads kg and cm", gb, "<li>Barbells: shaft straightness after a 454 kg static load on a 36 cm span.</li>"],
  ])("%s", (_name, ctx, expected) => {
    expect(renderRichText(html, ctx)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { readVisitor } from "./content.server.ts";

const request = (cookie?: string, url = "http://shop.test/") =>
  new Request(url, { headers: cookie === undefined ? {} : { cookie } });

describe("readVisitor", () => {
  it.each([
    ["no cookies", undefined, "None"],
    ["valid segment", "seg=Military", "Military"],
    ["encoded segment", `seg=${encodeURIComponent("LEO/First Responder")}`, "LEO/First Responder"],
    ["unknown segment", "seg=Admin", "None"],
    ["malformed encoding", "seg=%E0%A4%A", "None"],
    ["among other cookies", "a=1; seg=Coach; b=2", "Coach"],
  ])("segment: %s", (_name, cookie, expected) => {
    expect(readVisitor(request(cookie)).visitor.segment).toBe(expected);
  });

  it("keeps a valid ab_vid and sets no cookie", () => {
    const { visitor, setCookie } = readVisitor(request("ab_vid=visitor-1234"), { issueVisitorId: true });
    expect(visitor.visitorId).toBe("visitor-1234");
    expect(setCookie).toBeNull();
  });

  it("issues a visitor id for a year, SameSite=Lax, path /", () => {
    const { visitor, setCookie } = readVisitor(request(), { issueVisitorId: true });
    expect(visitor.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie).toBe(`ab_vid=${visitor.visitorId}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it("replaces an invalid id; Secure over https", () => {
    const { visitor, setCookie } = readVisitor(request("ab_vid=<bad>", "https://shop.test/"), { issueVisitorId: true });
    expect(visitor.visitorId).not.toBe("<bad>");
    expect(setCookie).toMatch(/; Secure$/);
  });

  it("without issuing, a missing id stays null (variant 0)", () => {
    expect(readVisitor(request())).toEqual({
      visitor: { segment: "None", sku: null, visitorId: null },
      setCookie: null,
    });
  });

  it("carries the page's product sku", () => {
    expect(readVisitor(request(), { sku: "BAR-1" }).visitor.sku).toBe("BAR-1");
  });
});

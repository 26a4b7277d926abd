import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLinkSigner } from "./signed-token.ts";

describe("createLinkSigner ({exp}.{sig} link tokens: guest order links, Index previews)", () => {
  const key = Buffer.from("0123456789abcdef0123456789abcdef");
  const at = new Date("2026-11-27T12:00:00Z");

  it("writes the format links already mailed carry, byte for byte", () => {
    const links = createLinkSigner(key, "guest-order", 3600_000);
    const exp = Math.floor((at.getTime() + 3600_000) / 1000);
    const sig = createHmac("sha256", key).update(`guest-order:ord-1:${exp}`).digest("base64url");
    expect(links.issue("ord-1", at)).toEqual({ token: `${exp}.${sig}`, expiresAt: new Date(exp * 1000) });
    // A token written before this module (the same recipe, by hand) still opens.
    const preview = createHmac("sha256", key).update(`index-preview:42:${exp}`).digest("base64url");
    expect(createLinkSigner(key, "index-preview", 1).check(42, `${exp}.${preview}`, at)).toBe("ok");
  });

  it("refuses another subject, purpose, key or a changed signature; a past expiry is expired", () => {
    const links = createLinkSigner(key, "index-preview", 3600_000);
    const { token } = links.issue(7, at);
    expect(links.check(7, token, at)).toBe("ok");
    expect(links.check(8, token, at)).toBe("invalid");
    expect(createLinkSigner(key, "guest-order", 3600_000).check(7, token, at)).toBe("invalid");
    expect(createLinkSigner(Buffer.from("other"), "index-preview", 3600_000).check(7, token, at)).toBe("invalid");
    const [exp, sig] = token.split(".") as [string, string];
    expect(links.check(7, `${exp}.${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`, at)).toBe("invalid");
    expect(links.check(7, `${Number(exp) + 1}.${sig}`, at)).toBe("invalid");
    expect(links.check(7, "garbage", at)).toBe("invalid");
    expect(links.check(7, token, new Date(at.getTime() + 3600_000 + 1000))).toBe("expired");
  });
});

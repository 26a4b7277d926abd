import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS, preparePhoto, sniffPhoto } from "./reviews.photos.ts";
import { jpegWithExif, pngWithText } from "./reviews.testing.ts";

describe("review photos: sniffed by their bytes, metadata removed", () => {
  it("knows a JPEG and a PNG by their bytes, and nothing else", () => {
    expect(sniffPhoto(jpegWithExif())).toBe("image/jpeg");
    expect(sniffPhoto(pngWithText())).toBe("image/png");
    expect(sniffPhoto(Buffer.from("%PDF-1.7 …"))).toBeNull();
    expect(sniffPhoto(Buffer.from("<script>alert(1)</script>"))).toBeNull();
    expect(sniffPhoto(Buffer.from("GIF89a……"))).toBeNull();
  });

  it("takes EXIF and comments out of a JPEG and keeps the image", () => {
    const input = jpegWithExif();
    const out = preparePhoto(input);
    if (!("data" in out)) throw new Error(`refused: ${out.issue}`);
    expect(out.type).toBe("image/jpeg");
    expect(out.data.toString("latin1")).not.toContain("GPS 48.8584");
    expect(out.data.toString("latin1")).toContain("JFIF");
    expect(out.data.subarray(-5).equals(Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]))).toBe(true);
    expect(out.data.length).toBeLessThan(input.length);
  });

  it("takes text chunks out of a PNG", () => {
    const out = preparePhoto(pngWithText());
    if (!("data" in out)) throw new Error(`refused: ${out.issue}`);
    expect(out.data.toString("latin1")).not.toContain("Jane Doe");
    expect(out.data.toString("latin1")).toContain("IDAT");
    expect(out.data.toString("latin1")).toContain("IEND");
  });

  it("refuses a non-image, an empty file, one too large and a truncated one", () => {
    expect(preparePhoto(Buffer.from("not an image"))).toEqual({ issue: "type" });
    expect(preparePhoto(Buffer.alloc(0))).toEqual({ issue: "empty" });
    const big = Buffer.concat([jpegWithExif(), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    expect(preparePhoto(big)).toEqual({ issue: "size" });
    expect(preparePhoto(jpegWithExif().subarray(0, 30))).toEqual({ issue: "damaged" });
    expect(preparePhoto(pngWithText().subarray(0, 40))).toEqual({ issue: "damaged" });
  });
});

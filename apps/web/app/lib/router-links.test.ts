import { describe, expect, it } from "vitest";
import { type AnchorLike, type ClickLike, pathBelowBasename, routerPathForClick } from "./router-links.ts";

const ORIGIN = "https://shop.example";
const click = (over: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...over,
});
const anchor = (href: string, attrs: Record<string, string> = { "data-discover": "true" }): AnchorLike => ({
  href: new URL(href, ORIGIN).href,
  getAttribute: (name) => attrs[name] ?? null,
  hasAttribute: (name) => name in attrs,
});

describe("routerPathForClick", () => {
  it("routes a plain left click on a shell link, below the locale's basename, keeping query and hash", () => {
    expect(routerPathForClick(click(), anchor("/deals"), ORIGIN, "/")).toBe("/deals");
    expect(routerPathForClick(click(), anchor("/de/weightlifting-bars-plates?p=2#top"), ORIGIN, "/de")).toBe(
      "/weightlifting-bars-plates?p=2#top",
    );
    expect(routerPathForClick(click(), anchor("/de"), ORIGIN, "/de/")).toBe("/");
  });

  it("leaves modified clicks, other buttons and clicks a <Link> already handled to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(routerPathForClick(click({ [key]: true }), anchor("/deals"), ORIGIN, "/")).toBeNull();
    expect(routerPathForClick(click({ button: 1 }), anchor("/deals"), ORIGIN, "/")).toBeNull();
    expect(routerPathForClick(click({ defaultPrevented: true }), anchor("/deals"), ORIGIN, "/")).toBeNull();
  });

  it("leaves targets, downloads, unmarked, external and other-locale links to the browser", () => {
    const marked = { "data-discover": "true" };
    expect(routerPathForClick(click(), anchor("/deals", { ...marked, target: "_blank" }), ORIGIN, "/")).toBeNull();
    expect(routerPathForClick(click(), anchor("/deals", { ...marked, target: "_self" }), ORIGIN, "/")).toBe("/deals");
    expect(routerPathForClick(click(), anchor("/deals", { ...marked, download: "" }), ORIGIN, "/")).toBeNull();
    expect(routerPathForClick(click(), anchor("/deals", {}), ORIGIN, "/")).toBeNull();
    expect(routerPathForClick(click(), anchor("https://x.com/ironworks_example"), ORIGIN, "/")).toBeNull();
    expect(routerPathForClick(click(), anchor("/gb/deals"), ORIGIN, "/de")).toBeNull();
    expect(routerPathForClick(click(), anchor("/dealsx"), ORIGIN, "/deals")).toBeNull();
  });
});

describe("pathBelowBasename", () => {
  it("strips the basename case-insensitively and refuses paths outside it", () => {
    expect(pathBelowBasename("/cart", "/")).toBe("/cart");
    expect(pathBelowBasename("/DE/cart", "/de")).toBe("/cart");
    expect(pathBelowBasename("/define", "/de")).toBeNull();
  });
});

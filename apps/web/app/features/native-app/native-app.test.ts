import { afterEach, describe, expect, it } from "vitest";
import { sendToApp } from "./bridge.ts";
import {
  allowsGbShippingOnEurope,
  compareVersions,
  featuredUri,
  isAppChromeless,
  isNativeAppPath,
  needsAppUpdate,
  readNativeAppContext,
  serializeNativeAppContext,
  supportsMessaging,
  withAppParams,
} from "./native-app.ts";

const ctx = (version: string) => ({ version, platform: "ios" as const, deviceUid: null, tab: null });

describe("native-app context", () => {
  it("reads the query, defaulting the platform to ios", () => {
    const url = new URL(
      "http://shop.test/app/featured?isMobileApp=1&mobileAppVersion=3.3.0&deviceUid=abc-123&tab=shop",
    );
    expect(readNativeAppContext(url, null, undefined)).toEqual({
      version: "3.3.0",
      platform: "ios",
      deviceUid: "abc-123",
      tab: "shop",
    });
  });

  it("reads the app's headers, then the session cookie", () => {
    const url = new URL("http://shop.test/");
    const headers = new Headers({ "x-mobile-app-version": "3.2.5", "x-mobile-app-platform": "Android" });
    expect(readNativeAppContext(url, headers, undefined)).toMatchObject({ version: "3.2.5", platform: "android" });
    const cookie = serializeNativeAppContext(ctx("3.4.0"));
    expect(readNativeAppContext(url, new Headers(), cookie)).toMatchObject({ version: "3.4.0", platform: "ios" });
    expect(readNativeAppContext(url, new Headers(), undefined)).toBeNull();
  });

  it("drops values it cannot trust", () => {
    const url = new URL(
      "http://shop.test/?isMobileApp=true&mobileAppVersion=<x>&mobileAppPlatform=web&deviceUid=a%20b",
    );
    expect(readNativeAppContext(url, null, undefined)).toEqual({
      version: "0",
      platform: "ios",
      deviceUid: null,
      tab: null,
    });
  });

  it("knows the native paths", () => {
    for (const path of [
      "/app/exclusive/42",
      "/app/preloader",
      "/app/featured",
      "/app/account/orders",
      "/app/account/notifications",
      "/app/account/notifications/preferences",
      "/app/account/notifications/rapidfire",
    ])
      expect(isNativeAppPath(path)).toBe(true);
    expect(isNativeAppPath("/account/orders")).toBe(false);
  });

  it("knows the SPEC's own paths, and the web's order pages only inside the app", () => {
    for (const path of [
      "/exclusive/1000",
      "/preloader",
      "/featured",
      "/account/notifications",
      "/account/notifications/preferences",
      "/account/notifications/rapidfire",
    ])
      expect(isNativeAppPath(path), path).toBe(true);
    for (const path of ["/featured-eu", "/account/notifications/other", "/exclusive", "/account"])
      expect(isNativeAppPath(path), path).toBe(false);
    expect(isAppChromeless("/account/orders", null)).toBe(false);
    expect(isAppChromeless("/account/orders", ctx("3.3.0"))).toBe(true);
    expect(isAppChromeless("/account/order/100-42", ctx("3.3.0"))).toBe(true);
    expect(isAppChromeless("/account/settings", ctx("3.3.0"))).toBe(false);
    expect(isAppChromeless("/featured", null)).toBe(true);
  });

  it("asks apps older than 3.3.0, and apps with an unreadable version, to update (SPEC §9)", () => {
    expect(needsAppUpdate(null)).toBe(false);
    expect(needsAppUpdate(ctx("3.3.0"))).toBe(false);
    expect(needsAppUpdate(ctx("3.2.5"))).toBe(true);
    const garbled = readNativeAppContext(
      new URL("http://shop.test/featured?isMobileApp=1&mobileAppVersion=v3"),
      null,
      undefined,
    );
    expect(garbled?.version).toBe("0");
    expect(needsAppUpdate(garbled)).toBe(true);
  });

  it("picks the featured category per site (SPEC §9)", () => {
    expect(featuredUri("AUS")).toBe("/featured-au");
    expect(featuredUri("EUR")).toBe("/featured-eu");
    expect(featuredUri("GBR")).toBe("/featured-eu");
    expect(featuredUri("USA")).toBe("/na-featured");
    expect(featuredUri("CAN")).toBe("/na-featured");
  });
});

describe("versions (SPEC §9)", () => {
  it("compares dotted versions numerically", () => {
    expect(compareVersions("3.10.0", "3.9.9")).toBe(1);
    expect(compareVersions("3.3", "3.3.0")).toBe(0);
    expect(compareVersions("3.2.9", "3.3.0")).toBe(-1);
  });

  it("opens messaging from 3.3.0 and GB shipping on the Europe store from 3.2.5", () => {
    expect(supportsMessaging(ctx("3.3.0"))).toBe(true);
    expect(supportsMessaging(ctx("3.2.9"))).toBe(false);
    expect(supportsMessaging(null)).toBe(false);
    expect(allowsGbShippingOnEurope(ctx("3.2.5"))).toBe(true);
    expect(allowsGbShippingOnEurope(ctx("3.2.4"))).toBe(false);
    expect(allowsGbShippingOnEurope(null)).toBe(true);
  });
});

describe("requests and the bridge", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("adds isMobileApp, mobileAppVersion and mobileAppPlatform to service calls", () => {
    expect(withAppParams("/svc_ssr/heartbeat", ctx("3.3.0"))).toBe(
      "/svc_ssr/heartbeat?isMobileApp=1&mobileAppVersion=3.3.0&mobileAppPlatform=ios",
    );
    expect(withAppParams("/svc_ssr/geoIp?current=US", ctx("3.3.0"))).toBe(
      "/svc_ssr/geoIp?current=US&isMobileApp=1&mobileAppVersion=3.3.0&mobileAppPlatform=ios",
    );
    expect(withAppParams("/svc_ssr/heartbeat", null)).toBe("/svc_ssr/heartbeat");
  });

  it("posts to the app only from 3.3.0 and only when the web view has a bridge", () => {
    const sent: string[] = [];
    (globalThis as { window?: unknown }).window = { ReactNativeWebView: { postMessage: (t: string) => sent.push(t) } };
    expect(sendToApp(ctx("3.2.9"), { type: "ready" })).toBe(false);
    expect(sendToApp(ctx("3.3.0"), { type: "ready", payload: { path: "/" } })).toBe(true);
    expect(sent).toEqual(['{"type":"ready","payload":{"path":"/"}}']);
    (globalThis as { window?: unknown }).window = {};
    expect(sendToApp(ctx("3.3.0"), { type: "ready" })).toBe(false);
  });
});

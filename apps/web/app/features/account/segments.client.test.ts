import { describe, expect, it, vi } from "vitest";
import { readVisitor } from "../content/content.server.ts";
import {
  CUSTOMER_DATA_KEY,
  cleanSegments,
  type KeyValueStore,
  readGuestSegments,
  readSegmentCookie,
  saveSegments,
  segmentCookie,
  syncGuestSegmentCookie,
} from "./segments.client.ts";

const memoryStore = (initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
};

/** A cookie jar with document.cookie's write semantics for one cookie name. */
function jar(initial = "") {
  let value = initial;
  return {
    get: () => value,
    set: (line: string) => {
      const [pair, ...attrs] = line.split(";");
      const [name] = (pair ?? "").split("=");
      const others = value
        .split(";")
        .map((p) => p.trim())
        .filter((p) => p && !p.startsWith(`${name}=`));
      const cleared = attrs.some((a) => a.trim() === "Max-Age=0");
      value = [...others, ...(cleared ? [] : [(pair ?? "").trim()])].join("; ");
    },
  };
}

describe("visitor segments in the browser (SPEC §6, §7, §9)", () => {
  it("cleans: duplicates dropped, order kept, non-strings and blanks skipped, at most 20", () => {
    expect(cleanSegments(["Coach", "Military", "Coach", " ", 5, "  Athlete "])).toEqual([
      "Coach",
      "Military",
      "Athlete",
    ]);
    expect(cleanSegments(Array.from({ length: 30 }, (_, i) => `s${i}`))).toHaveLength(20);
  });

  it("a guest's choice is kept in local storage under cust_dat and mirrored into the seg cookie", async () => {
    const store = memoryStore();
    const cookies = jar("a=1");
    const fetchImpl = vi.fn();
    const primary = await saveSegments(
      ["Military", "Coach"],
      { loggedIn: false, site: "USA" },
      {
        store,
        cookies,
        secure: false,
        fetchImpl,
      },
    );
    expect(primary).toBe("Military");
    expect(JSON.parse(store.data[CUSTOMER_DATA_KEY] ?? "")).toEqual({
      segments: ["Military", "Coach"],
      primarySegment: "Military",
    });
    expect(readSegmentCookie(cookies.get())).toBe("Military");
    expect(fetchImpl).not.toHaveBeenCalled();
    // The server reads it back for content filtering.
    const request = new Request("http://shop.test/", { headers: { cookie: cookies.get() } });
    expect(readVisitor(request).visitor.segment).toBe("Military");
  });

  it("on a later page the stored choice reaches the cookie once (then nothing to do)", () => {
    const store = memoryStore({ [CUSTOMER_DATA_KEY]: JSON.stringify({ segments: ["LEO/First Responder"] }) });
    const cookies = jar();
    expect(syncGuestSegmentCookie({ store, cookies, secure: true })).toBe(true);
    expect(readSegmentCookie(cookies.get())).toBe("LEO/First Responder");
    expect(syncGuestSegmentCookie({ store, cookies, secure: true })).toBe(false);
    // Nothing stored and no cookie: nothing to do; a leftover cookie is cleared.
    expect(syncGuestSegmentCookie({ store: memoryStore(), cookies: jar() })).toBe(false);
    const stale = jar("seg=Coach");
    expect(syncGuestSegmentCookie({ store: memoryStore(), cookies: stale })).toBe(true);
    expect(readSegmentCookie(stale.get())).toBeNull();
  });

  it("unreadable storage is no segments", () => {
    expect(readGuestSegments(memoryStore({ [CUSTOMER_DATA_KEY]: "{not json" }))).toEqual([]);
    expect(readGuestSegments(memoryStore({ [CUSTOMER_DATA_KEY]: '{"segments":"Coach"}' }))).toEqual([]);
    expect(readGuestSegments(null)).toEqual([]);
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readGuestSegments(throwing)).toEqual([]);
  });

  it("a customer's choice is PUT to the server (site path), a failure ignored, local storage untouched", async () => {
    const store = memoryStore();
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("offline");
    });
    const primary = await saveSegments(["Coach", "Coach"], { loggedIn: true, site: "GBR" }, { store, fetchImpl });
    expect(primary).toBe("Coach");
    expect(fetchImpl).toHaveBeenCalledWith("/svc_customer/site/GBR/customer/segments", {
      method: "PUT",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ segments: ["Coach"] }),
    });
    expect(store.data).toEqual({});
  });

  it("the server prefers a signed-in customer's segments over the cookie", () => {
    const request = new Request("http://shop.test/", { headers: { cookie: "seg=Military" } });
    expect(readVisitor(request, { customerSegments: ["Coach"] }).visitor.segment).toBe("Coach");
    expect(readVisitor(request, { customerSegments: [] }).visitor.segment).toBe("None");
    expect(readVisitor(request, { customerSegments: null }).visitor.segment).toBe("Military");
  });

  it("writes the cookie for a year, SameSite=Lax, Secure over https; None clears it", () => {
    expect(segmentCookie("Coach", true)).toBe("seg=Coach; Path=/; SameSite=Lax; Secure; Max-Age=31536000");
    expect(segmentCookie("None", false)).toBe("seg=; Path=/; SameSite=Lax; Max-Age=0");
  });
});

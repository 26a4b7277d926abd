import type { Quote, ZeusPartWire, ZeusProject } from "@ironworks/contracts";
import type { ZeusItem, ZeusPlan } from "@ironworks/domain";
import type { TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";

/** Test helpers for the ZEUS builder and custom quotes (issue #22): a plan, a quote form, a quote. */

export const ROOM = { widthIn: 360, depthIn: 300, heightIn: 120 };

/** A 3x3 rack with its own j-cups and safeties, plus a storage piece. */
export function gym(all: ZeusPartWire[]): ZeusPlan {
  const rack = all.find((p) => p.kind === "rack" && p.heightIn <= 100 && p.tag?.includes("3x3")) as ZeusPartWire;
  const fits = all.filter((p) => p.kind === "attachment" && p.tag === rack.tag);
  const storage = all.find((p) => p.kind === "storage") as ZeusPartWire;
  const items: ZeusItem[] = [
    { id: "rack", productId: rack.productId, x: 96, y: 96, rotation: 0 },
    ...fits
      .slice(0, 2)
      .map((f, i) => ({ id: `a${i}`, productId: f.productId, x: 0, y: 0, rotation: 0 as const, mountedOn: "rack" })),
    { id: "store", productId: storage.productId, x: 0, y: 252, rotation: 0 },
  ];
  return { room: ROOM, items };
}

export const quoteForm = (projectId: string) => ({
  projectId,
  contactName: "Sam Lee",
  phone: "614-555-0100",
  facilityType: "garage",
  deliveryZip: "43215",
  installation: true,
  notes: "Delivery after 5pm please",
});

/** A signed-in shopper's saved project of `gym`, and the quote they request for it (state "requested"). */
export async function requestedQuote(store: TestStore): Promise<Quote> {
  const b = testBrowser(store);
  await registerCustomer(store, b);
  const call = async (path: string, method = "GET", body?: unknown) => {
    const res = await b.request(path, { method, body });
    const json = (await res.json()) as unknown;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const parts = ((await call("/svc_zeus/parts")) as { parts: ZeusPartWire[] }).parts;
  const project = (await call("/svc_zeus/projects", "POST", { name: "Audited box", plan: gym(parts) })) as ZeusProject;
  return (await call("/svc_zeus/quotes", "POST", quoteForm(project.projectId))) as Quote;
}

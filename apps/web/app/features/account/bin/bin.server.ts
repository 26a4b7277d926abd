import { data, redirect } from "react-router";
import type { AppLoadContext } from "../../../lib/context.ts";
import { requireAccountCustomer, serviceRefusal } from "../account-extras.server.ts";
import { type FormMessage, said } from "../form-message.ts";

export type BinNotice = { kind: "success" | "error"; message: FormMessage };

const DONE: Record<string, BinNotice> = {
  removed: { kind: "success", message: said("bin_removed", "The alert was removed.") },
  subscribed: { kind: "success", message: said("bin_subscribed", "We'll email you when it's back in stock.") },
};

/** /account/bin: the customer's alerts, each with the product as this site sells it. */
export async function loadBins(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const bins = await context.services.bins.list(me.customerId, me.site);
  const done = new URL(request.url).searchParams.get("done");
  return { bins, notice: (done && DONE[done]) || null };
}

const positiveInt = (v: FormDataEntryValue | null) => {
  const n = typeof v === "string" && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Without JavaScript: "remove" an alert, or "subscribe" from a product page (a signed-in
 * customer's "Notify me" form). An alert already set counts as success (SPEC §8).
 */
export async function binAction(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "remove") {
      await context.services.bins.remove(me.customerId, String(form.get("binId") ?? "")).catch((err: unknown) => {
        // Already gone (another tab): the page shows the list as it is.
        if (serviceRefusal(err)?.status !== 404) throw err;
      });
      return redirect("/account/bin?done=removed");
    }
    if (intent === "subscribe") {
      const productId = positiveInt(form.get("product_id"));
      if (productId === null)
        return data(
          { notice: { kind: "error", message: said("unknown_product", "Unknown product.") } as BinNotice },
          { status: 400 },
        );
      const parentId = positiveInt(form.get("parent_id"));
      await context.services.bins
        .subscribe(
          me.customerId,
          me.site,
          { product_id: productId, parent_id: parentId, email: me.email },
          { customerEmail: me.email },
        )
        .catch((err: unknown) => {
          if (serviceRefusal(err)?.code !== "validation_error_already_subscribed") throw err;
        });
      return redirect("/account/bin?done=subscribed");
    }
  } catch (err) {
    const refusal = serviceRefusal(err);
    if (!refusal) throw err;
    return data(
      { notice: { kind: "error", message: said(refusal.code, refusal.message) } as BinNotice },
      { status: refusal.status },
    );
  }
  return data(
    { notice: { kind: "error", message: said("unknown_action", "Unknown action.") } as BinNotice },
    { status: 400 },
  );
}

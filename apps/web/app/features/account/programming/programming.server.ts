import { data } from "react-router";
import type { AppLoadContext } from "../../../lib/context.ts";
import { requireAccountCustomer, serviceRefusal } from "../account-extras.server.ts";

export async function loadPrograms(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  return { programs: await context.services.programming.list(me.customerId, me.site) };
}

/** One program; someone else's or an unknown id is the 404 page. */
export async function loadProgram(request: Request, context: AppLoadContext, id: string) {
  const me = await requireAccountCustomer(request, context);
  try {
    return { program: await context.services.programming.get(me.customerId, id, me.site) };
  } catch (err) {
    if (serviceRefusal(err)?.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

import { type GymSearchResponse, GymSearchQuery } from "@ironworks/contracts";
import { data } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { flagValue } from "../flags/flag-keys.ts";
import { loadRequestFlags } from "../flags/flags.server.ts";
import { gymsCatalog } from "./messages.server.ts";
import { landOutline } from "./outline.server.ts";

/** The search as the form sent it (what the fields show again). */
export interface GymForm {
  q: string;
  radius: string;
  type: string;
  equipment: string[];
}

/**
 * /rogue-equipped-gyms (SPEC §2, behind the gym-map flag): the search from the query, answered by
 * the gyms service in-process, and the land outline. Bad input is the page with its message (400).
 */
export async function loadGymMap(request: Request, context: AppLoadContext) {
  const { locale } = localeFromRequest(request);
  const { values } = await loadRequestFlags(context.services, request);
  if (flagValue(values, "gym-map") !== true) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const form: GymForm = {
    q: params.get("q") ?? "",
    radius: params.get("radius") ?? "",
    type: params.get("type") ?? "",
    equipment: params
      .getAll("equipment")
      .flatMap((e) => e.split(","))
      .filter(Boolean),
  };
  const parsed = GymSearchQuery.safeParse({
    q: form.q || undefined,
    radius: form.radius || undefined,
    type: form.type || undefined,
    equipment: form.equipment.length ? form.equipment.join(",") : undefined,
  });
  const base = { form, outline: landOutline(), messages: pageMessages(locale, gymsCatalog) };
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "q")))];
    return data({ ...base, result: null as GymSearchResponse | null, invalid: fields }, { status: 400 });
  }
  const result = await context.services.gyms.search(parsed.data);
  return { ...base, result, invalid: [] as string[] };
}

import { type EventsAccount, EventsProfileInput } from "@ironworks/contracts";
import { type NewsletterList, newsletterListsFor } from "@ironworks/domain";
import type { AppLoadContext } from "../../../lib/context.ts";
import { pageMessages } from "../../../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../../../lib/locale.ts";
import { requireAccountCustomer } from "../../account/account-extras.server.ts";
import { eventsCatalog } from "../messages.server.ts";

/** SPEC §3: the Invitational's lists, offered where the site allows them (not CAN, AUS, EUR, GBR). */
const INVITATIONAL_LISTS = (site: Parameters<typeof newsletterListsFor>[0]) =>
  newsletterListsFor(site).filter((l) => l.startsWith("invitational"));

export interface EventsAccountData {
  events: EventsAccount;
  /** The Invitational lists this site offers and the ones the customer is on. */
  lists: { offered: NewsletterList[]; subscribed: string[] };
}

async function fallbackOf(context: AppLoadContext, customerId: number) {
  const c = await context.services.customer.get(customerId);
  return { email: c.email, firstName: c.firstname, lastName: c.lastname };
}

/** /account/events: registrations (heats, results), the events profile, the Invitational lists. */
export async function loadEventsAccount(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  const { locale } = localeFromRequest(request);
  const fallback = await fallbackOf(context, me.customerId);
  const offered = INVITATIONAL_LISTS(me.site.code);
  const [events, subscribed] = await Promise.all([
    context.services.events.account(me.customerId, fallback),
    offered.length ? context.services.newsletter.subscriptions(me.site, fallback.email) : Promise.resolve([]),
  ]);
  const page: EventsAccountData = { events, lists: { offered, subscribed } };
  return { ...page, messages: pageMessages(locale, eventsCatalog) };
}

export type EventsAccountOutcome =
  | { ok: true; saved: "profile" | "lists" }
  | { ok: false; reason: "invalid"; field: string }
  | { ok: false; reason: "failed" };

/** The profile form (SPEC §3/§5: empty birthdate, gym and country are left out) and the lists form. */
export async function saveEventsAccount(request: Request, context: AppLoadContext): Promise<EventsAccountOutcome> {
  const me = await requireAccountCustomer(request, context);
  const form = await request.formData();
  const fallback = await fallbackOf(context, me.customerId);
  if (form.get("intent") === "lists") {
    const offered = INVITATIONAL_LISTS(me.site.code);
    const chosen = form.getAll("list").map(String);
    const on = offered.filter((l) => chosen.includes(l));
    const off = offered.filter((l) => !chosen.includes(l));
    if (on.length) await context.services.newsletter.subscribe(me.site, fallback.email, on, me.customerId);
    if (off.length) await context.services.newsletter.unsubscribe(me.site, fallback.email, off);
    return { ok: true, saved: "lists" };
  }
  const raw: Record<string, string> = {};
  for (const key of ["firstName", "lastName", "email", "btwbId", "birthdate", "gym", "gender", "country"]) {
    const value = form.get(key);
    // SPEC §5: an empty optional field is left out of the save (the stored value stays).
    if (typeof value === "string" && value.trim() !== "") raw[key] = value.trim();
  }
  const input = EventsProfileInput.safeParse(raw);
  if (!input.success) return { ok: false, reason: "invalid", field: String(input.error.issues[0]?.path[0] ?? "") };
  try {
    await context.services.events.saveAccount(me.customerId, input.data, fallback);
    return { ok: true, saved: "profile" };
  } catch (err) {
    if ((err as { status?: number }).status === 400) {
      const field = (err as { details?: { fields?: { field: string }[] } }).details?.fields?.[0]?.field ?? "";
      return { ok: false, reason: "invalid", field };
    }
    throw err;
  }
}

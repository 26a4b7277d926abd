import type { EventDetail, EventRegistration, Leaderboard } from "@ironworks/contracts";
import { LeaderboardQuery, RegistrationInput } from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import { type AppLoadContext, data, redirect } from "react-router";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { eventsCatalog } from "./messages.server.ts";
import type { BoardQuery } from "./board-query.ts";

/** SPEC §2: /events/{name}/{year} defaults to 2024. */
export const DEFAULT_EVENTS_YEAR = 2024;
/** The Invitational's event name; its year comes from the `invitational-year` flag. */
export const INVITATIONAL = "rogue-invitational";

export interface EventPageData {
  event: EventDetail;
  board: Leaderboard;
  query: BoardQuery;
  signedIn: boolean;
  registration: EventRegistration | null;
}

const status = (err: unknown) => (err as { status?: number } | null)?.status;

/** The event page's data: the event, the asked division's leaderboard page, the athlete's own registration. */
export async function loadEventPage(context: AppLoadContext, request: Request, name: string, year: string | undefined) {
  const { locale } = localeFromRequest(request);
  if (!/^[a-z0-9-]{1,60}$/.test(name) || (year !== undefined && !/^\d{4}$/.test(year)))
    throw data(null, { status: 404 });
  const id = `${name}-${year ?? DEFAULT_EVENTS_YEAR}`;
  const url = new URL(request.url);
  const parsed = LeaderboardQuery.safeParse(Object.fromEntries(url.searchParams));
  // A garbled page or query is read as the first page of the first division.
  const query = parsed.success ? parsed.data : { page: 1, sort: 0 };
  const session = await context.session.find();
  const customerId = session?.customerId ?? null;
  try {
    const event = await context.services.events.detail(id);
    const board = await context.services.events
      .leaderboard(id, query, customerId)
      .catch((err: unknown) =>
        status(err) === 400 ? context.services.events.leaderboard(id, { page: 1 }, customerId) : Promise.reject(err),
      );
    let registration: EventRegistration | null = null;
    if (customerId !== null) {
      const account = await context.services.events.account(customerId, { email: "", firstName: "", lastName: "" });
      registration = account.registrations.find((r) => r.eventId === id) ?? null;
    }
    const page: EventPageData = {
      event,
      board,
      query: {
        division: board.divisionId,
        page: board.pagination.page,
        q: query.q ?? "",
        sort: board.sort,
        country: query.country ?? "",
        affiliate: query.affiliate ?? "",
      },
      signedIn: customerId !== null,
      registration,
    };
    return { ...page, messages: pageMessages(locale, eventsCatalog) };
  } catch (err) {
    if (status(err) === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export type RegistrationOutcome =
  | { ok: true; division: string }
  | {
      ok: false;
      reason:
        | "signIn"
        | "already"
        | "divisionFull"
        | "windowClosed"
        | "failed"
        | "notSold"
        | "waiverMissing"
        | "waiverOutdated";
    }
  | { ok: false; reason: "invalid"; field: string };

/** The registration form's POST (works without JavaScript): the service decides, the page says why. */
export async function registerFromForm(
  context: AppLoadContext,
  request: Request,
  eventId: string,
): Promise<RegistrationOutcome> {
  const session = await context.session.find();
  if (!session?.customerId) return { ok: false, reason: "signIn" };
  const posted = await request.formData();
  // A team's member boxes share one name; an individual division's (empty) boxes are no members.
  const members = posted
    .getAll("members")
    .map(String)
    .filter((m) => m.trim() !== "");
  const { members: _, ...fields } = Object.fromEntries(posted);
  const input = RegistrationInput.safeParse({ ...fields, ...(members.length ? { members } : {}) });
  if (!input.success) return { ok: false, reason: "invalid", field: String(input.error.issues[0]?.path[0] ?? "") };
  try {
    const event = await context.services.events.detail(eventId);
    const sku = event.registration.sku;
    if (sku) return await buyRegistration(context, request, session, eventId, sku, input.data);
    const done = await context.services.events.register(session.customerId, eventId, input.data);
    return { ok: true, division: done.divisionName };
  } catch (err) {
    if (err instanceof Response) throw err;
    const code = (err as { code?: string } | null)?.code;
    if (code === "already_registered") return { ok: false, reason: "already" };
    if (code === "division_full") return { ok: false, reason: "divisionFull" };
    if (code === "registration_closed") return { ok: false, reason: "windowClosed" };
    // The waiver not ticked, or changed since the page was read (the page shows the current one).
    if (code === "waiver_required") return { ok: false, reason: "waiverMissing" };
    if (code === "waiver_outdated") return { ok: false, reason: "waiverOutdated" };
    if (code === "validation_error") {
      const field = (err as { details?: { fields?: { field: string }[] } }).details?.fields?.[0]?.field ?? "";
      return { ok: false, reason: "invalid", field };
    }
    if (status(err) === 404) throw data(null, { status: 404 });
    if (status(err) === undefined) throw err;
    return { ok: false, reason: "failed" };
  }
}

/**
 * A paid event (issue #20 item 2): the place is bought. The registration line (the event's
 * registration product, quantity 1, `eventRegistration` metadata) is checked now (window, a free
 * place) and becomes a buy-now list, and the shopper goes to checkout; the order creates the
 * registration in its transaction, so a full division or a closed window refuses the order there too.
 */
async function buyRegistration(
  context: AppLoadContext,
  request: Request,
  session: NonNullable<Awaited<ReturnType<AppLoadContext["session"]["find"]>>>,
  eventId: string,
  sku: string,
  input: RegistrationInput,
): Promise<RegistrationOutcome> {
  const { site, locale } = localeFromRequest(request);
  const eventRegistration = { eventId, ...input };
  await context.services.events.checkRegistrationLine(sku, eventRegistration, session.customerId);
  const product = await context.services.catalog.getProductBySku(sku, site).catch(() => null);
  if (!product) return { ok: false, reason: "notSold" };
  const owner = {
    customerId: session.customerId,
    sessionId: session.sessionId,
    groupId: session.groupId,
    clientAddress: context.clientAddress,
    language: languageOf(locale),
  };
  await context.services.lists.createList(owner, site, {
    type: "buyNow",
    items: [{ productId: product.productId, qty: 1, metadata: { eventRegistration } }],
  });
  throw redirect("/checkout");
}

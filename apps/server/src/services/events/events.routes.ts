import {
  ERRORS,
  EventsProfileInput,
  LeaderboardQuery,
  RegistrationInput,
  ScoreDecisionInput,
  ScoreEntryInput,
  WaiverInput,
} from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { httpError } from "../../platform/errors.ts";
import { type AppEnv, parseParam, parseQuery, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import { can, STAFF_COOKIE, type StaffAuth } from "../staff/index.ts";
import type { LeaderboardHub } from "./events.live.ts";
import type { EventsService, EventsStaff } from "./events.service.ts";

const EventId = z
  .string()
  .min(3, "is not an event id")
  .max(80, "is not an event id")
  .regex(/^[a-z0-9-]+$/, "is not an event id");
const ScoreId = z.string().min(1).max(64);
const OwnScore = ScoreEntryInput.omit({ registrationId: true, judge: true });
const Freeze = z.object({ frozen: z.boolean() });

export interface EventsRoutesDeps {
  events: EventsService;
  hub: LeaderboardHub;
  staffAuth: Pick<StaffAuth, "resolve">;
  customer: (customerId: number) => Promise<{ email: string; firstName: string; lastName: string }>;
  clientAddress: (c: Context) => string;
}

/**
 * /svc_event (SPEC §7, issue #20). Answers are never cached (no-store): leaderboards move live.
 * - GET /events/{id} → EventDetail; 404 event_not_found
 * - GET /events/{id}/leaderboard?division&page&q → Leaderboard (CrossFit Games field names, 50 rows a
 *   page, the signed-in athlete's row as `mine`); 400 naming `division` / `query.page`
 * - GET /events/{id}/stream → text/event-stream: `event: leaderboard` `data: {"version":N}` at once and
 *   on every change (any process); 429 too_many_streams past the caps
 * - POST /events/{id}/registrations (customer) {divisionId, athleteName, affiliate?, country?} → 201;
 *   409 division_full | already_registered | registration_closed (details.window)
 * - POST /events/{id}/scores (registered athlete) {workoutId, raw} → 201 {state: entered}
 * - GET /account, PUT /account (customer) → {account, registrations, linked} (SPEC §3 events profile)
 * - Moderator console (staff cookie, permission events.score, moderator of that event or owner):
 *   GET /moderator/{id}; POST /moderator/{id}/scores {registrationId, workoutId, raw, judge, member?}
 *   (`member`: a team member's index → 201 {member, team: score | null until every member has one};
 *   400 naming `member` outside the team or on an athlete's registration);
 *   POST /moderator/{id}/scores/{scoreId}/decision {action: verify|publish|invalidate, reason, version};
 *   PUT /moderator/{id}/freeze {frozen}; PUT /moderator/{id}/waiver {title, body} (owner) → 201 the
 *   waiver's new version (audited); registrations then need `waiverVersion` (400 waiver_required,
 *   409 waiver_outdated). 401 staff_unauthenticated, 403 staff_forbidden |
 *   not_event_moderator, 409 score_wrong_state (stale version or wrong state) | leaderboard_frozen.
 */
export function eventsRoutes(deps: EventsRoutesDeps) {
  const { events } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);
  app.use("*", resolveSite);
  const eventId = (c: Context) => parseParam(c.req.param("id"), EventId, "id");

  async function staff(c: Context<AppEnv>): Promise<EventsStaff> {
    const token = getCookie(c, STAFF_COOKIE);
    const who = token ? await deps.staffAuth.resolve(token) : null;
    if (!who) throw httpError(ERRORS.staffUnauthenticated);
    if (!can(who.role, "events.score"))
      throw httpError(ERRORS.staffForbidden, `Your role (${who.role}) does not have the permission events.score.`, {
        permission: "events.score",
      });
    return who;
  }

  app.get("/events/:id", async (c) => c.json(await events.detail(eventId(c)), 200));
  app.get("/events/:id/leaderboard", async (c) => {
    const id = eventId(c);
    const query = parseQuery(c, LeaderboardQuery);
    const info = await c.get("session").find();
    return c.json(await events.leaderboard(id, query, info?.customerId ?? null), 200);
  });
  app.get("/events/:id/stream", async (c) => {
    const id = eventId(c);
    const version = await events.version(id);
    if (version === null) throw httpError(ERRORS.eventNotFound, `No event ${id}.`);
    const opened = deps.hub.open(id, deps.clientAddress(c), version);
    if (!opened.ok) throw httpError(ERRORS.tooManyStreams, "Too many open leaderboard streams");
    return new Response(opened.body, {
      status: 200,
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      },
    });
  });
  app.post("/events/:id/registrations", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = eventId(c);
    const input = await parseJsonBody(c, RegistrationInput);
    return c.json(await events.register(customerId, id, input), 201);
  });
  app.post("/events/:id/scores", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = eventId(c);
    const input = await parseJsonBody(c, OwnScore);
    return c.json(await events.submitOwn(customerId, id, { ...input, judge: "" }), 201);
  });

  app.get("/account", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json(await events.account(customerId, await deps.customer(customerId)), 200);
  });
  app.put("/account", async (c) => {
    const customerId = await requireCustomerId(c);
    const input = await parseJsonBody(c, EventsProfileInput);
    return c.json(await events.saveAccount(customerId, input, await deps.customer(customerId)), 200);
  });

  app.get("/moderator/:id", async (c) => {
    const who = await staff(c);
    return c.json(await events.moderatorView(who, eventId(c)), 200);
  });
  app.post("/moderator/:id/scores", async (c) => {
    const who = await staff(c);
    const id = eventId(c);
    const input = await parseJsonBody(c, ScoreEntryInput);
    // A team member's score (`member`): the member's and, once every member has one, the team's.
    if (input.member !== undefined)
      return c.json(await events.enterMemberAsModerator(who, id, { ...input, member: input.member }), 201);
    return c.json(await events.enterAsModerator(who, id, input), 201);
  });
  app.put("/moderator/:id/waiver", async (c) => {
    const who = await staff(c);
    const input = await parseJsonBody(c, WaiverInput);
    return c.json(await events.publishWaiver(who, eventId(c), input), 201);
  });
  app.post("/moderator/:id/scores/:scoreId/decision", async (c) => {
    const who = await staff(c);
    const id = eventId(c);
    const scoreId = parseParam(c.req.param("scoreId"), ScoreId, "scoreId");
    const input = await parseJsonBody(c, ScoreDecisionInput);
    return c.json(await events.decide(who, id, scoreId, input), 200);
  });
  app.put("/moderator/:id/freeze", async (c) => {
    const who = await staff(c);
    const id = eventId(c);
    const { frozen } = await parseJsonBody(c, Freeze);
    return c.json(await events.freeze(who, id, frozen), 200);
  });
  return app;
}

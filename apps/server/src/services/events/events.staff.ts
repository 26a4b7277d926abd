import { HeatChange, HeatInput, LaneInput, WaiverInput } from "@ironworks/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { parseParam } from "../../platform/http.ts";
import type { EventsService, EventsStaff } from "./events.service.ts";

type Endpoint = (
  key:
    | "GET /events"
    | "GET /events/:id/heats"
    | "POST /events/:id/heats"
    | "PUT /events/:id/heats/:heatId"
    | "DELETE /events/:id/heats/:heatId"
    | "PUT /events/:id/heats/:heatId/lanes/:lane"
    | "DELETE /events/:id/heats/:heatId/lanes/:lane"
    | "GET /events/:id/waivers"
    | "PUT /events/:id/waiver",
  handler: (c: Context, who: EventsStaff) => Promise<Response>,
) => void;

const EventId = z
  .string()
  .min(3, "is not an event id")
  .max(80, "is not an event id")
  .regex(/^[a-z0-9-]+$/, "is not an event id");
const HeatId = z.string().min(1, "is not a heat id").max(64, "is not a heat id");
const Lane = z.coerce.number().int("must be a lane number").min(1, "must be 1 or more").max(40, "must be at most 40");

const eventId = (c: Context) => parseParam(c.req.param("id"), EventId, "id");
const heatId = (c: Context) => parseParam(c.req.param("heatId"), HeatId, "heatId");
const lane = (c: Context) => parseParam(c.req.param("lane"), Lane, "lane");

/**
 * The back office's events endpoints (issue #20 item 1 and the waiver screen), registered through
 * staff.routes.ts's permission table: the events an organiser runs, their heats and lanes
 * (events.score, and only for the event's moderators and owners: 403 not_event_moderator), the
 * waiver's versions, and a new waiver version (events.waiver: the owner's). Every write audited.
 */
export function registerEventsStaffEndpoints(endpoint: Endpoint, events: EventsService) {
  endpoint("GET /events", async (c, who) => c.json(await events.list(who), 200));
  endpoint("GET /events/:id/heats", async (c, who) => c.json(await events.view(who, eventId(c)), 200));
  endpoint("POST /events/:id/heats", async (c, who) => {
    const id = eventId(c);
    return c.json(await events.createHeat(who, id, await parseJsonBody(c, HeatInput)), 201);
  });
  endpoint("PUT /events/:id/heats/:heatId", async (c, who) => {
    const [id, heat] = [eventId(c), heatId(c)];
    return c.json(await events.changeHeat(who, id, heat, await parseJsonBody(c, HeatChange)), 200);
  });
  endpoint("DELETE /events/:id/heats/:heatId", async (c, who) =>
    c.json(await events.deleteHeat(who, eventId(c), heatId(c)), 200),
  );
  endpoint("PUT /events/:id/heats/:heatId/lanes/:lane", async (c, who) => {
    const [id, heat, n] = [eventId(c), heatId(c), lane(c)];
    const { registrationId } = await parseJsonBody(c, LaneInput);
    return c.json(await events.putLane(who, id, heat, n, registrationId), 200);
  });
  endpoint("DELETE /events/:id/heats/:heatId/lanes/:lane", async (c, who) =>
    c.json(await events.clearLane(who, eventId(c), heatId(c), lane(c)), 200),
  );
  endpoint("GET /events/:id/waivers", async (c, who) => c.json(await events.waivers(who, eventId(c)), 200));
  endpoint("PUT /events/:id/waiver", async (c, who) => {
    const id = eventId(c);
    return c.json(await events.publishWaiver(who, id, await parseJsonBody(c, WaiverInput)), 201);
  });
}

import { randomUUID } from "node:crypto";
import {
  ERRORS,
  type HeatChange,
  type HeatInput,
  MAX_LANES,
  type StaffHeat,
  type StaffHeatsView,
  type StaffRole,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { AuditWriter } from "../../platform/audit.ts";
import { fieldError, httpError } from "../../platform/errors.ts";
import { type EventRow, type EventsRepository, type HeatRow, isUniqueViolation } from "./events.repository.ts";

/** A signed-in staff member as the staff service resolves them. */
export interface EventsStaff {
  id: number;
  email: string;
  role: StaffRole;
}

export interface EventsHeatsDeps {
  repo: EventsRepository;
  audit: AuditWriter;
}

/**
 * The organiser's heats and lanes (issue #20 item 1), behind the staff API's permission table
 * (events.score) and, like the moderator console, only for the event's moderators and owners.
 * Every change is audited in its own transaction, which first locks the event row: two organisers
 * numbering heats or filling lanes of one event queue there, so the checks below see each other.
 * A heat is one workout in one division; a lane holds one registration of that division, and an
 * athlete has at most one lane per workout.
 */
export function createEventsHeats(deps: EventsHeatsDeps) {
  const { repo } = deps;

  async function organiser(who: EventsStaff, eventId: string, on?: Db): Promise<EventRow> {
    const e = await repo.event(eventId, on);
    if (!e) throw httpError(ERRORS.eventNotFound, `No event ${eventId}.`);
    if (who.role === "owner") return e;
    if (!(await repo.moderates(eventId, who.id, on)))
      throw httpError(ERRORS.notEventModerator, `You do not organise ${eventId}.`);
    return e;
  }

  /** In one transaction, the event locked, the caller checked again inside it. */
  function change<T>(who: EventsStaff, eventId: string, work: (tx: Db, e: EventRow) => Promise<T>) {
    return repo.db.transaction(async (tx) => {
      await organiser(who, eventId, tx);
      const e = await repo.lockEvent(tx, eventId);
      if (!e) throw httpError(ERRORS.eventNotFound, `No event ${eventId}.`);
      return work(tx, e);
    });
  }

  async function heatOf(tx: Db, eventId: string, heatId: string): Promise<HeatRow> {
    const heat = await repo.heat(heatId, tx);
    if (!heat || heat.eventId !== eventId) throw httpError(ERRORS.heatNotFound, `No heat ${heatId} in ${eventId}.`);
    return heat;
  }

  async function numberFree(tx: Db, heat: { workoutId: string; divisionId: string; number: number }, self?: string) {
    const other = await repo.heatNumbered(tx, heat.workoutId, heat.divisionId, heat.number);
    if (other && other.id !== self)
      throw httpError(ERRORS.heatNumberTaken, `Heat ${heat.number} of this workout and division exists.`, {
        heatId: other.id,
      });
  }

  const audit = (tx: Db, who: EventsStaff, entry: Omit<Parameters<AuditWriter>[1], "staffId" | "staffEmail">) =>
    deps.audit(tx, { staffId: who.id, staffEmail: who.email, ...entry });

  async function view(who: EventsStaff, eventId: string): Promise<StaffHeatsView> {
    const e = await organiser(who, eventId);
    const [workouts, divisions, athletes, heats] = await Promise.all([
      repo.workouts(eventId),
      repo.divisions(eventId),
      repo.registrationsOfEvent(eventId),
      repo.heatsWithLanes(eventId),
    ]);
    return {
      event: { id: e.id, title: e.title },
      workouts: workouts.map((w) => ({ id: w.id, name: w.name })),
      divisions: divisions.map((d) => ({ id: d.id, name: d.name })),
      athletes: athletes.map((a) => ({ id: a.id, name: a.athleteName, divisionId: a.divisionId })),
      heats: heats.map(toHeat),
    };
  }

  const toHeat = (h: HeatRow & { lanes: { lane: number; registrationId: string; name: string }[] }): StaffHeat => ({
    id: h.id,
    workoutId: h.workoutId,
    divisionId: h.divisionId,
    number: h.number,
    startsAt: h.startsAt.toISOString(),
    lanes: h.lanes.map((l) => ({ lane: l.lane, registrationId: l.registrationId, name: l.name })),
  });

  async function createHeat(who: EventsStaff, eventId: string, input: HeatInput): Promise<StaffHeat> {
    return change(who, eventId, async (tx) => {
      const workout = (await repo.workouts(eventId, tx)).find((w) => w.id === input.workoutId);
      if (!workout) throw fieldError("workoutId", "is not a workout of this event");
      const division = await repo.lockDivision(tx, input.divisionId);
      if (!division || division.eventId !== eventId) throw fieldError("divisionId", "is not a division of this event");
      await numberFree(tx, input);
      const row = await repo.insertHeat(tx, {
        id: randomUUID(),
        eventId,
        workoutId: workout.id,
        divisionId: division.id,
        number: input.number,
        startsAt: new Date(input.startsAt),
      });
      await audit(tx, who, {
        action: "event.heat.create",
        targetType: "event_heat",
        targetId: row.id,
        changes: {
          number: { before: null, after: row.number },
          startsAt: { before: null, after: row.startsAt.toISOString() },
        },
        detail: { eventId, workoutId: workout.id, divisionId: division.id },
      });
      return toHeat({ ...row, lanes: [] });
    });
  }

  async function changeHeat(who: EventsStaff, eventId: string, heatId: string, input: HeatChange) {
    return change(who, eventId, async (tx) => {
      const before = await heatOf(tx, eventId, heatId);
      const number = input.number ?? before.number;
      const startsAt = input.startsAt ? new Date(input.startsAt) : before.startsAt;
      if (number !== before.number) await numberFree(tx, { ...before, number }, before.id);
      const row = await repo.updateHeat(tx, heatId, { number, startsAt });
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      if (row.number !== before.number) changes.number = { before: before.number, after: row.number };
      if (row.startsAt.getTime() !== before.startsAt.getTime())
        changes.startsAt = { before: before.startsAt.toISOString(), after: row.startsAt.toISOString() };
      if (Object.keys(changes).length)
        await audit(tx, who, {
          action: "event.heat.update",
          targetType: "event_heat",
          targetId: heatId,
          changes,
          detail: { eventId, workoutId: row.workoutId, divisionId: row.divisionId },
        });
      const [withLanes] = (await repo.heatsWithLanes(eventId, tx)).filter((h) => h.id === heatId);
      return toHeat(withLanes ?? { ...row, lanes: [] });
    });
  }

  async function deleteHeat(who: EventsStaff, eventId: string, heatId: string) {
    return change(who, eventId, async (tx) => {
      const before = await heatOf(tx, eventId, heatId);
      const freed = await repo.deleteHeat(tx, heatId);
      await audit(tx, who, {
        action: "event.heat.delete",
        targetType: "event_heat",
        targetId: heatId,
        changes: {
          number: { before: before.number, after: null },
          lanes: { before: freed, after: [] },
        },
        detail: { eventId, workoutId: before.workoutId, divisionId: before.divisionId },
      });
      return { id: heatId, deleted: true, lanesFreed: freed.length };
    });
  }

  const laneNumber = (lane: number) => {
    if (!Number.isInteger(lane) || lane < 1 || lane > MAX_LANES)
      throw fieldError("lane", `must be a lane from 1 to ${MAX_LANES}`);
    return lane;
  };

  /** The registration takes the lane: 409 lane_taken (another athlete) | already_in_heat (a lane of this workout). */
  async function putLane(who: EventsStaff, eventId: string, heatId: string, lane: number, registrationId: string) {
    laneNumber(lane);
    try {
      return await change(who, eventId, async (tx) => {
        const heat = await heatOf(tx, eventId, heatId);
        const registration = await repo.registration(registrationId, tx);
        if (!registration || registration.eventId !== eventId || registration.cancelledAt)
          throw fieldError("registrationId", "is not an athlete of this event");
        if (registration.divisionId !== heat.divisionId)
          throw fieldError("registrationId", "is in another division than this heat");
        const taken = await repo.lane(tx, heatId, lane);
        if (taken?.registrationId === registrationId) return { heatId, lane, registrationId, changed: false };
        if (taken)
          throw httpError(ERRORS.laneTaken, `Lane ${lane} of heat ${heat.number} is taken.`, {
            lane,
            registrationId: taken.registrationId,
          });
        const elsewhere = await repo.laneInWorkout(tx, registrationId, heat.workoutId);
        if (elsewhere)
          throw httpError(
            ERRORS.alreadyInHeat,
            `${registration.athleteName} already has lane ${elsewhere.lane} in heat ${elsewhere.number} of this workout.`,
            { heatId: elsewhere.heatId, lane: elsewhere.lane },
          );
        await repo.putLane(tx, heatId, lane, registrationId);
        await audit(tx, who, {
          action: "event.lane.assign",
          targetType: "event_heat",
          targetId: heatId,
          changes: { [`lane.${lane}`]: { before: null, after: registrationId } },
          detail: { eventId, workoutId: heat.workoutId, athleteName: registration.athleteName },
        });
        return { heatId, lane, registrationId, changed: true };
      });
    } catch (err) {
      // Two organisers filling the same lane at once (the primary key decides).
      if (isUniqueViolation(err)) throw httpError(ERRORS.laneTaken, `Lane ${lane} is taken.`, { lane });
      throw err;
    }
  }

  async function clearLane(who: EventsStaff, eventId: string, heatId: string, lane: number) {
    laneNumber(lane);
    return change(who, eventId, async (tx) => {
      const heat = await heatOf(tx, eventId, heatId);
      const removed = await repo.deleteLane(tx, heatId, lane);
      if (removed)
        await audit(tx, who, {
          action: "event.lane.clear",
          targetType: "event_heat",
          targetId: heatId,
          changes: { [`lane.${lane}`]: { before: removed.registrationId, after: null } },
          detail: { eventId, workoutId: heat.workoutId },
        });
      return { heatId, lane, registrationId: null, changed: !!removed };
    });
  }

  /** Events the member organises (an owner: every event), for the console's picker. */
  async function list(who: EventsStaff) {
    const rows = await repo.allEvents();
    const mine = who.role === "owner" ? rows : await repo.moderatedBy(who.id);
    const ids = new Set(mine.map((e) => e.id));
    return {
      events: rows
        .filter((e) => ids.has(e.id))
        .map((e) => ({ id: e.id, title: e.title, startsAt: e.startsAt.toISOString() })),
    };
  }

  /** The waiver's versions, newest first (the owner publishes; organisers read). */
  async function waivers(who: EventsStaff, eventId: string) {
    const e = await organiser(who, eventId);
    const rows = await repo.waivers(eventId);
    return {
      event: { id: e.id, title: e.title },
      versions: rows.map((w) => ({
        version: w.version,
        title: w.title,
        body: w.body,
        publishedAt: w.createdAt.toISOString(),
      })),
    };
  }

  return { list, view, createHeat, changeHeat, deleteHeat, putLane, clearLane, waivers };
}
export type EventsHeats = ReturnType<typeof createEventsHeats>;

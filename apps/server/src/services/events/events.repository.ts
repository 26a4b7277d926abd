import { ON_BOARD_STATES } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  eventDivisions,
  eventHeats,
  eventLanes,
  eventMemberScores,
  eventMemberScoreVersions,
  eventModerators,
  eventProfiles,
  eventRegistrations,
  events,
  eventScores,
  eventScoreVersions,
  eventWaivers,
  eventWorkouts,
} from "./events.schema.ts";

export type EventRow = typeof events.$inferSelect;
export type DivisionRow = typeof eventDivisions.$inferSelect;
export type WorkoutRow = typeof eventWorkouts.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type ScoreRow = typeof eventScores.$inferSelect;
export type ScoreVersionRow = typeof eventScoreVersions.$inferSelect;
export type ProfileRow = typeof eventProfiles.$inferSelect;
export type HeatRow = typeof eventHeats.$inferSelect;

export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The only SQL on the events tables. */
export function createEventsRepository(db: Db) {
  return {
    db,

    async event(id: string, on: Db = db): Promise<EventRow | null> {
      const [row] = await on.select().from(events).where(eq(events.id, id));
      return row ?? null;
    },

    async version(id: string): Promise<number | null> {
      const [row] = await db.select({ version: events.version }).from(events).where(eq(events.id, id));
      return row?.version ?? null;
    },

    async divisions(eventId: string): Promise<(DivisionRow & { registered: number })[]> {
      const rows = await db
        .select({
          id: eventDivisions.id,
          eventId: eventDivisions.eventId,
          name: eventDivisions.name,
          cap: eventDivisions.cap,
          position: eventDivisions.position,
          teamSize: eventDivisions.teamSize,
          // Spelled out: inside a subquery drizzle leaves the columns unqualified.
          registered: sql<number>`(select count(*)::int from event_registrations r where r.division_id = "event_divisions"."id" and r.cancelled_at is null)`,
        })
        .from(eventDivisions)
        .where(eq(eventDivisions.eventId, eventId))
        .orderBy(asc(eventDivisions.position));
      return rows.map((r) => ({ ...r, registered: Number(r.registered) }));
    },

    async workouts(eventId: string, on: Db = db): Promise<WorkoutRow[]> {
      return on
        .select()
        .from(eventWorkouts)
        .where(eq(eventWorkouts.eventId, eventId))
        .orderBy(asc(eventWorkouts.ordinal));
    },

    /** The division row, locked: registrations for one division queue here (the cap is checked after). */
    async lockDivision(tx: Db, divisionId: string): Promise<DivisionRow | null> {
      const [row] = await tx.select().from(eventDivisions).where(eq(eventDivisions.id, divisionId)).for("update");
      return row ?? null;
    },

    async countInDivision(tx: Db, divisionId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.divisionId, divisionId), isNull(eventRegistrations.cancelledAt)));
      return row?.n ?? 0;
    },

    async registrationOf(eventId: string, customerId: number, on: Db = db): Promise<RegistrationRow | null> {
      const [row] = await on
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            eq(eventRegistrations.customerId, customerId),
            isNull(eventRegistrations.cancelledAt),
          ),
        );
      return row ?? null;
    },

    async insertRegistration(tx: Db, row: typeof eventRegistrations.$inferInsert): Promise<RegistrationRow> {
      const [created] = await tx.insert(eventRegistrations).values(row).returning();
      return created as RegistrationRow;
    },

    /**
     * A bought place (0028): null when the customer already holds one in this event (the unique
     * index decides without aborting the order's transaction).
     */
    async insertBoughtRegistration(
      tx: Db,
      row: typeof eventRegistrations.$inferInsert,
    ): Promise<RegistrationRow | null> {
      const [created] = await tx.insert(eventRegistrations).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    /** An unpaid order's places go back (the order's release). */
    async deleteRegistrationsOfOrder(tx: Db, orderId: string): Promise<string[]> {
      const rows = await tx
        .delete(eventRegistrations)
        .where(eq(eventRegistrations.orderId, orderId))
        .returning({ eventId: eventRegistrations.eventId });
      return [...new Set(rows.map((r) => r.eventId))];
    },

    /**
     * A paid order cancelled or refunded in full (0030): its places go back, once. Only rows not
     * yet given back are touched, so a second call (the cancel after its refund, a retried request)
     * frees nothing more.
     */
    async cancelRegistrationsOfOrder(
      tx: Db,
      orderId: string,
      reason: string,
      at: Date,
    ): Promise<{ id: string; eventId: string }[]> {
      return tx
        .update(eventRegistrations)
        .set({ cancelledAt: at, cancelReason: reason })
        .where(and(eq(eventRegistrations.orderId, orderId), isNull(eventRegistrations.cancelledAt)))
        .returning({ id: eventRegistrations.id, eventId: eventRegistrations.eventId });
    },

    async heat(id: string, on: Db = db): Promise<HeatRow | null> {
      const [row] = await on.select().from(eventHeats).where(eq(eventHeats.id, id));
      return row ?? null;
    },

    async inHeat(heatId: string, registrationId: string, on: Db = db): Promise<boolean> {
      const [row] = await on
        .select({ n: count() })
        .from(eventLanes)
        .where(and(eq(eventLanes.heatId, heatId), eq(eventLanes.registrationId, registrationId)));
      return (row?.n ?? 0) > 0;
    },

    /** The heats and lanes of these registrations, in start order. */
    async heatsOf(registrationIds: string[]) {
      if (registrationIds.length === 0) return [];
      return db
        .select({
          registrationId: eventLanes.registrationId,
          heatId: eventHeats.id,
          workoutId: eventHeats.workoutId,
          workoutName: eventWorkouts.name,
          heat: eventHeats.number,
          lane: eventLanes.lane,
          startsAt: eventHeats.startsAt,
        })
        .from(eventLanes)
        .innerJoin(eventHeats, eq(eventHeats.id, eventLanes.heatId))
        .innerJoin(eventWorkouts, eq(eventWorkouts.id, eventHeats.workoutId))
        .where(inArray(eventLanes.registrationId, registrationIds))
        .orderBy(asc(eventHeats.startsAt), asc(eventHeats.number));
    },

    /** Every heat of an event with its lanes (the moderator console). */
    async heatsOfEvent(eventId: string) {
      return db
        .select({
          heatId: eventHeats.id,
          workoutId: eventHeats.workoutId,
          divisionId: eventHeats.divisionId,
          heat: eventHeats.number,
          startsAt: eventHeats.startsAt,
          lane: eventLanes.lane,
          registrationId: eventLanes.registrationId,
        })
        .from(eventHeats)
        .innerJoin(eventLanes, eq(eventLanes.heatId, eventHeats.id))
        .where(eq(eventHeats.eventId, eventId))
        .orderBy(asc(eventHeats.workoutId), asc(eventHeats.number), asc(eventLanes.lane));
    },

    async registrationsOfCustomer(customerId: number) {
      return db
        .select({
          id: eventRegistrations.id,
          eventId: eventRegistrations.eventId,
          eventTitle: events.title,
          divisionId: eventRegistrations.divisionId,
          divisionName: eventDivisions.name,
          athleteName: eventRegistrations.athleteName,
          createdAt: eventRegistrations.createdAt,
          orderId: eventRegistrations.orderId,
          teamName: eventRegistrations.teamName,
          members: eventRegistrations.members,
          cancelledAt: eventRegistrations.cancelledAt,
          cancelReason: eventRegistrations.cancelReason,
          waiverVersion: eventRegistrations.waiverVersion,
          waiverAcceptedAt: eventRegistrations.waiverAcceptedAt,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .innerJoin(eventDivisions, eq(eventDivisions.id, eventRegistrations.divisionId))
        .where(eq(eventRegistrations.customerId, customerId))
        .orderBy(asc(events.startsAt));
    },

    async registrationsOfEvent(eventId: string, divisionId?: string): Promise<RegistrationRow[]> {
      return db
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            divisionId ? eq(eventRegistrations.divisionId, divisionId) : undefined,
            isNull(eventRegistrations.cancelledAt),
          ),
        )
        .orderBy(asc(eventRegistrations.athleteName), asc(eventRegistrations.id));
    },

    async registration(id: string, on: Db = db): Promise<RegistrationRow | null> {
      const [row] = await on.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
      return row ?? null;
    },

    /** Published scores of a division's athletes (what the leaderboard shows). */
    async publishedScores(eventId: string, divisionId: string) {
      return db
        .select({
          registrationId: eventScores.registrationId,
          workoutId: eventScores.workoutId,
          value: eventScores.value,
          display: eventScores.display,
          state: eventScores.state,
          reason: eventScores.reason,
        })
        .from(eventScores)
        .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventScores.registrationId))
        .where(
          and(
            eq(eventScores.eventId, eventId),
            inArray(eventScores.state, [...ON_BOARD_STATES]),
            eq(eventRegistrations.divisionId, divisionId),
            isNull(eventRegistrations.cancelledAt),
          ),
        );
    },

    async scoresOfEvent(eventId: string): Promise<ScoreRow[]> {
      return db.select().from(eventScores).where(eq(eventScores.eventId, eventId));
    },

    async versionsOf(scoreIds: string[]): Promise<ScoreVersionRow[]> {
      if (scoreIds.length === 0) return [];
      return db
        .select()
        .from(eventScoreVersions)
        .where(inArray(eventScoreVersions.scoreId, scoreIds))
        .orderBy(asc(eventScoreVersions.scoreId), asc(eventScoreVersions.version));
    },

    async lockScoreEntry(tx: Db, registrationId: string, workoutId: string): Promise<ScoreRow | null> {
      const [row] = await tx
        .select()
        .from(eventScores)
        .where(and(eq(eventScores.registrationId, registrationId), eq(eventScores.workoutId, workoutId)))
        .for("update");
      return row ?? null;
    },

    async lockScore(tx: Db, id: string): Promise<ScoreRow | null> {
      const [row] = await tx.select().from(eventScores).where(eq(eventScores.id, id)).for("update");
      return row ?? null;
    },

    async insertScore(tx: Db, row: typeof eventScores.$inferInsert): Promise<ScoreRow> {
      const [created] = await tx.insert(eventScores).values(row).returning();
      return created as ScoreRow;
    },

    async updateScore(tx: Db, id: string, change: Partial<typeof eventScores.$inferInsert>): Promise<ScoreRow> {
      const [row] = await tx.update(eventScores).set(change).where(eq(eventScores.id, id)).returning();
      return row as ScoreRow;
    },

    async addVersion(tx: Db, row: typeof eventScoreVersions.$inferInsert): Promise<void> {
      await tx.insert(eventScoreVersions).values(row);
    },

    /** What the leaderboard shows changed: its version moves (the live stream and caches key on it). */
    async bumpVersion(tx: Db, eventId: string): Promise<void> {
      await tx
        .update(events)
        .set({ version: sql`${events.version} + 1` })
        .where(eq(events.id, eventId));
    },

    async setFrozen(tx: Db, eventId: string, frozen: boolean): Promise<void> {
      await tx
        .update(events)
        .set({ frozen, version: sql`${events.version} + 1` })
        .where(eq(events.id, eventId));
    },

    async moderates(eventId: string, staffId: number, on: Db = db): Promise<boolean> {
      const [row] = await on
        .select({ n: count() })
        .from(eventModerators)
        .where(and(eq(eventModerators.eventId, eventId), eq(eventModerators.staffId, staffId)));
      return (row?.n ?? 0) > 0;
    },

    async assignModerator(eventId: string, staffId: number): Promise<void> {
      await db.insert(eventModerators).values({ eventId, staffId }).onConflictDoNothing();
    },

    // ---- Team members' scores (0030) ----

    /**
     * The member's current entry, and the entry kept as a new version (0034): the upsert's row lock
     * orders two entries for one member, so each gets its own version number.
     */
    async upsertMemberScore(tx: Db, row: Omit<typeof eventMemberScores.$inferInsert, "version">): Promise<number> {
      const { registrationId: _r, workoutId: _w, member: _m, ...change } = row;
      const [saved] = await tx
        .insert(eventMemberScores)
        .values({ ...row, version: 1 })
        .onConflictDoUpdate({
          target: [eventMemberScores.registrationId, eventMemberScores.workoutId, eventMemberScores.member],
          set: { ...change, version: sql`${eventMemberScores.version} + 1` },
        })
        .returning({ version: eventMemberScores.version });
      const version = saved?.version ?? 1;
      await tx.insert(eventMemberScoreVersions).values({
        registrationId: row.registrationId,
        workoutId: row.workoutId,
        member: row.member,
        version,
        raw: row.raw,
        display: row.display,
        judge: row.judge ?? "",
        actor: row.actor,
        at: row.updatedAt ?? new Date(),
      });
      return version;
    },

    /** Every version of these registrations' member entries, oldest first per member. */
    async memberVersionsOf(registrationIds: string[]) {
      if (registrationIds.length === 0) return [];
      return db
        .select()
        .from(eventMemberScoreVersions)
        .where(inArray(eventMemberScoreVersions.registrationId, registrationIds))
        .orderBy(
          asc(eventMemberScoreVersions.registrationId),
          asc(eventMemberScoreVersions.workoutId),
          asc(eventMemberScoreVersions.member),
          asc(eventMemberScoreVersions.version),
        );
    },

    // ---- Heats and lanes (the organiser's console) ----

    /** The event row, locked: heat and lane changes of one event queue here (numbers, lanes checked after). */
    async lockEvent(tx: Db, id: string): Promise<EventRow | null> {
      const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update");
      return row ?? null;
    },

    /** Every heat of an event with its lanes, empty heats too (the organiser's console). */
    async heatsWithLanes(eventId: string, on: Db = db) {
      const heats = await on
        .select()
        .from(eventHeats)
        .where(eq(eventHeats.eventId, eventId))
        .orderBy(asc(eventHeats.startsAt), asc(eventHeats.workoutId), asc(eventHeats.number));
      const lanes = heats.length
        ? await on
            .select({
              heatId: eventLanes.heatId,
              lane: eventLanes.lane,
              registrationId: eventLanes.registrationId,
              name: eventRegistrations.athleteName,
            })
            .from(eventLanes)
            .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventLanes.registrationId))
            .where(
              inArray(
                eventLanes.heatId,
                heats.map((h) => h.id),
              ),
            )
            .orderBy(asc(eventLanes.lane))
        : [];
      return heats.map((h) => ({ ...h, lanes: lanes.filter((l) => l.heatId === h.id) }));
    },

    async heatNumbered(tx: Db, workoutId: string, divisionId: string, number: number): Promise<HeatRow | null> {
      const [row] = await tx
        .select()
        .from(eventHeats)
        .where(
          and(
            eq(eventHeats.workoutId, workoutId),
            eq(eventHeats.divisionId, divisionId),
            eq(eventHeats.number, number),
          ),
        );
      return row ?? null;
    },

    async insertHeat(tx: Db, row: typeof eventHeats.$inferInsert): Promise<HeatRow> {
      const [created] = await tx.insert(eventHeats).values(row).returning();
      return created as HeatRow;
    },

    async updateHeat(tx: Db, id: string, change: Partial<typeof eventHeats.$inferInsert>): Promise<HeatRow> {
      const [row] = await tx.update(eventHeats).set(change).where(eq(eventHeats.id, id)).returning();
      return row as HeatRow;
    },

    /** Deletes the heat (its lanes go with it): the registrations that had a lane. */
    async deleteHeat(tx: Db, id: string): Promise<string[]> {
      const lanes = await tx.delete(eventLanes).where(eq(eventLanes.heatId, id)).returning();
      await tx.delete(eventHeats).where(eq(eventHeats.id, id));
      return lanes.map((l) => l.registrationId);
    },

    async lane(tx: Db, heatId: string, lane: number) {
      const [row] = await tx
        .select()
        .from(eventLanes)
        .where(and(eq(eventLanes.heatId, heatId), eq(eventLanes.lane, lane)));
      return row ?? null;
    },

    /** The heat of this workout where the registration has a lane (null: none). */
    async laneInWorkout(tx: Db, registrationId: string, workoutId: string) {
      const [row] = await tx
        .select({ heatId: eventLanes.heatId, lane: eventLanes.lane, number: eventHeats.number })
        .from(eventLanes)
        .innerJoin(eventHeats, eq(eventHeats.id, eventLanes.heatId))
        .where(and(eq(eventLanes.registrationId, registrationId), eq(eventHeats.workoutId, workoutId)));
      return row ?? null;
    },

    async putLane(tx: Db, heatId: string, lane: number, registrationId: string): Promise<void> {
      await tx.insert(eventLanes).values({ heatId, lane, registrationId });
    },

    async deleteLane(tx: Db, heatId: string, lane: number) {
      const [row] = await tx
        .delete(eventLanes)
        .where(and(eq(eventLanes.heatId, heatId), eq(eventLanes.lane, lane)))
        .returning();
      return row ?? null;
    },

    async memberScoresOf(registrationIds: string[], on: Db = db) {
      if (registrationIds.length === 0) return [];
      return on
        .select()
        .from(eventMemberScores)
        .where(inArray(eventMemberScores.registrationId, registrationIds))
        .orderBy(
          asc(eventMemberScores.registrationId),
          asc(eventMemberScores.workoutId),
          asc(eventMemberScores.member),
        );
    },

    // ---- Waivers (0030) ----

    /** The event's current waiver (its highest version), null when it has none. */
    async currentWaiver(eventId: string, on: Db = db) {
      const [row] = await on
        .select()
        .from(eventWaivers)
        .where(eq(eventWaivers.eventId, eventId))
        .orderBy(desc(eventWaivers.version))
        .limit(1);
      return row ?? null;
    },

    async waiver(eventId: string, version: number) {
      const [row] = await db
        .select()
        .from(eventWaivers)
        .where(and(eq(eventWaivers.eventId, eventId), eq(eventWaivers.version, version)));
      return row ?? null;
    },

    /** Every version of the event's waiver, newest first. */
    async waivers(eventId: string) {
      return db
        .select()
        .from(eventWaivers)
        .where(eq(eventWaivers.eventId, eventId))
        .orderBy(desc(eventWaivers.version));
    },

    async allEvents(): Promise<EventRow[]> {
      return db.select().from(events).orderBy(desc(events.startsAt));
    },

    async moderatedBy(staffId: number): Promise<{ id: string }[]> {
      return db
        .select({ id: eventModerators.eventId })
        .from(eventModerators)
        .where(eq(eventModerators.staffId, staffId));
    },

    async addWaiver(tx: Db, row: typeof eventWaivers.$inferInsert) {
      const [created] = await tx.insert(eventWaivers).values(row).returning();
      return created as typeof eventWaivers.$inferSelect;
    },

    async profile(customerId: number): Promise<ProfileRow | null> {
      const [row] = await db.select().from(eventProfiles).where(eq(eventProfiles.customerId, customerId));
      return row ?? null;
    },

    async saveProfile(row: typeof eventProfiles.$inferInsert): Promise<ProfileRow> {
      const { customerId: _id, ...change } = row;
      const [saved] = await db
        .insert(eventProfiles)
        .values(row)
        .onConflictDoUpdate({ target: eventProfiles.customerId, set: { ...change, updatedAt: new Date() } })
        .returning();
      return saved as ProfileRow;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

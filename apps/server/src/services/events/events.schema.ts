import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Competitions (issue #20, migration 0016). An event's id is `{name}-{year}` (the page's URL
 * `/events/{name}/{year}`). `version` counts changes to what the leaderboard shows (a published,
 * changed or withdrawn score, a freeze): the live stream and the leaderboard cache key on it.
 */
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    year: integer("year").notNull(),
    title: text("title").notNull(),
    venue: text("venue").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    registrationOpensAt: timestamp("registration_opens_at", { withTimezone: true, mode: "date" }).notNull(),
    registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true, mode: "date" }).notNull(),
    /** place | games | wodsmith (packages/domain events/scoring.ts). */
    pointsTable: text("points_table").notNull().default("place"),
    tiebreakWorkoutId: text("tiebreak_workout_id"),
    frozen: boolean("frozen").notNull().default(false),
    version: integer("version").notNull().default(0),
    /**
     * The catalog's registration product (is_registration_sku) of a paid event (migration 0028):
     * a place is bought as a cart line of this SKU carrying `eventRegistration` metadata, and the
     * order creates the registration. Null: a free event, registered directly.
     */
    registrationSku: text("registration_sku"),
  },
  (t) => [uniqueIndex("events_name_year").on(t.name, t.year)],
);

/** Divisions with their cap (places); a registration takes one place. */
export const eventDivisions = pgTable(
  "event_divisions",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cap: integer("cap").notNull(),
    position: integer("position").notNull(),
    /** A team division's members per team, 2–8 (migration 0033); null: one athlete per registration. */
    teamSize: integer("team_size"),
  },
  (t) => [index("event_divisions_event").on(t.eventId, t.position)],
);

export const eventWorkouts = pgTable(
  "event_workouts",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    scoreType: text("score_type").notNull(),
    timeCapSeconds: integer("time_cap_seconds"),
    totalReps: integer("total_reps"),
    repsPerRound: integer("reps_per_round"),
    unit: text("unit"),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    /**
     * How a team's score is made of its members' (0030, domain `TeamCombine`): sum | last | best.
     * Null: the scoring engine's default for the score type (teamCombineFor).
     */
    teamCombine: text("team_combine"),
  },
  (t) => [index("event_workouts_event").on(t.eventId, t.ordinal)],
);

/** One athlete in one division; a customer registers once per event (demo athletes have no customer). */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    divisionId: text("division_id")
      .notNull()
      .references(() => eventDivisions.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.customerId, { onDelete: "set null" }),
    athleteName: text("athlete_name").notNull(),
    affiliate: text("affiliate").notNull().default(""),
    country: text("country").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The order that bought the place (0028); an unpaid order's release deletes the registration. */
    orderId: text("order_id"),
    /** A team division's registration: the team's name and its members (0028). */
    teamName: text("team_name"),
    members: jsonb("members").$type<string[]>().notNull().default([]),
    /**
     * A paid place given back (0030): the order was cancelled or refunded in full. The row stays
     * (who held it, their scores) but takes no place, is on no leaderboard and frees the customer
     * to register again.
     */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** `order_cancelled` | `order_refunded`. */
    cancelReason: text("cancel_reason"),
    /** The event's waiver the athlete accepted at registration (0030): its version and when. */
    waiverVersion: integer("waiver_version"),
    waiverAcceptedAt: timestamp("waiver_accepted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("event_registrations_customer")
      .on(t.eventId, t.customerId)
      .where(sql`${t.customerId} is not null and ${t.cancelledAt} is null`),
    index("event_registrations_division").on(t.divisionId),
    index("event_registrations_order").on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** A heat of a workout in a division (0028): athletes in lanes, a start time. */
export const eventHeats = pgTable(
  "event_heats",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    workoutId: text("workout_id")
      .notNull()
      .references(() => eventWorkouts.id, { onDelete: "cascade" }),
    divisionId: text("division_id")
      .notNull()
      .references(() => eventDivisions.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("event_heats_workout").on(t.workoutId, t.divisionId, t.number)],
);

export const eventLanes = pgTable(
  "event_lanes",
  {
    heatId: text("heat_id")
      .notNull()
      .references(() => eventHeats.id, { onDelete: "cascade" }),
    lane: integer("lane").notNull(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.heatId, t.lane] }),
    uniqueIndex("event_lanes_registration").on(t.heatId, t.registrationId),
    index("event_lanes_of_registration").on(t.registrationId),
  ],
);

/**
 * A score's current state (entered → verified → published, or invalid with a reason); every change
 * is also a row of event_score_versions (who, when, what), never overwritten there.
 */
export const eventScores = pgTable(
  "event_scores",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    registrationId: text("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    workoutId: text("workout_id")
      .notNull()
      .references(() => eventWorkouts.id, { onDelete: "cascade" }),
    raw: text("raw").notNull(),
    value: doublePrecision("value").notNull(),
    display: text("display").notNull(),
    state: text("state").notNull(),
    version: integer("version").notNull().default(1),
    judge: text("judge").notNull().default(""),
    reason: text("reason").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_scores_entry").on(t.registrationId, t.workoutId),
    index("event_scores_event_state").on(t.eventId, t.state),
  ],
);

export const eventScoreVersions = pgTable(
  "event_score_versions",
  {
    scoreId: text("score_id")
      .notNull()
      .references(() => eventScores.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    state: text("state").notNull(),
    raw: text("raw").notNull(),
    judge: text("judge").notNull().default(""),
    reason: text("reason").notNull().default(""),
    /** `staff:<id>` or `customer:<id>`. */
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scoreId, t.version] })],
);

/**
 * A team member's own score on a workout (0030): `member` is the index in the registration's
 * `members`. When every member has one, the team's score (event_scores, state entered) is
 * recomputed from them with the workout's combine rule.
 */
export const eventMemberScores = pgTable(
  "event_member_scores",
  {
    registrationId: text("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    workoutId: text("workout_id")
      .notNull()
      .references(() => eventWorkouts.id, { onDelete: "cascade" }),
    member: integer("member").notNull(),
    raw: text("raw").notNull(),
    value: doublePrecision("value").notNull(),
    display: text("display").notNull(),
    judge: text("judge").notNull().default(""),
    actor: text("actor").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Counts the member's entries (0034); each is a row of event_member_score_versions. */
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.workoutId, t.member] })],
);

/** Every entry of a team member's score (0034), never overwritten: who entered what, and when. */
export const eventMemberScoreVersions = pgTable(
  "event_member_score_versions",
  {
    registrationId: text("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    workoutId: text("workout_id")
      .notNull()
      .references(() => eventWorkouts.id, { onDelete: "cascade" }),
    member: integer("member").notNull(),
    version: integer("version").notNull(),
    raw: text("raw").notNull(),
    display: text("display").notNull(),
    judge: text("judge").notNull().default(""),
    /** `staff:<id>` or `customer:<id>`. */
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.workoutId, t.member, t.version] })],
);

/**
 * An event's waiver, versioned (0030): the highest version is the one an athlete accepts at
 * registration; a changed text is a new version (accepted ones keep theirs).
 */
export const eventWaivers = pgTable(
  "event_waivers",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.version] })],
);

/** Which staff moderators moderate which event (owners moderate every event). */
export const eventModerators = pgTable(
  "event_moderators",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.staffId] })],
);

/** SPEC §3 events profile, one per customer. */
export const eventProfiles = pgTable("event_profiles", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.customerId, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  btwbId: text("btwb_id"),
  birthdate: text("birthdate"),
  gym: text("gym"),
  gender: text("gender").notNull().default("Male"),
  country: text("country"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

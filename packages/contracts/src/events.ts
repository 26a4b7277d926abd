import { POINTS_TABLES, SCORE_TYPES } from "@ironworks/domain";
import { z } from "zod";

/** /svc_event (issue #20): the codes of its expected failures (the catalogue in errors.ts). */
export const EVENT_ERROR_CODES = {
  eventNotFound: "event_not_found",
  divisionFull: "division_full",
  alreadyRegistered: "already_registered",
  registrationClosed: "registration_closed",
  notRegistered: "not_registered",
  notEventModerator: "not_event_moderator",
  scoreWrongState: "score_wrong_state",
  leaderboardFrozen: "leaderboard_frozen",
  registrationNeedsPurchase: "registration_needs_purchase",
  /** 400: the event has a waiver and the registration did not accept it (details.waiver names it). */
  waiverRequired: "waiver_required",
  /** 409: the accepted waiver is not the current version (details.waiver is the current one). */
  waiverOutdated: "waiver_outdated",
  /** 404: no such heat in this event (the heats console). */
  heatNotFound: "heat_not_found",
  /** 409: the heat already has an athlete in that lane (details.registrationId names who). */
  laneTaken: "lane_taken",
  /** 409: another heat of the workout and division has that number. */
  heatNumberTaken: "heat_number_taken",
  /** 409: the registration already has a lane in another heat of the same workout. */
  alreadyInHeat: "already_in_heat",
} as const;

export const ScoreType = z.enum(SCORE_TYPES);
export const PointsTable = z.enum(POINTS_TABLES);

export interface EventDivision {
  id: string;
  name: string;
  cap: number;
  registered: number;
  /** A team division: members per team (the registration names the team and each member). */
  teamSize?: number;
}
export interface EventWorkout {
  id: string;
  ordinal: number;
  name: string;
  description: string;
  scoreType: z.infer<typeof ScoreType>;
  timeCapSeconds: number | null;
  totalReps: number | null;
  repsPerRound: number | null;
  unit: string | null;
  startsAt: string | null;
}

/** GET /svc_event/events/{id}: the event, its divisions (with places taken) and workouts. */
export interface EventDetail {
  id: string;
  name: string;
  year: number;
  title: string;
  venue: string;
  startsAt: string;
  endsAt: string;
  /** `sku`: the registration product a place is bought with (a paid event), null when free. */
  registration: { opensAt: string; closesAt: string; open: boolean; sku?: string | null };
  pointsTable: z.infer<typeof PointsTable>;
  tiebreakWorkoutId: string | null;
  frozen: boolean;
  divisions: EventDivision[];
  workouts: EventWorkout[];
  /** The waiver every athlete accepts at registration (its current version), null when none. */
  waiver: EventWaiver | null;
}

/** An event's waiver: versioned; a registration stores the version it accepted and when. */
export interface EventWaiver {
  version: number;
  title: string;
  body: string;
  publishedAt: string;
}

/** The waiver accepted with a registration: the version shown (a whole number, 1 or more). */
const waiverVersion = z.coerce
  .number({ message: "must be the waiver's version" })
  .int("must be the waiver's version")
  .min(1, "must be the waiver's version")
  .max(1_000_000, "must be the waiver's version");

/** PUT /svc_event/moderator/{id}/waiver (owner): a new version of the event's waiver. */
export const WaiverInput = z.object({
  title: z.string().trim().min(3, "must be at least 3 characters").max(120, "must be at most 120 characters"),
  body: z.string().trim().min(20, "must be at least 20 characters").max(20_000, "must be at most 20000 characters"),
});
export type WaiverInput = z.infer<typeof WaiverInput>;

/** One score cell, CrossFit Games field names plus its math (rank, points, the rule). */
export interface LeaderboardScoreCell {
  ordinal: number;
  workoutId: string;
  rank: string;
  points: number;
  scoreDisplay: string;
  missing: boolean;
  breakdown: string;
  /** A team's cell: how its score is made (sum | last | best) and each member's own score. */
  team?: { combine: "sum" | "last" | "best"; members: { name: string; display: string }[] };
  /** Reviewed after publication: adjusted (corrected) or penalized, with the moderator's reason. */
  review?: { state: "adjusted" | "penalized"; reason: string };
}
export interface LeaderboardEntry {
  overallRank: string;
  overallScore: string;
  decidedBy: "countback" | "tiebreak" | null;
  entrant: {
    competitorId: string;
    competitorName: string;
    countryOfOriginCode: string;
    affiliateName: string;
  };
  scores: LeaderboardScoreCell[];
}

/** GET /svc_event/events/{id}/leaderboard: one division's page (50 rows), the observed CrossFit shape. */
export interface Leaderboard {
  eventId: string;
  divisionId: string;
  version: number;
  pointsTable: z.infer<typeof PointsTable>;
  pagination: { page: number; totalPages: number; totalCompetitors: number };
  /** The order: 0 overall, n the workout with ordinal n (per-workout leaderboard). */
  sort: number;
  ordinals: { ordinal: number; workoutId: string; name: string }[];
  leaderboardRows: LeaderboardEntry[];
  /** The signed-in athlete's own row (pinned), when registered in this division. */
  mine: LeaderboardEntry | null;
  /** The division's countries (codes, sorted), for the country filter. */
  countries: string[];
}

export const LEADERBOARD_PAGE_SIZE = 50;

export const LeaderboardQuery = z.object({
  division: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(10_000).default(1),
  q: z.string().trim().max(80, "must be at most 80 characters").optional(),
  /** Only athletes of this country (its code, as on the board). */
  country: z
    .string()
    .trim()
    .max(3, "must be a country code like US")
    .toUpperCase()
    .regex(/^([A-Z]{2,3})?$/, "must be a country code like US")
    .optional(),
  /** Only athletes whose affiliate's name contains this. */
  affiliate: z.string().trim().max(80, "must be at most 80 characters").optional(),
  /** 0: overall; n: the workout with ordinal n (its places decide the order), as CrossFit's `sort`. */
  sort: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").max(100).default(0),
});

export const RegistrationInput = z.object({
  divisionId: z.string().trim().min(1, "is required").max(64),
  athleteName: z.string().trim().min(2, "must be at least 2 characters").max(80, "must be at most 80 characters"),
  affiliate: z.string().trim().max(80, "must be at most 80 characters").default(""),
  country: z
    .string()
    .trim()
    .max(3, "must be a country code like US")
    .regex(/^([A-Z]{2,3})?$/, "must be a country code like US")
    .default(""),
  /** A team division: the team's name and its members (as many as the division's teamSize). */
  teamName: z.string().trim().max(80, "must be at most 80 characters").optional(),
  members: z
    .array(z.string().trim().max(80, "must be at most 80 characters"))
    .max(8, "has at most 8 members")
    .optional(),
  /** The version of the event's waiver the athlete accepted (required when the event has one). */
  waiverVersion: waiverVersion.optional(),
});
export type RegistrationInput = z.infer<typeof RegistrationInput>;

export interface EventRegistration {
  id: string;
  eventId: string;
  eventTitle: string;
  divisionId: string;
  divisionName: string;
  athleteName: string;
  createdAt: string;
  /** The order that paid for the place (a paid event's registration, migration 0028). */
  orderId?: string | null;
  /** A team division: the team's name and members. */
  teamName?: string | null;
  members?: string[];
  /** The athlete's heats: workout, heat number, lane, start. */
  heats?: { workoutId: string; workoutName: string; heat: number; lane: number; startsAt: string }[];
  /** The athlete's published results: per workout, the score and its place in the division. */
  results?: { workoutId: string; workoutName: string; display: string; rank: string }[];
  /** The athlete's overall place in the division ("" before any published score). */
  overallRank?: string;
  /** The place was given back: its order was cancelled or refunded in full (no heats, no results). */
  cancelled?: { at: string; reason: "order_cancelled" | "order_refunded" } | null;
  /** The event's waiver the athlete accepted at registration: its version and when. */
  waiver?: { version: number; acceptedAt: string } | null;
}

/**
 * SPEC §3 cart-line metadata `eventRegistration` of a registration product (is_registration_sku):
 * the event, the division and the athlete (or the team's name and members). The order creates the
 * registration in its transaction (issue #20 item 2).
 */
export const EventRegistrationMetadata = z.object({
  eventId: z.string().trim().min(3, "is not an event id").max(80, "is not an event id"),
  divisionId: z.string().trim().min(1, "is required").max(64),
  athleteName: z.string().trim().min(2, "must be at least 2 characters").max(80, "must be at most 80 characters"),
  affiliate: z.string().trim().max(80, "must be at most 80 characters").default(""),
  country: z
    .string()
    .trim()
    .max(3, "must be a country code like US")
    .regex(/^([A-Z]{2,3})?$/, "must be a country code like US")
    .default(""),
  teamName: z.string().trim().max(80, "must be at most 80 characters").optional(),
  members: z
    .array(z.string().trim().min(2, "must be at least 2 characters").max(80, "must be at most 80 characters"))
    .max(8, "has at most 8 members")
    .optional(),
  /** The version of the event's waiver the athlete accepted on the event page (required when it has one). */
  waiverVersion: waiverVersion.optional(),
});
export type EventRegistrationMetadata = z.infer<typeof EventRegistrationMetadata>;

/** SPEC §3 events profile; birthdate, gym and country omitted from the save when empty (SPEC §5). */
export const EventsProfileInput = z.object({
  firstName: z.string().trim().min(1, "is required").max(60),
  lastName: z.string().trim().min(1, "is required").max(60),
  email: z.string().trim().email("must be an email address").max(254),
  btwbId: z.string().trim().max(64).optional(),
  birthdate: z
    .string()
    .max(10, "must be a date like 1990-05-31")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 1990-05-31")
    .optional(),
  gym: z.string().trim().max(80).optional(),
  gender: z.enum(["Male", "Female"]).default("Male"),
  country: z
    .string()
    .max(3, "must be a country code like US")
    .regex(/^[A-Z]{2,3}$/, "must be a country code like US")
    .optional(),
});
export type EventsProfileInput = z.infer<typeof EventsProfileInput>;
export interface EventsProfile extends EventsProfileInput {
  _id: string | null;
  loaded: boolean;
  linked: boolean;
}
/** GET/PUT /svc_event/account. */
export interface EventsAccount {
  account: EventsProfile;
  registrations: EventRegistration[];
  linked: boolean;
}

/** A moderator's (or registered athlete's) score entry: the raw text in the workout's format. */
export const ScoreEntryInput = z.object({
  registrationId: z.string().trim().min(1, "is required").max(64),
  workoutId: z.string().trim().min(1, "is required").max(64),
  raw: z.string().trim().min(1, "is required").max(40, "must be at most 40 characters"),
  judge: z.string().trim().max(80).default(""),
  /** The heat the judge scores in: the athlete must have a lane in it (400 naming registrationId). */
  heatId: z.string().trim().min(1).max(64).optional(),
  /**
   * A team's registration: the member this score is for (their index in the team's `members`).
   * The team's own score is made of its members' once every member has one (the workout's combine rule).
   */
  member: z.number().int("must be a whole number").min(0, "must be 0 or more").max(7, "must be at most 7").optional(),
});
export type ScoreEntryInput = z.infer<typeof ScoreEntryInput>;

/**
 * entered → verified → published; a published score reviewed after publication becomes adjusted
 * (a corrected score) or penalized (a penalty applied), both with a reason and both on the
 * leaderboard; any of them may be made invalid with a reason (off the leaderboard).
 */
export const SCORE_STATES = ["entered", "verified", "published", "adjusted", "penalized", "invalid"] as const;
export type ScoreState = (typeof SCORE_STATES)[number];
/** The states a leaderboard counts. */
export const ON_BOARD_STATES = ["published", "adjusted", "penalized"] as const satisfies readonly ScoreState[];

export const ScoreDecisionInput = z
  .object({
    action: z.enum(["verify", "publish", "invalidate", "adjust", "penalize"]),
    reason: z.string().trim().max(500, "must be at most 500 characters").default(""),
    /** The version the moderator saw: a stale one is a conflict. */
    version: z.number().int().min(1),
    /** adjust | penalize: the score as it now stands, in the workout's format. */
    raw: z.string().trim().min(1, "is required").max(40, "must be at most 40 characters").optional(),
  })
  .refine((d) => d.action === "verify" || d.action === "publish" || d.reason.length >= 3, {
    path: ["reason"],
    message: "is required to invalidate, adjust or penalize a score",
  })
  .refine((d) => (d.action !== "adjust" && d.action !== "penalize") || d.raw !== undefined, {
    path: ["raw"],
    message: "is required to adjust or penalize a score",
  });
export type ScoreDecisionInput = z.infer<typeof ScoreDecisionInput>;

/**
 * The heats console (issue #20 item 1, /svc_staff/events/{id}/heats): a heat of one workout in one
 * division, its number and start; lanes 1–40 hold one registration each.
 */
export const MAX_LANES = 40;
const eventRowId = z.string().trim().min(1, "is required").max(64, "must be at most 64 characters");
export const HeatInput = z.object({
  workoutId: eventRowId,
  divisionId: eventRowId,
  number: z.number().int("must be a whole number").min(1, "must be 1 or more").max(999, "must be at most 999"),
  startsAt: z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" }).max(40),
});
export type HeatInput = z.infer<typeof HeatInput>;
/** PUT a heat: its number and start (the workout and division stay). */
export const HeatChange = HeatInput.pick({ number: true, startsAt: true }).partial();
export type HeatChange = z.infer<typeof HeatChange>;
/** PUT a lane: the registration that takes it. */
export const LaneInput = z.object({ registrationId: eventRowId });
export type LaneInput = z.infer<typeof LaneInput>;

/** A heat as the console shows it: its lanes with the athlete (or team) in each. */
export interface StaffHeat {
  id: string;
  workoutId: string;
  divisionId: string;
  number: number;
  startsAt: string;
  lanes: { lane: number; registrationId: string; name: string }[];
}
/** GET /svc_staff/events/{id}/heats: the event's workouts, divisions, heats and athletes to place. */
export interface StaffHeatsView {
  event: { id: string; title: string };
  workouts: { id: string; name: string }[];
  divisions: { id: string; name: string }[];
  athletes: { id: string; name: string; divisionId: string }[];
  heats: StaffHeat[];
}

/** A team member's score entry, every version kept (who entered what, when). */
export interface MemberScoreVersion {
  member: number;
  version: number;
  raw: string;
  display: string;
  judge: string;
  actor: string;
  at: string;
}

export interface ModeratorScore {
  id: string;
  registrationId: string;
  athleteName: string;
  divisionId: string;
  workoutId: string;
  raw: string;
  display: string;
  state: ScoreState;
  version: number;
  judge: string;
  reason: string;
  updatedAt: string;
  history: { version: number; state: ScoreState; raw: string; actor: string; reason: string; at: string }[];
}

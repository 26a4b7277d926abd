import { randomUUID } from "node:crypto";
import {
  ERRORS,
  type EventDetail,
  EventRegistrationMetadata,
  type EventsAccount,
  type EventRegistration,
  type EventsProfileInput,
  LEADERBOARD_PAGE_SIZE,
  ON_BOARD_STATES,
  type Leaderboard,
  type LeaderboardEntry,
  type MemberScoreVersion,
  type ModeratorScore,
  type RegistrationInput,
  type ScoreDecisionInput,
  type ScoreEntryInput,
  type ScoreState,
  type WaiverInput,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { AuditWriter } from "../../platform/audit.ts";
import {
  computeLeaderboard,
  type LeaderboardRow,
  type PointsTable,
  parseScore,
  type ScoreType,
  type TeamCombine,
  teamCombineFor,
  teamEntryProblem,
  teamResult,
  type WorkoutRule,
} from "@ironworks/domain";
import { fieldError, httpError } from "../../platform/errors.ts";
import { createEventsHeats, type EventsStaff } from "./events.heats.ts";
import {
  type EventRow,
  type EventsRepository,
  isUniqueViolation,
  type RegistrationRow,
  type WorkoutRow,
} from "./events.repository.ts";

/** The back office's audit trail, written in the change's own transaction (ADR 0037). */
export type EventsAuditWriter = AuditWriter;

export type { EventsStaff };

export interface EventsServiceDeps {
  repo: EventsRepository;
  audit: EventsAuditWriter;
  /** After a commit that changed what a leaderboard shows: every process's open streams hear it. */
  changed: (eventId: string) => void;
  now?: () => Date;
}

/** A computed division leaderboard, kept per event version (a publish moves the version). */
interface Computed {
  version: number;
  rows: LeaderboardEntry[];
  byRegistration: Map<string, LeaderboardEntry>;
  ordinals: Leaderboard["ordinals"];
}

const CACHE_LIMIT = 64;

function breakdown(row: LeaderboardRow["cells"][number], table: PointsTable): string {
  if (row.rank === null) return "not scored yet";
  const place = `place ${row.rank}`;
  const what = row.missing ? "no score: placed after every score" : `score ${row.display}`;
  const points = table === "place" ? `${row.points} (points = place)` : `${row.points} pts (${table} table)`;
  return `${what}; ${place}; ${points}`;
}

export function createEventsService(deps: EventsServiceDeps) {
  const { repo } = deps;
  const now = () => deps.now?.() ?? new Date();
  const computed = new Map<string, { version: number; board: Promise<Computed> }>();

  async function requireEvent(id: string, on?: Db): Promise<EventRow> {
    const row = await repo.event(id, on);
    if (!row) throw httpError(ERRORS.eventNotFound, `No event ${id}.`);
    return row;
  }

  const windowOf = (e: EventRow) => ({
    opensAt: e.registrationOpensAt.toISOString(),
    closesAt: e.registrationClosesAt.toISOString(),
  });
  const isOpen = (e: EventRow) => {
    const t = now().getTime();
    return t >= e.registrationOpensAt.getTime() && t < e.registrationClosesAt.getTime();
  };

  const closed = (e: EventRow) =>
    httpError(
      ERRORS.registrationClosed,
      `Registration is open from ${e.registrationOpensAt.toISOString()} to ${e.registrationClosesAt.toISOString()}.`,
      { window: windowOf(e) },
    );

  const toWorkout = (w: WorkoutRow) => ({
    id: w.id,
    ordinal: w.ordinal,
    name: w.name,
    description: w.description,
    scoreType: w.scoreType as ScoreType,
    timeCapSeconds: w.timeCapSeconds,
    totalReps: w.totalReps,
    repsPerRound: w.repsPerRound,
    unit: w.unit,
    startsAt: w.startsAt?.toISOString() ?? null,
  });

  /**
   * The waiver check of a registration (issue #20 item 1): an event with a waiver takes a place only
   * with its current version accepted. Missing → 400 waiver_required naming `field`; an older
   * version (the text changed since the page was read) → 409 waiver_outdated with the current one.
   * Answers what the registration stores: the version and the time of acceptance (now).
   */
  async function acceptedWaiver(e: EventRow, version: number | undefined, field: string, on?: Db) {
    const current = await repo.currentWaiver(e.id, on);
    if (!current) return { waiverVersion: null, waiverAcceptedAt: null };
    const waiver = { version: current.version, title: current.title };
    if (version === undefined)
      throw httpError(
        ERRORS.waiverRequired,
        `Accept the waiver "${current.title}" (version ${current.version}) to register for ${e.title}.`,
        { field, waiver },
      );
    if (version !== current.version)
      throw httpError(
        ERRORS.waiverOutdated,
        `The waiver "${current.title}" is now version ${current.version} (you accepted version ${version}): read it and accept it again.`,
        { field, waiver },
      );
    return { waiverVersion: current.version, waiverAcceptedAt: now() };
  }

  async function detail(id: string): Promise<EventDetail> {
    const e = await requireEvent(id);
    const [divisions, workouts, waiver] = await Promise.all([
      repo.divisions(id),
      repo.workouts(id),
      repo.currentWaiver(id),
    ]);
    return {
      id: e.id,
      name: e.name,
      year: e.year,
      title: e.title,
      venue: e.venue,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      registration: { ...windowOf(e), open: isOpen(e), sku: e.registrationSku },
      pointsTable: e.pointsTable as PointsTable,
      tiebreakWorkoutId: e.tiebreakWorkoutId,
      frozen: e.frozen,
      divisions: divisions.map((d) => ({
        id: d.id,
        name: d.name,
        cap: d.cap,
        registered: d.registered,
        ...(d.teamSize ? { teamSize: d.teamSize } : {}),
      })),
      workouts: workouts.map(toWorkout),
      waiver: waiver
        ? {
            version: waiver.version,
            title: waiver.title,
            body: waiver.body,
            publishedAt: waiver.createdAt.toISOString(),
          }
        : null,
    };
  }

  /**
   * The division's ranked board at the event's version: computed once per version, and concurrent
   * askers (every open leaderboard refetches after a publish) share the one computation.
   */
  function compute(e: EventRow, divisionId: string): Promise<Computed> {
    const key = `${e.id}|${divisionId}`;
    const hit = computed.get(key);
    if (hit && hit.version >= e.version) return hit.board;
    const board = build(e, divisionId);
    if (computed.size >= CACHE_LIMIT) computed.delete(computed.keys().next().value as string);
    computed.set(key, { version: e.version, board });
    board.catch(() => {
      if (computed.get(key)?.board === board) computed.delete(key);
    });
    return board;
  }

  async function build(e: EventRow, divisionId: string): Promise<Computed> {
    const [workouts, athletes, scores] = await Promise.all([
      repo.workouts(e.id),
      repo.registrationsOfEvent(e.id, divisionId),
      repo.publishedScores(e.id, divisionId),
    ]);
    const table = e.pointsTable as PointsTable;
    const ranked = computeLeaderboard({
      athletes: athletes.map((a) => a.id),
      workouts: workouts.map((w) => ({ id: w.id, scoreType: w.scoreType as ScoreType })),
      scores: scores.map((s) => ({
        athleteId: s.registrationId,
        workoutId: s.workoutId,
        value: s.value,
        display: s.display,
      })),
      table,
      tiebreakWorkoutId: e.tiebreakWorkoutId,
    });
    const byId = new Map(athletes.map((a) => [a.id, a]));
    const ordinalOf = new Map(workouts.map((w) => [w.id, w.ordinal]));
    const workoutOf = new Map(workouts.map((w) => [w.id, w]));
    // Reviewed after publication: the cell says so, with the moderator's reason (show the math).
    const reviewed = new Map(
      scores
        .filter((s) => s.state === "adjusted" || s.state === "penalized")
        .map((s) => [
          `${s.registrationId}|${s.workoutId}`,
          { state: s.state as "adjusted" | "penalized", reason: s.reason },
        ]),
    );
    // Teams scored per member: each member's score and the math behind the team's (show the math).
    const memberScores = await repo.memberScoresOf(athletes.filter((a) => a.members.length > 0).map((a) => a.id));
    const membersOf = new Map<string, Map<number, (typeof memberScores)[number]>>();
    for (const m of memberScores) {
      const key = `${m.registrationId}|${m.workoutId}`;
      const map = membersOf.get(key) ?? new Map();
      map.set(m.member, m);
      membersOf.set(key, map);
    }
    const teamCell = (a: RegistrationRow, workoutId: string, shown: string | null) => {
      const entries = membersOf.get(`${a.id}|${workoutId}`);
      const w = workoutOf.get(workoutId);
      if (!entries || !w || shown === null) return null;
      const combine = combineOf(w);
      const result = teamResult(
        ruleOf(w),
        a.members.map((_, i) => entries.get(i)),
        combine,
      );
      // The published team score was made of these members' entries (not entered as one).
      if (!result || result.display !== shown) return null;
      return {
        math: result.math,
        team: {
          combine,
          members: a.members.map((name, i) => ({ name, display: entries.get(i)?.display ?? "" })),
        },
      };
    };
    const rows = ranked.map((r): LeaderboardEntry => {
      const a = byId.get(r.athleteId) as RegistrationRow;
      return {
        overallRank: String(r.overallRank),
        overallScore: String(r.total),
        decidedBy: r.decidedBy,
        entrant: {
          competitorId: a.id,
          competitorName: a.athleteName,
          countryOfOriginCode: a.country,
          affiliateName: a.affiliate,
        },
        scores: r.cells.map((c) => {
          const team = a.members.length > 0 && !c.missing ? teamCell(a, c.workoutId, c.display) : null;
          const review = c.missing ? undefined : reviewed.get(`${a.id}|${c.workoutId}`);
          const math = team ? `${breakdown(c, table)}; team: ${team.math}` : breakdown(c, table);
          return {
            ordinal: ordinalOf.get(c.workoutId) ?? 0,
            workoutId: c.workoutId,
            rank: c.rank === null ? "" : String(c.rank),
            points: c.points,
            scoreDisplay: c.display ?? "",
            missing: c.missing,
            breakdown: review ? `${math}; ${review.state}: ${review.reason}` : math,
            ...(team ? { team: team.team } : {}),
            ...(review ? { review } : {}),
          };
        }),
      };
    });
    const result: Computed = {
      version: e.version,
      rows,
      byRegistration: new Map(rows.map((r) => [r.entrant.competitorId, r])),
      ordinals: workouts.map((w) => ({ ordinal: w.ordinal, workoutId: w.id, name: w.name })),
    };
    return result;
  }

  async function leaderboard(
    id: string,
    query: {
      division?: string | undefined;
      page: number;
      q?: string | undefined;
      sort?: number | undefined;
      country?: string | undefined;
      affiliate?: string | undefined;
    },
    customerId: number | null = null,
  ): Promise<Leaderboard> {
    const e = await requireEvent(id);
    const divisions = await repo.divisions(id);
    const division = query.division ? divisions.find((d) => d.id === query.division) : divisions[0];
    if (!division) throw fieldError("division", "is not a division of this event");
    const board = await compute(e, division.id);
    const q = query.q?.trim().toLowerCase();
    const sort = query.sort ?? 0;
    if (sort > 0 && !board.ordinals.some((o) => o.ordinal === sort))
      throw fieldError("sort", "is not a workout of this event");
    // Per workout: that workout's places decide (ties share it, unscored last), then the overall order.
    const ordered =
      sort > 0
        ? board.rows
            .map((r, i) => {
              const cell = r.scores.find((c) => c.ordinal === sort);
              return { r, i, rank: cell && cell.rank !== "" ? Number(cell.rank) : Number.POSITIVE_INFINITY };
            })
            .sort((a, b) => a.rank - b.rank || a.i - b.i)
            .map((x) => x.r)
        : board.rows;
    // Search (athlete, affiliate or country code at once) and the two filters, all of them together.
    const country = query.country?.trim().toUpperCase() || null;
    const affiliate = query.affiliate?.trim().toLowerCase() || null;
    const rows = ordered.filter(
      (r) =>
        (!q ||
          r.entrant.competitorName.toLowerCase().includes(q) ||
          r.entrant.affiliateName.toLowerCase().includes(q) ||
          r.entrant.countryOfOriginCode.toLowerCase() === q) &&
        (!country || r.entrant.countryOfOriginCode.toUpperCase() === country) &&
        (!affiliate || r.entrant.affiliateName.toLowerCase().includes(affiliate)),
    );
    const countries = [
      ...new Set(board.rows.map((r) => r.entrant.countryOfOriginCode.toUpperCase()).filter((c) => c !== "")),
    ].sort();
    const totalPages = Math.max(1, Math.ceil(rows.length / LEADERBOARD_PAGE_SIZE));
    const page = Math.min(query.page, totalPages);
    let mine: LeaderboardEntry | null = null;
    if (customerId !== null) {
      const own = await repo.registrationOf(id, customerId);
      if (own && own.divisionId === division.id) mine = board.byRegistration.get(own.id) ?? null;
    }
    return {
      eventId: e.id,
      divisionId: division.id,
      version: e.version,
      pointsTable: e.pointsTable as PointsTable,
      pagination: { page, totalPages, totalCompetitors: rows.length },
      sort,
      ordinals: board.ordinals,
      leaderboardRows: rows.slice((page - 1) * LEADERBOARD_PAGE_SIZE, page * LEADERBOARD_PAGE_SIZE),
      mine,
      countries,
    };
  }

  /**
   * A signed-in customer takes a place in a division: inside one transaction the division row is
   * locked, then the window, a second registration and the cap are checked, so the last place is
   * sold once however many ask at the same moment.
   */
  async function register(customerId: number, eventId: string, input: RegistrationInput) {
    try {
      return await repo.db.transaction(async (tx) => {
        const e = await requireEvent(eventId, tx);
        if (e.registrationSku)
          throw httpError(
            ERRORS.registrationNeedsPurchase,
            `A place in ${e.title} is bought: add ${e.registrationSku} to your cart with the division and check out.`,
            { sku: e.registrationSku },
          );
        if (!isOpen(e)) throw closed(e);
        const division = await repo.lockDivision(tx, input.divisionId);
        if (!division || division.eventId !== eventId)
          throw fieldError("divisionId", "is not a division of this event");
        const team = teamOf(division.teamSize, input, "");
        if (await repo.registrationOf(eventId, customerId, tx)) throw httpError(ERRORS.alreadyRegistered);
        const waiver = await acceptedWaiver(e, input.waiverVersion, "waiverVersion", tx);
        const taken = await repo.countInDivision(tx, division.id);
        if (taken >= division.cap)
          throw httpError(ERRORS.divisionFull, `${division.name} is full (${division.cap} places).`, {
            divisionId: division.id,
          });
        const row = await repo.insertRegistration(tx, {
          id: randomUUID(),
          eventId,
          divisionId: division.id,
          customerId,
          athleteName: team.teamName ?? input.athleteName,
          affiliate: input.affiliate,
          country: input.country,
          ...team,
          ...waiver,
          createdAt: now(),
        });
        // The new athlete's (unscored) row is on the board: cached boards key on the version.
        await repo.bumpVersion(tx, eventId);
        return {
          id: row.id,
          eventId,
          eventTitle: e.title,
          divisionId: division.id,
          divisionName: division.name,
          athleteName: row.athleteName,
          createdAt: row.createdAt.toISOString(),
        };
      });
    } catch (err) {
      // Two registrations of one customer racing past the check: the unique index decides.
      if (isUniqueViolation(err)) throw httpError(ERRORS.alreadyRegistered);
      throw err;
    }
  }

  async function account(customerId: number, fallback: { email: string; firstName: string; lastName: string }) {
    const [profile, registrations] = await Promise.all([
      repo.profile(customerId),
      repo.registrationsOfCustomer(customerId),
    ]);
    const linked = !!profile?.btwbId;
    const result: EventsAccount = {
      account: {
        _id: profile ? String(customerId) : null,
        loaded: true,
        linked,
        firstName: profile?.firstName ?? fallback.firstName,
        lastName: profile?.lastName ?? fallback.lastName,
        email: profile?.email ?? fallback.email,
        gender: (profile?.gender as "Male" | "Female" | undefined) ?? "Male",
        ...(profile?.btwbId ? { btwbId: profile.btwbId } : {}),
        ...(profile?.birthdate ? { birthdate: profile.birthdate } : {}),
        ...(profile?.gym ? { gym: profile.gym } : {}),
        ...(profile?.country ? { country: profile.country } : {}),
      },
      registrations: await Promise.all(registrations.map(async (r) => withHeatsAndResults(r))),
      linked,
    };
    return result;
  }

  /** The athlete's heats (workout, heat, lane, start) and published results (score and place). */
  async function withHeatsAndResults(
    r: Awaited<ReturnType<EventsRepository["registrationsOfCustomer"]>>[number],
  ): Promise<EventRegistration> {
    const { cancelledAt, cancelReason, waiverVersion, waiverAcceptedAt, ...rest } = r;
    const base = {
      ...rest,
      createdAt: r.createdAt.toISOString(),
      waiver:
        waiverVersion !== null && waiverAcceptedAt
          ? { version: waiverVersion, acceptedAt: waiverAcceptedAt.toISOString() }
          : null,
    };
    // A place given back (order cancelled or refunded): no heats, no results, the reason shown.
    if (cancelledAt)
      return {
        ...base,
        cancelled: {
          at: cancelledAt.toISOString(),
          reason: cancelReason === "order_refunded" ? "order_refunded" : "order_cancelled",
        },
        heats: [],
        results: [],
        overallRank: "",
      };
    const [heats, e] = await Promise.all([repo.heatsOf([r.id]), repo.event(r.eventId)]);
    const board = e ? await compute(e, r.divisionId) : null;
    const row = board?.byRegistration.get(r.id);
    const names = new Map(board?.ordinals.map((o) => [o.workoutId, o.name]) ?? []);
    return {
      ...base,
      cancelled: null,
      heats: heats.map((h) => ({
        workoutId: h.workoutId,
        workoutName: h.workoutName,
        heat: h.heat,
        lane: h.lane,
        startsAt: h.startsAt.toISOString(),
      })),
      results: (row?.scores ?? [])
        .filter((c) => !c.missing && c.rank !== "")
        .map((c) => ({
          workoutId: c.workoutId,
          workoutName: names.get(c.workoutId) ?? "",
          display: c.scoreDisplay,
          rank: c.rank,
        })),
      overallRank: row?.scores.some((c) => !c.missing && c.rank !== "") ? row.overallRank : "",
    };
  }

  // ---- Registration bought as a cart line (issue #20 item 2; the checkout's registrations port) ----

  /** The line's `eventRegistration` metadata, checked: 400 naming the field under `field`. */
  /**
   * The team a registration names, checked against its division (domain teamEntryProblem: a team
   * division needs its name and exactly teamSize members, an individual one neither): 400 naming the
   * field (under `prefix`) otherwise. Empty member boxes of the form are not members.
   */
  function teamOf(
    teamSize: number | null,
    entry: { teamName?: string | null; members?: readonly string[] | null },
    prefix: string,
  ): { teamName: string | null; members: string[] } {
    const problem = teamEntryProblem(teamSize, entry);
    if (problem) throw fieldError(`${prefix}${problem.field}`, problem.message);
    if (!teamSize) return { teamName: null, members: [] };
    return {
      teamName: entry.teamName?.trim() ?? null,
      members: (entry.members ?? []).map((m) => m.trim()).filter((m) => m !== ""),
    };
  }

  function registrationMetadata(metadata: unknown, field: string): EventRegistrationMetadata {
    if (metadata === undefined || metadata === null) throw fieldError(field, "is required for a registration product");
    const parsed = EventRegistrationMetadata.safeParse(metadata);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldError([field, ...(issue?.path ?? [])].join("."), issue?.message ?? "is invalid");
    }
    return parsed.data;
  }

  /** The event of a registration line, for this product, open now (409 with the window otherwise). */
  async function eventOfLine(meta: EventRegistrationMetadata, sku: string, field: string, on?: Db) {
    const e = await repo.event(meta.eventId, on);
    if (!e) throw fieldError(`${field}.eventId`, "is not an event");
    if (e.registrationSku !== sku)
      throw fieldError(
        `${field}.eventId`,
        `is not registered with ${sku}: its registration product is ${e.registrationSku ?? "none"}`,
      );
    if (!isOpen(e)) throw closed(e);
    return e;
  }

  const fullError = (division: { id: string; name: string; cap: number }, e: EventRow) =>
    httpError(ERRORS.divisionFull, `${division.name} of ${e.title} is full (${division.cap} places).`, {
      divisionId: division.id,
      cap: division.cap,
    });

  /**
   * Before the line goes into the cart (the event page): the metadata, the event, its window and a
   * free place now. Advisory: the order transaction decides (takeForOrder).
   */
  async function checkRegistrationLine(sku: string, metadata: unknown, customerId: number | null) {
    const field = "metadata.eventRegistration";
    const meta = registrationMetadata(metadata, field);
    const e = await eventOfLine(meta, sku, field);
    const division = (await repo.divisions(e.id)).find((d) => d.id === meta.divisionId);
    if (!division) throw fieldError(`${field}.divisionId`, "is not a division of this event");
    teamOf(division.teamSize, meta, `${field}.`);
    if (customerId !== null && (await repo.registrationOf(e.id, customerId))) throw httpError(ERRORS.alreadyRegistered);
    await acceptedWaiver(e, meta.waiverVersion, `${field}.waiverVersion`);
    if (division.registered >= division.cap) throw fullError(division, e);
    return { event: e, division, meta };
  }

  /**
   * Inside the order's transaction (reserve): each registration line takes its place. The division
   * row is locked, then the window, a second registration of the customer and the cap are checked,
   * so the last place is sold once however many orders race for it; any refusal rolls the order back.
   */
  async function takeForOrder(
    tx: Db,
    order: { orderId: string; customerId: number | null },
    lines: { index: number; sku: string; metadata: unknown }[],
  ): Promise<string[]> {
    const taken: string[] = [];
    for (const line of lines) {
      const field = `items.${line.index}.metadata.eventRegistration`;
      const meta = registrationMetadata(line.metadata, field);
      const e = await eventOfLine(meta, line.sku, field, tx);
      const division = await repo.lockDivision(tx, meta.divisionId);
      if (!division || division.eventId !== e.id)
        throw fieldError(`${field}.divisionId`, "is not a division of this event");
      const team = teamOf(division.teamSize, meta, `${field}.`);
      if (order.customerId !== null && (await repo.registrationOf(e.id, order.customerId, tx)))
        throw httpError(ERRORS.alreadyRegistered);
      // Accepted when the order is placed: the version the line carries must be the current one.
      const waiver = await acceptedWaiver(e, meta.waiverVersion, `${field}.waiverVersion`, tx);
      if ((await repo.countInDivision(tx, division.id)) >= division.cap) throw fullError(division, e);
      const row = await repo.insertBoughtRegistration(tx, {
        id: randomUUID(),
        eventId: e.id,
        divisionId: division.id,
        customerId: order.customerId,
        athleteName: team.teamName ?? meta.athleteName,
        affiliate: meta.affiliate,
        country: meta.country,
        orderId: order.orderId,
        ...team,
        ...waiver,
        createdAt: now(),
      });
      if (!row) throw httpError(ERRORS.alreadyRegistered);
      await repo.bumpVersion(tx, e.id);
      taken.push(row.id);
    }
    return taken;
  }

  /** The order's release (payment failed, or never paid): its places go back. */
  async function giveBackForOrder(tx: Db, orderId: string): Promise<void> {
    for (const eventId of await repo.deleteRegistrationsOfOrder(tx, orderId)) await repo.bumpVersion(tx, eventId);
  }

  /**
   * A paid order cancelled or refunded in full (the back office, in its own transaction): the
   * order's places go back, exactly once (rows already given back are not touched again). The
   * registration stays with `cancelledAt` and the reason; its leaderboards move to a new version.
   * The caller tells the live streams after its commit (`announce`).
   */
  async function releaseForOrder(
    tx: Db,
    orderId: string,
    reason: "order_cancelled" | "order_refunded",
  ): Promise<{ registrationIds: string[]; eventIds: string[] }> {
    const freed = await repo.cancelRegistrationsOfOrder(tx, orderId, reason, now());
    const eventIds = [...new Set(freed.map((r) => r.eventId))];
    for (const eventId of eventIds) await repo.bumpVersion(tx, eventId);
    return { registrationIds: freed.map((r) => r.id), eventIds };
  }

  async function saveAccount(
    customerId: number,
    input: EventsProfileInput,
    fallback: { email: string; firstName: string; lastName: string },
  ) {
    await repo.saveProfile({
      customerId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      gender: input.gender,
      // SPEC §5: empty birthdate, gym and country are left out of the save (the stored value stays).
      btwbId: input.btwbId || undefined,
      birthdate: input.birthdate || undefined,
      gym: input.gym || undefined,
      country: input.country || undefined,
    });
    return account(customerId, fallback);
  }

  // ---- Scores: athletes' own entries and the moderator console ----

  async function requireModerator(who: EventsStaff, eventId: string): Promise<EventRow> {
    const e = await requireEvent(eventId);
    if (who.role === "owner") return e;
    if (who.role !== "moderator" || !(await repo.moderates(eventId, who.id)))
      throw httpError(ERRORS.notEventModerator, `You do not moderate ${eventId}.`);
    return e;
  }

  const ruleOf = (w: WorkoutRow): WorkoutRule => ({
    scoreType: w.scoreType as ScoreType,
    timeCapSeconds: w.timeCapSeconds,
    totalReps: w.totalReps,
    repsPerRound: w.repsPerRound,
    unit: w.unit,
  });
  const combineOf = (w: WorkoutRow): TeamCombine =>
    (w.teamCombine as TeamCombine | null) ?? teamCombineFor(w.scoreType as ScoreType);

  /** The entry checked against the event: its athlete, its workout, the workout's score format. */
  async function checkedEntry(tx: Db, eventId: string, input: ScoreEntryInput) {
    const registration = await repo.registration(input.registrationId, tx);
    if (!registration || registration.eventId !== eventId || registration.cancelledAt)
      throw fieldError("registrationId", "is not an athlete of this event");
    const workout = (await repo.workouts(eventId, tx)).find((w) => w.id === input.workoutId);
    if (!workout) throw fieldError("workoutId", "is not a workout of this event");
    const parsed = parseScore(ruleOf(workout), input.raw);
    if (!parsed.ok) throw fieldError("raw", parsed.message);
    if (input.member !== undefined) {
      if (registration.members.length === 0) throw fieldError("member", "is only for a team's registration");
      if (input.member >= registration.members.length)
        throw fieldError(
          "member",
          `must be one of the team's ${registration.members.length} members (0–${registration.members.length - 1})`,
        );
    }
    if (input.heatId !== undefined) {
      const heat = await repo.heat(input.heatId, tx);
      if (!heat || heat.eventId !== eventId) throw fieldError("heatId", "is not a heat of this event");
      if (heat.workoutId !== workout.id) throw fieldError("heatId", "is not a heat of this workout");
      if (!(await repo.inHeat(heat.id, registration.id, tx)))
        throw fieldError("registrationId", "is not an athlete in this heat");
    }
    return { registration, workout, parsed };
  }

  /**
   * Enters (or re-enters) a score: state `entered`, a new version; a published score leaves the board.
   * With `member` (a team's registration): the member's own score is kept, and once every member
   * has one the team's score is made of them (the workout's combine rule) and entered like any score.
   */
  async function enter(eventId: string, input: ScoreEntryInput, actor: string, who: EventsStaff | null) {
    const result = await repo.db.transaction(async (tx) => {
      const { registration, workout, parsed: own } = await checkedEntry(tx, eventId, input);
      // The team's row is the lock: two members' entries at once queue here, so the last one sees both.
      const before = await repo.lockScoreEntry(tx, input.registrationId, input.workoutId);
      let parsed: { value: number; display: string } = own;
      let raw = input.raw;
      let member: { index: number; name: string; display: string } | null = null;
      if (input.member !== undefined) {
        if (before && who === null && before.state !== "entered")
          throw httpError(ERRORS.scoreWrongState, "Your score was already checked by a judge: ask the organiser.");
        const name = registration.members[input.member] ?? "";
        await repo.upsertMemberScore(tx, {
          registrationId: registration.id,
          workoutId: workout.id,
          member: input.member,
          raw: input.raw,
          value: own.value,
          display: own.display,
          judge: input.judge,
          actor,
          updatedAt: now(),
        });
        member = { index: input.member, name, display: own.display };
        if (who)
          await deps.audit(tx, {
            staffId: who.id,
            staffEmail: who.email,
            action: "event.score.member.enter",
            targetType: "event_registration",
            targetId: registration.id,
            changes: { [`member.${input.member}.${workout.id}`]: { before: null, after: input.raw } },
            detail: { eventId, workoutId: workout.id, member: input.member, name },
          });
        const scores = await repo.memberScoresOf([registration.id], tx);
        const byMember = new Map(scores.filter((m) => m.workoutId === workout.id).map((m) => [m.member, m]));
        const team = teamResult(
          ruleOf(workout),
          registration.members.map((_, i) => byMember.get(i)),
          combineOf(workout),
        );
        // Not every member has a score yet: the team has none (nothing on the board changes).
        if (!team) return { row: null, withdrawn: false, member };
        parsed = team;
        raw = registration.members
          .map((_, i) => byMember.get(i)?.raw ?? "")
          .join(" | ")
          .slice(0, 200);
      }
      if (before && who === null && before.state !== "entered")
        throw httpError(ERRORS.scoreWrongState, "Your score was already checked by a judge: ask the organiser.");
      const change = {
        raw,
        value: parsed.value,
        display: parsed.display,
        state: "entered" as const,
        judge: input.judge,
        reason: "",
        updatedAt: now(),
      };
      const row = before
        ? await repo.updateScore(tx, before.id, { ...change, version: before.version + 1 })
        : await repo.insertScore(tx, {
            id: randomUUID(),
            eventId,
            registrationId: input.registrationId,
            workoutId: input.workoutId,
            version: 1,
            ...change,
          });
      await repo.addVersion(tx, {
        scoreId: row.id,
        version: row.version,
        state: "entered",
        raw: row.raw,
        judge: row.judge,
        reason: "",
        actor,
        at: now(),
      });
      const withdrawn = before?.state === "published";
      if (withdrawn) await repo.bumpVersion(tx, eventId);
      if (who)
        await deps.audit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "event.score.enter",
          targetType: "event_score",
          targetId: row.id,
          changes: {
            raw: { before: before?.raw ?? null, after: row.raw },
            state: { before: before?.state ?? null, after: "entered" },
          },
          detail: { eventId, registrationId: row.registrationId, workoutId: row.workoutId, version: row.version },
        });
      return { row, withdrawn, member };
    });
    if (result.withdrawn) deps.changed(eventId);
    const score = result.row
      ? {
          id: result.row.id,
          state: result.row.state as ScoreState,
          version: result.row.version,
          display: result.row.display,
        }
      : null;
    return { score, member: result.member };
  }

  /** An athlete's (or a team's) score entered: the score's state and version. */
  async function enterScore(eventId: string, input: ScoreEntryInput, actor: string, who: EventsStaff | null) {
    const { score } = await enter(eventId, input, actor, who);
    if (!score) throw new Error("events: a score entry without a member always enters a score");
    return score;
  }

  /**
   * A team member's score entered: the member's, and the team's (null until every member has one).
   * The answer keeps the team score's fields at the top too (null before the team has one).
   */
  async function enterMemberScore(eventId: string, input: ScoreEntryInput, actor: string, who: EventsStaff | null) {
    const { score, member } = await enter(eventId, input, actor, who);
    return { member, team: score };
  }

  const onBoard = (state: string) => (ON_BOARD_STATES as readonly string[]).includes(state);
  const NEXT: Record<ScoreDecisionInput["action"], { from: ScoreState[]; to: ScoreState }> = {
    verify: { from: ["entered"], to: "verified" },
    publish: { from: ["verified"], to: "published" },
    invalidate: { from: ["entered", "verified", "published", "adjusted", "penalized"], to: "invalid" },
    // Review after publication (a corrected score, a penalty): a new score with a reason, still on the board.
    adjust: { from: ["published", "adjusted", "penalized"], to: "adjusted" },
    penalize: { from: ["published", "adjusted", "penalized"], to: "penalized" },
  };

  async function decide(who: EventsStaff, eventId: string, scoreId: string, input: ScoreDecisionInput) {
    const e = await requireModerator(who, eventId);
    const move = NEXT[input.action];
    const result = await repo.db.transaction(async (tx) => {
      const before = await repo.lockScore(tx, scoreId);
      if (!before || before.eventId !== eventId) throw httpError(ERRORS.notFound, "No such score in this event.");
      if (before.version !== input.version)
        throw httpError(
          ERRORS.scoreWrongState,
          `The score changed since you saw it (version ${before.version}, you saw ${input.version}).`,
          { version: before.version },
        );
      if (!move.from.includes(before.state as ScoreState))
        throw httpError(ERRORS.scoreWrongState, `A ${before.state} score cannot be ${move.to}.`, {
          state: before.state,
        });
      if (onBoard(move.to) && e.frozen) throw httpError(ERRORS.leaderboardFrozen);
      // adjust | penalize: the score as it now stands, read in the workout's format.
      let rescored: { raw: string; value: number; display: string } | null = null;
      if (input.raw !== undefined && (input.action === "adjust" || input.action === "penalize")) {
        const workout = (await repo.workouts(eventId, tx)).find((w) => w.id === before.workoutId);
        if (!workout) throw httpError(ERRORS.notFound, "No such workout in this event.");
        const parsed = parseScore(ruleOf(workout), input.raw);
        if (!parsed.ok) throw fieldError("raw", parsed.message);
        rescored = { raw: input.raw, value: parsed.value, display: parsed.display };
      }
      const row = await repo.updateScore(tx, scoreId, {
        state: move.to,
        version: before.version + 1,
        reason: input.reason,
        ...(rescored ?? {}),
        updatedAt: now(),
      });
      await repo.addVersion(tx, {
        scoreId,
        version: row.version,
        state: move.to,
        raw: row.raw,
        judge: row.judge,
        reason: input.reason,
        actor: `staff:${who.id}`,
        at: now(),
      });
      const boardChanged = onBoard(move.to) || onBoard(before.state);
      if (boardChanged) await repo.bumpVersion(tx, eventId);
      await deps.audit(tx, {
        staffId: who.id,
        staffEmail: who.email,
        action: `event.score.${input.action}`,
        targetType: "event_score",
        targetId: scoreId,
        changes: {
          state: { before: before.state, after: move.to },
          ...(input.reason ? { reason: { before: before.reason, after: input.reason } } : {}),
          ...(rescored ? { raw: { before: before.raw, after: rescored.raw } } : {}),
        },
        detail: { eventId, registrationId: row.registrationId, workoutId: row.workoutId, version: row.version },
      });
      return { row, boardChanged };
    });
    if (result.boardChanged) deps.changed(eventId);
    return { id: scoreId, state: result.row.state as ScoreState, version: result.row.version };
  }

  /**
   * A new version of the event's waiver (owner only: it is the organiser's legal text). Athletes
   * registered before keep the version they accepted; new registrations must accept this one.
   */
  async function publishWaiver(who: EventsStaff, eventId: string, input: WaiverInput) {
    if (who.role !== "owner")
      throw httpError(ERRORS.staffForbidden, "Only an owner publishes an event's waiver.", {
        permission: "events.waiver",
      });
    await requireEvent(eventId);
    const row = await repo.db.transaction(async (tx) => {
      const before = await repo.currentWaiver(eventId, tx);
      const created = await repo.addWaiver(tx, {
        eventId,
        version: (before?.version ?? 0) + 1,
        title: input.title,
        body: input.body,
        createdAt: now(),
      });
      await deps.audit(tx, {
        staffId: who.id,
        staffEmail: who.email,
        action: "event.waiver.publish",
        targetType: "event",
        targetId: eventId,
        changes: {
          waiverVersion: { before: before?.version ?? null, after: created.version },
          ...(before?.title !== input.title
            ? { waiverTitle: { before: before?.title ?? null, after: input.title } }
            : {}),
        },
        detail: { bodyLength: input.body.length },
      });
      return created;
    });
    return { version: row.version, title: row.title, body: row.body, publishedAt: row.createdAt.toISOString() };
  }

  async function freeze(who: EventsStaff, eventId: string, frozen: boolean) {
    const e = await requireModerator(who, eventId);
    await repo.db.transaction(async (tx) => {
      await repo.setFrozen(tx, eventId, frozen);
      await deps.audit(tx, {
        staffId: who.id,
        staffEmail: who.email,
        action: frozen ? "event.freeze" : "event.unfreeze",
        targetType: "event",
        targetId: eventId,
        changes: { frozen: { before: e.frozen, after: frozen } },
      });
    });
    deps.changed(eventId);
    return { frozen };
  }

  /** The console's view: every athlete, every score with its history (who and when). */
  async function moderatorView(who: EventsStaff, eventId: string) {
    await requireModerator(who, eventId);
    const [event, athletes, scores, lanes] = await Promise.all([
      detail(eventId),
      repo.registrationsOfEvent(eventId),
      repo.scoresOfEvent(eventId),
      repo.heatsOfEvent(eventId),
    ]);
    const heats = new Map<
      string,
      {
        id: string;
        workoutId: string;
        divisionId: string;
        heat: number;
        startsAt: string;
        lanes: { lane: number; registrationId: string }[];
      }
    >();
    for (const l of lanes) {
      const h = heats.get(l.heatId) ?? {
        id: l.heatId,
        workoutId: l.workoutId,
        divisionId: l.divisionId,
        heat: l.heat,
        startsAt: l.startsAt.toISOString(),
        lanes: [],
      };
      h.lanes.push({ lane: l.lane, registrationId: l.registrationId });
      heats.set(l.heatId, h);
    }
    const versions = await repo.versionsOf(scores.filter((s) => s.state !== "published").map((s) => s.id));
    // Team members' own entries, every version (who entered what, when): the console's member history.
    const teams = athletes.filter((a) => a.members.length > 0);
    const memberVersions = await repo.memberVersionsOf(teams.map((a) => a.id));
    const memberHistory = new Map<
      string,
      { registrationId: string; workoutId: string; member: number; name: string; versions: MemberScoreVersion[] }
    >();
    for (const v of memberVersions) {
      const key = `${v.registrationId}|${v.workoutId}|${v.member}`;
      const entry = memberHistory.get(key) ?? {
        registrationId: v.registrationId,
        workoutId: v.workoutId,
        member: v.member,
        name: teams.find((a) => a.id === v.registrationId)?.members[v.member] ?? "",
        versions: [],
      };
      entry.versions.push({
        member: v.member,
        version: v.version,
        raw: v.raw,
        display: v.display,
        judge: v.judge,
        actor: v.actor,
        at: v.at.toISOString(),
      });
      memberHistory.set(key, entry);
    }
    const names = new Map(athletes.map((a) => [a.id, a]));
    const history = new Map<string, ModeratorScore["history"]>();
    for (const v of versions) {
      const list = history.get(v.scoreId) ?? [];
      list.push({
        version: v.version,
        state: v.state as ScoreState,
        raw: v.raw,
        actor: v.actor,
        reason: v.reason,
        at: v.at.toISOString(),
      });
      history.set(v.scoreId, list);
    }
    const toScore = (s: (typeof scores)[number]): ModeratorScore => ({
      id: s.id,
      registrationId: s.registrationId,
      athleteName: names.get(s.registrationId)?.athleteName ?? "",
      divisionId: names.get(s.registrationId)?.divisionId ?? "",
      workoutId: s.workoutId,
      raw: s.raw,
      display: s.display,
      state: s.state as ScoreState,
      version: s.version,
      judge: s.judge,
      reason: s.reason,
      updatedAt: s.updatedAt.toISOString(),
      history: history.get(s.id) ?? [],
    });
    return {
      event,
      athletes: athletes.map((a) => ({
        id: a.id,
        name: a.athleteName,
        divisionId: a.divisionId,
        ...(a.members.length ? { members: a.members } : {}),
      })),
      heats: [...heats.values()],
      // Each team member's entries per workout, oldest first (a re-entry is a new version, never overwritten).
      memberHistory: [...memberHistory.values()],
      // The queue: what still needs a decision (published scores are on the leaderboard).
      queue: scores.filter((s) => s.state === "entered" || s.state === "verified").map(toScore),
      // On the board (published, adjusted, penalized), compact: what a review after publication picks from.
      reviewable: scores
        .filter((s) => onBoard(s.state))
        .map((s) => ({
          id: s.id,
          registrationId: s.registrationId,
          workoutId: s.workoutId,
          display: s.display,
          state: s.state as ScoreState,
          version: s.version,
        })),
      // Decided after review: invalid, adjusted and penalized scores with their reasons and history.
      decided: scores
        .filter((s) => s.state === "invalid" || s.state === "adjusted" || s.state === "penalized")
        .map(toScore),
    };
  }

  return {
    /** The organiser's heats and lanes, the event list and the waiver's versions (the back office). */
    ...createEventsHeats({ repo, audit: deps.audit }),
    detail,
    /** `/events/{name}/{year}`: the event's id is `{name}-{year}`. */
    byNameYear: (name: string, year: number) => detail(`${name}-${year}`),
    leaderboard,
    version: (id: string) => repo.version(id),
    register,
    checkRegistrationLine,
    takeForOrder,
    giveBackForOrder,
    releaseForOrder,
    /** After the commit of a release: every process's open leaderboards of these events hear it. */
    announce: (eventIds: readonly string[]) => {
      for (const id of eventIds) deps.changed(id);
    },
    account,
    saveAccount,
    /** A registered athlete's own score (state entered, until a judge checks it). */
    async submitOwn(customerId: number, eventId: string, input: Omit<ScoreEntryInput, "registrationId">) {
      await requireEvent(eventId);
      const own = await repo.registrationOf(eventId, customerId);
      if (!own) throw httpError(ERRORS.notRegistered);
      const entry = { ...input, registrationId: own.id, judge: "" };
      return input.member === undefined
        ? enterScore(eventId, entry, `customer:${customerId}`, null)
        : enterMemberScore(eventId, entry, `customer:${customerId}`, null);
    },
    async enterAsModerator(who: EventsStaff, eventId: string, input: ScoreEntryInput) {
      await requireModerator(who, eventId);
      return enterScore(eventId, { ...input, member: undefined }, `staff:${who.id}`, who);
    },
    /** A team member's score from the console (issue #20 item 3): `member` names them. */
    async enterMemberAsModerator(who: EventsStaff, eventId: string, input: ScoreEntryInput & { member: number }) {
      await requireModerator(who, eventId);
      return enterMemberScore(eventId, input, `staff:${who.id}`, who);
    },
    decide,
    freeze,
    publishWaiver,
    moderatorView,
    /** Tests and the seed's demo moderator: who moderates which event. */
    assignModerator: (eventId: string, staffId: number) => repo.assignModerator(eventId, staffId),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

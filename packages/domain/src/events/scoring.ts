/**
 * The competition scoring engine (issue #20 item 3), shared by the events service and the browser
 * (the moderator's "parsed as" preview). Sources: CrossFit Games scoring 2013 (cap + 1 s per missing
 * rep; ties take the higher placement: two tied 10th score as 10th, the next is 12th; the 100-point
 * table), WODsmith's points table 100/95/90/86/83 then 83 − (place − 5), and countback of best
 * finishes for overall ties.
 */

export const SCORE_TYPES = ["time", "time-cap", "rounds-reps", "reps", "load", "distance", "pass-fail"] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];

export const POINTS_TABLES = ["place", "games", "wodsmith"] as const;
/** `place`: points = place, lowest sum wins; `games` and `wodsmith`: points by place, highest sum wins. */
export type PointsTable = (typeof POINTS_TABLES)[number];

export interface WorkoutRule {
  scoreType: ScoreType;
  /** time-cap: the cap in seconds. */
  timeCapSeconds?: number | null;
  /** time-cap and reps: the workout's total reps (a score above it is refused). */
  totalReps?: number | null;
  /** rounds-reps: reps in one round. */
  repsPerRound?: number | null;
  /** load (lb or kg) and distance (m). */
  unit?: string | null;
}

export type ParsedScore =
  | { ok: true; value: number; display: string; capped: boolean }
  | { ok: false; message: string };

const fail = (message: string): ParsedScore => ({ ok: false, message });

/** "12:34", "1:02:03" or "95" (seconds) → seconds; null when not a time. */
export function parseTime(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+(:\d{1,2}){0,2}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction] = text.split(".");
  const parts = (whole ?? "").split(":").map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return null;
  const seconds = parts.reduce((sum, p) => sum * 60 + p, 0);
  return fraction ? seconds + Number(`0.${fraction}`) : seconds;
}

/** Seconds → "m:ss" (or "h:mm:ss"), hundredths kept when present. */
export function formatTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const hundredths = Math.round((seconds - whole) * 100);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const base =
    h > 0 ? `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}` : `${m}:${String(s).padStart(2, "0")}`;
  return hundredths > 0 ? `${base}.${String(hundredths).padStart(2, "0")}` : base;
}

const wholeNumber = (raw: string): number | null => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null);

/**
 * A judge's or athlete's entry → the sortable value and how it is shown. Formats: time "12:34";
 * time-cap a time within the cap, or the reps done at the cap ("187 reps": cap + 1 s per missing rep,
 * shown "CAP+13"); rounds-reps "5+12"; reps "150"; load "225.5"; distance "5000"; pass-fail "pass"/"fail".
 */
export function parseScore(rule: WorkoutRule, raw: string): ParsedScore {
  const text = raw.trim().toLowerCase();
  if (text === "") return fail("is required");
  switch (rule.scoreType) {
    case "time": {
      const t = parseTime(text);
      if (t === null || t <= 0) return fail("must be a time like 12:34");
      return { ok: true, value: t, display: formatTime(t), capped: false };
    }
    case "time-cap": {
      const cap = rule.timeCapSeconds ?? 0;
      const total = rule.totalReps ?? 0;
      const reps = text.match(/^(\d+)\s*reps?$/);
      if (reps) {
        const done = Number(reps[1]);
        if (done > total) return fail(`must be at most ${total} reps`);
        const missing = total - done;
        if (missing === 0) return fail("is all the reps: enter the finishing time");
        return { ok: true, value: cap + missing, display: `CAP+${missing}`, capped: true };
      }
      const t = parseTime(text);
      if (t === null || t <= 0) return fail("must be a time like 12:34 or the reps done at the cap, like 150 reps");
      if (t > cap) return fail(`is over the time cap of ${formatTime(cap)}`);
      return { ok: true, value: t, display: formatTime(t), capped: false };
    }
    case "rounds-reps": {
      const m = text.match(/^(\d+)\s*\+\s*(\d+)$/) ?? text.match(/^(\d+)$/);
      if (!m) return fail("must be rounds + reps, like 5+12");
      const per = rule.repsPerRound ?? 0;
      const rounds = Number(m[1]);
      const extra = Number(m[2] ?? 0);
      if (per > 0 && extra >= per) return fail(`must have fewer than ${per} reps after the rounds`);
      return { ok: true, value: rounds * per + extra, display: `${rounds}+${extra}`, capped: false };
    }
    case "reps": {
      const n = wholeNumber(text);
      if (n === null) return fail("must be a whole number of reps");
      if (rule.totalReps && n > rule.totalReps) return fail(`must be at most ${rule.totalReps} reps`);
      return { ok: true, value: n, display: `${n}`, capped: false };
    }
    case "load":
    case "distance": {
      if (!/^\d+(\.\d{1,2})?$/.test(text)) return fail("must be a number with at most two decimals");
      const n = Number(text);
      if (n <= 0) return fail("must be more than zero");
      const unit = rule.unit ?? (rule.scoreType === "load" ? "lb" : "m");
      return { ok: true, value: n, display: `${n} ${unit}`, capped: false };
    }
    case "pass-fail": {
      if (text !== "pass" && text !== "fail") return fail("must be pass or fail");
      return { ok: true, value: text === "pass" ? 1 : 0, display: text, capped: false };
    }
  }
}

/** Time scores rank lowest first; everything else highest first. */
export const lowerIsBetter = (type: ScoreType): boolean => type === "time" || type === "time-cap";

/** Tie-aware places: 1 + the number of strictly better entries (10, 10, 12). Order-independent. */
export function rankValues(values: readonly number[], type: ScoreType): number[] {
  const better = lowerIsBetter(type) ? (a: number, b: number) => a < b : (a: number, b: number) => a > b;
  const sorted = [...values].sort((a, b) => (lowerIsBetter(type) ? a - b : b - a));
  return values.map((v) => {
    // Binary search: how many sorted values are strictly better than v.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (better(sorted[mid] as number, v)) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  });
}

/**
 * How a team's score is made of its members' (team divisions): `sum` — combined load or reps
 * (a team max-lift event adds the members' best lifts); `last` — a relay or synchro workout ends
 * when the last member finishes (the worst member's time, the fewest reps); `best` — the team's
 * best member counts. Returns null until every member has a score (a team is not scored on part of it).
 */
export type TeamCombine = "sum" | "last" | "best";

export function teamScore(
  members: readonly (number | null | undefined)[],
  type: ScoreType,
  combine: TeamCombine,
): number | null {
  if (members.length === 0 || members.some((v) => v === null || v === undefined)) return null;
  const values = members as readonly number[];
  if (combine === "sum") return values.reduce((a, b) => a + b, 0);
  const lower = lowerIsBetter(type);
  const pickBest = combine === "best";
  // The best of lower-is-better scores is the smallest; "last" is the opposite end.
  return lower === pickBest ? Math.min(...values) : Math.max(...values);
}

export const TEAM_COMBINES = ["sum", "last", "best"] as const satisfies readonly TeamCombine[];

/**
 * The combine rule a workout uses when the organiser names none: a team adds up what is counted
 * (load, reps, rounds, distance: the combined max lift, the relay's total reps) and, for a time,
 * finishes with its last member (synchro, relay).
 */
export function teamCombineFor(type: ScoreType): TeamCombine {
  return type === "time" || type === "time-cap" || type === "pass-fail" ? "last" : "sum";
}

/** A combined value shown in the workout's own format (a sum of loads in its unit, of times as a time). */
export function formatScoreValue(rule: WorkoutRule, value: number): string {
  switch (rule.scoreType) {
    case "time":
    case "time-cap":
      return formatTime(value);
    case "rounds-reps": {
      const per = rule.repsPerRound ?? 0;
      return per > 0 ? `${Math.floor(value / per)}+${value % per}` : `${value}`;
    }
    case "reps":
      return `${value}`;
    case "load":
    case "distance":
      return `${Math.round(value * 100) / 100} ${rule.unit ?? (rule.scoreType === "load" ? "lb" : "m")}`;
    case "pass-fail":
      return value >= 1 ? "pass" : "fail";
  }
}

export interface TeamResult {
  value: number;
  display: string;
  /** Show the math: "sum of 3 members: 305 lb + 285 lb + 185 lb = 775 lb". */
  math: string;
}

/**
 * The team's score on a workout from its members' parsed scores (in member order), with the math;
 * null until every member has one. `last` and `best` show the deciding member's own score (a capped
 * member's CAP+n stays CAP+n); `sum` shows the total in the workout's format.
 */
export function teamResult(
  rule: WorkoutRule,
  members: readonly ({ value: number; display: string } | null | undefined)[],
  combine: TeamCombine = teamCombineFor(rule.scoreType),
): TeamResult | null {
  const value = teamScore(
    members.map((m) => m?.value),
    rule.scoreType,
    combine,
  );
  if (value === null) return null;
  const scored = members as readonly { value: number; display: string }[];
  if (combine === "sum") {
    const display = formatScoreValue(rule, value);
    return {
      value,
      display,
      math: `sum of ${scored.length} members: ${scored.map((m) => m.display).join(" + ")} = ${display}`,
    };
  }
  const deciding = scored.find((m) => m.value === value) as { value: number; display: string };
  const what = combine === "last" ? "the team finishes with its last member" : "the team's best member counts";
  return {
    value,
    display: deciding.display,
    math: `${what}: ${scored.map((m) => m.display).join(", ")} → ${deciding.display}`,
  };
}

const GAMES_TOP = [100, 95, 90, 85, 80, 75];
const WODSMITH_TOP = [100, 95, 90, 86, 83];

/** The points a place earns (tied athletes share the higher place, hence its points). */
export function pointsFor(table: PointsTable, place: number): number {
  if (table === "place") return place;
  if (table === "games") return GAMES_TOP[place - 1] ?? Math.max(0, 75 - 2 * (place - 6));
  return WODSMITH_TOP[place - 1] ?? Math.max(0, 83 - (place - 5));
}

export interface LeaderboardWorkout {
  id: string;
  scoreType: ScoreType;
}
export interface LeaderboardScore {
  athleteId: string;
  workoutId: string;
  value: number;
  display: string;
}

/** One cell and its math: the score as entered, its place, the points it earned and the rule. */
export interface LeaderboardCell {
  workoutId: string;
  /** null: the workout has no scores yet (it does not count) */
  rank: number | null;
  points: number;
  display: string | null;
  value: number | null;
  /** No score for a scored workout: placed after everyone who has one. */
  missing: boolean;
}

export interface LeaderboardRow {
  athleteId: string;
  overallRank: number;
  total: number;
  cells: LeaderboardCell[];
  /** Why two equal totals are ordered: "countback" or "tiebreak" (decided there), else null. */
  decidedBy: "countback" | "tiebreak" | null;
}

/**
 * Ranks a division: per workout (tie-aware), points from the table, totals, overall places with
 * countback (best finishes compared in order) then the named tiebreak workout; still equal → shared place.
 */
export function computeLeaderboard(input: {
  athletes: readonly string[];
  workouts: readonly LeaderboardWorkout[];
  scores: readonly LeaderboardScore[];
  table: PointsTable;
  tiebreakWorkoutId?: string | null;
}): LeaderboardRow[] {
  const { athletes, workouts, table } = input;
  const cells = new Map<string, LeaderboardCell[]>(athletes.map((a) => [a, []]));
  const byWorkout = new Map<string, LeaderboardScore[]>();
  for (const s of input.scores) {
    if (!cells.has(s.athleteId)) continue;
    const list = byWorkout.get(s.workoutId) ?? [];
    list.push(s);
    byWorkout.set(s.workoutId, list);
  }
  for (const w of workouts) {
    const list = byWorkout.get(w.id) ?? [];
    const ranks = rankValues(
      list.map((s) => s.value),
      w.scoreType,
    );
    const scored = new Map(list.map((s, i) => [s.athleteId, { s, rank: ranks[i] as number }]));
    const missingRank = list.length + 1;
    for (const a of athletes) {
      const hit = scored.get(a);
      const row = cells.get(a) as LeaderboardCell[];
      if (list.length === 0)
        row.push({ workoutId: w.id, rank: null, points: 0, display: null, value: null, missing: false });
      else if (hit)
        row.push({
          workoutId: w.id,
          rank: hit.rank,
          points: pointsFor(table, hit.rank),
          display: hit.s.display,
          value: hit.s.value,
          missing: false,
        });
      else
        row.push({
          workoutId: w.id,
          rank: missingRank,
          points: table === "place" ? missingRank : 0,
          display: null,
          value: null,
          missing: true,
        });
    }
  }
  const lowWins = table === "place";
  const tiebreakIndex = input.tiebreakWorkoutId ? workouts.findIndex((w) => w.id === input.tiebreakWorkoutId) : -1;
  const entries = athletes.map((a) => {
    const row = cells.get(a) as LeaderboardCell[];
    const counted = row.filter((c) => c.rank !== null);
    return {
      athleteId: a,
      cells: row,
      total: counted.reduce((sum, c) => sum + c.points, 0),
      finishes: counted.map((c) => c.rank as number).sort((x, y) => x - y),
      tiebreak: tiebreakIndex >= 0 ? (row[tiebreakIndex]?.rank ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
    };
  });
  type Entry = (typeof entries)[number];
  /** < 0: a ahead of b; which rule decided it. */
  const compare = (a: Entry, b: Entry): [number, LeaderboardRow["decidedBy"]] => {
    if (a.total !== b.total) return [lowWins ? a.total - b.total : b.total - a.total, null];
    const n = Math.min(a.finishes.length, b.finishes.length);
    for (let i = 0; i < n; i++) {
      const d = (a.finishes[i] as number) - (b.finishes[i] as number);
      if (d !== 0) return [d, "countback"];
    }
    if (a.tiebreak !== b.tiebreak) return [a.tiebreak < b.tiebreak ? -1 : 1, "tiebreak"];
    return [0, null];
  };
  entries.sort((a, b) => compare(a, b)[0] || (a.athleteId < b.athleteId ? -1 : a.athleteId > b.athleteId ? 1 : 0));
  const rows: LeaderboardRow[] = [];
  let rank = 1;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as Entry;
    const prev = entries[i - 1];
    if (prev && compare(prev, e)[0] !== 0) rank = i + 1;
    // What separated this athlete from an equal total next to it.
    const near = [prev, entries[i + 1]].filter((x): x is Entry => !!x && x.total === e.total);
    const decidedBy = near.map((x) => compare(x, e)[1]).find((d) => d !== null) ?? null;
    rows.push({ athleteId: e.athleteId, overallRank: rank, total: e.total, cells: e.cells, decidedBy });
  }
  return rows;
}

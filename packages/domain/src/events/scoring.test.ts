import { describe, expect, it } from "vitest";
import {
  computeLeaderboard,
  formatTime,
  parseScore,
  pointsFor,
  rankValues,
  type ScoreType,
  type TeamCombine,
  teamCombineFor,
  teamResult,
  teamScore,
  type WorkoutRule,
} from "./scoring.ts";

describe("parseScore: each score type's format", () => {
  it.each([
    [{ scoreType: "time" }, "12:34", 754, "12:34"],
    [{ scoreType: "time" }, "1:02:03", 3723, "1:02:03"],
    [{ scoreType: "time-cap", timeCapSeconds: 720, totalReps: 150 }, "11:59", 719, "11:59"],
    // CrossFit Games: a capped athlete scores the cap plus one second per missing rep.
    [{ scoreType: "time-cap", timeCapSeconds: 720, totalReps: 150 }, "137 reps", 733, "CAP+13"],
    [{ scoreType: "rounds-reps", repsPerRound: 30 }, "5+12", 162, "5+12"],
    [{ scoreType: "reps", totalReps: 300 }, "248", 248, "248"],
    [{ scoreType: "load", unit: "lb" }, "305.5", 305.5, "305.5 lb"],
    [{ scoreType: "distance", unit: "m" }, "5000", 5000, "5000 m"],
    [{ scoreType: "pass-fail" }, "Pass", 1, "pass"],
  ] as const)("%o %s → %d shown %s", (rule, raw, value, display) => {
    expect(parseScore(rule, raw)).toEqual({ ok: true, value, display, capped: display.startsWith("CAP") });
  });

  it.each([
    [{ scoreType: "time" }, "-1:00", /time/],
    [{ scoreType: "time" }, "12:75", /time/],
    [{ scoreType: "time-cap", timeCapSeconds: 720, totalReps: 150 }, "12:01", /over the time cap of 12:00/],
    [{ scoreType: "time-cap", timeCapSeconds: 720, totalReps: 150 }, "151 reps", /at most 150/],
    [{ scoreType: "reps", totalReps: 300 }, "301", /at most 300/],
    [{ scoreType: "reps" }, "12.5", /whole number/],
    [{ scoreType: "rounds-reps", repsPerRound: 30 }, "5+30", /fewer than 30/],
    [{ scoreType: "load" }, "0", /more than zero/],
    [{ scoreType: "pass-fail" }, "maybe", /pass or fail/],
    [{ scoreType: "reps" }, " ", /required/],
  ] as const)("%o refuses %j", (rule, raw, message) => {
    const parsed = parseScore(rule, raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("formats times back as entered", () => {
    expect(formatTime(754)).toBe("12:34");
    expect(formatTime(3723)).toBe("1:02:03");
    expect(formatTime(61.5)).toBe("1:01.50");
  });
});

describe("rankValues: ties share the better place", () => {
  it("ranks 1, 1, 3 (WODsmith's tie bug, fixed)", () => {
    expect(rankValues([100, 100, 90], "reps")).toEqual([1, 1, 3]);
  });
  it("ranks times lowest first and is order-independent", () => {
    expect(rankValues([300, 240, 240, 400], "time")).toEqual([3, 1, 1, 4]);
    expect(rankValues([400, 240, 300, 240], "time")).toEqual([4, 1, 3, 1]);
  });
  it("places two tied 10th as 10th and the next as 12th", () => {
    const values = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 11, 10];
    expect(rankValues(values, "reps").slice(9)).toEqual([10, 10, 12]);
  });
});

describe("pointsFor: the published tables", () => {
  it("Games 100-point table: tied 10th 67 each, 12th 63", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10, 12].map((p) => pointsFor("games", p))).toEqual([
      100, 95, 90, 85, 80, 75, 73, 67, 63,
    ]);
  });
  it("WODsmith table: 100, 95, 90, 86, 83, then 83 − (place − 5), never below 0", () => {
    expect([1, 2, 3, 4, 5, 6, 10, 200].map((p) => pointsFor("wodsmith", p))).toEqual([100, 95, 90, 86, 83, 82, 78, 0]);
  });
  it("points per place: the place itself", () => {
    expect(pointsFor("place", 7)).toBe(7);
  });
});

describe("computeLeaderboard", () => {
  const workouts = [
    { id: "w1", scoreType: "time" as const },
    { id: "w2", scoreType: "reps" as const },
  ];
  const s = (athleteId: string, workoutId: string, value: number) => ({
    athleteId,
    workoutId,
    value,
    display: `${value}`,
  });

  it("sums places (lowest wins) and breaks equal totals by countback of best finishes", () => {
    // a: 1st + 3rd = 4; b: 2nd + 2nd = 4; c: 3rd + 1st = 4 → countback: a and c have a win, b none;
    // a vs c still equal (1, 3) → shared place 1; b third.
    const rows = computeLeaderboard({
      athletes: ["a", "b", "c"],
      workouts,
      scores: [
        s("a", "w1", 100),
        s("b", "w1", 200),
        s("c", "w1", 300),
        s("a", "w2", 10),
        s("b", "w2", 20),
        s("c", "w2", 30),
      ],
      table: "place",
    });
    expect(rows.map((r) => [r.athleteId, r.overallRank, r.total])).toEqual([
      ["a", 1, 4],
      ["c", 1, 4],
      ["b", 3, 4],
    ]);
    expect(rows.find((r) => r.athleteId === "b")?.decidedBy).toBe("countback");
  });

  it("a named tiebreak workout decides what countback cannot", () => {
    const rows = computeLeaderboard({
      athletes: ["a", "b", "c"],
      workouts,
      scores: [
        s("a", "w1", 100),
        s("b", "w1", 200),
        s("c", "w1", 300),
        s("a", "w2", 10),
        s("b", "w2", 20),
        s("c", "w2", 30),
      ],
      table: "place",
      tiebreakWorkoutId: "w2",
    });
    expect(rows.map((r) => [r.athleteId, r.overallRank])).toEqual([
      ["c", 1],
      ["a", 2],
      ["b", 3],
    ]);
    expect(rows[0]?.decidedBy).toBe("tiebreak");
  });

  it("with a points table the highest total wins; ties take the higher place's points", () => {
    const rows = computeLeaderboard({
      athletes: ["a", "b", "c"],
      workouts: [workouts[1] as (typeof workouts)[number]],
      scores: [s("a", "w2", 50), s("b", "w2", 50), s("c", "w2", 40)],
      table: "games",
    });
    expect(rows.map((r) => [r.athleteId, r.overallRank, r.total, r.cells[0]?.rank])).toEqual([
      ["a", 1, 100, 1],
      ["b", 1, 100, 1],
      ["c", 3, 90, 3],
    ]);
  });

  it("a missing score places after every score; a workout nobody scored yet does not count", () => {
    const rows = computeLeaderboard({
      athletes: ["a", "b", "c"],
      workouts,
      scores: [s("a", "w1", 100), s("b", "w1", 200)],
      table: "place",
    });
    const c = rows.find((r) => r.athleteId === "c");
    expect(c?.cells[0]).toMatchObject({ rank: 3, points: 3, missing: true });
    expect(c?.cells[1]).toMatchObject({ rank: null, points: 0, missing: false });
    expect(rows.map((r) => r.overallRank)).toEqual([1, 2, 3]);
  });
});

describe("teamScore: a team's score from its members'", () => {
  it.each([
    // Combined max lift (load): the members' best lifts add up.
    [[305, 285, 185], "load", "sum", 775],
    // Synchro / relay for time: the team finishes with its last member.
    [[410, 455, 432], "time", "last", 455],
    [[733, 700], "time-cap", "last", 733],
    // Reps in a relay: the fewest reps decide; the best member's for a "best of" event.
    [[120, 98, 134], "reps", "last", 98],
    [[120, 98, 134], "reps", "best", 134],
    [[410, 455, 432], "time", "best", 410],
    // A member without a score: the team has none yet.
    [[305, null, 185], "load", "sum", null],
    [[], "load", "sum", null],
  ] as const)("%o %s %s → %s", (members, type, combine, expected) => {
    expect(teamScore(members, type, combine)).toBe(expected);
  });
});

describe("teamResult: members' entries → the team's score, shown in the workout's format, with the math", () => {
  const parsed = (rule: WorkoutRule, raws: (string | null)[]) =>
    raws.map((raw) => {
      if (raw === null) return null;
      const p = parseScore(rule, raw);
      if (!p.ok) throw new Error(p.message);
      return p;
    });
  const load: WorkoutRule = { scoreType: "load", unit: "lb" };
  const capped: WorkoutRule = { scoreType: "time-cap", timeCapSeconds: 720, totalReps: 150 };
  const rounds: WorkoutRule = { scoreType: "rounds-reps", repsPerRound: 30 };
  it.each([
    // A combined max lift: the three members' best snatches add up (default for load: sum).
    [load, ["305", "285", "185"], undefined, 775, "775 lb", "sum of 3 members: 305 lb + 285 lb + 185 lb = 775 lb"],
    [load, ["102.5", "97.25"], undefined, 199.75, "199.75 lb", "sum of 2 members: 102.5 lb + 97.25 lb = 199.75 lb"],
    // A synchro chipper under a 12:00 cap: the team finishes with its last member (default for time).
    [
      capped,
      ["6:50", "7:35", "7:12"],
      undefined,
      455,
      "7:35",
      "the team finishes with its last member: 6:50, 7:35, 7:12 → 7:35",
    ],
    // One member capped with 137 of 150 reps: the team's score is that member's CAP+13 (720 + 13 s).
    [
      capped,
      ["6:50", "137 reps"],
      undefined,
      733,
      "CAP+13",
      "the team finishes with its last member: 6:50, CAP+13 → CAP+13",
    ],
    // An AMRAP relay: rounds + reps add up (5+12 and 4+25 of 30-rep rounds = 10+7).
    [rounds, ["5+12", "4+25"], undefined, 307, "10+7", "sum of 2 members: 5+12 + 4+25 = 10+7"],
    // "Best of": the best member's time counts.
    [capped, ["6:50", "7:35"], "best", 410, "6:50", "the team's best member counts: 6:50, 7:35 → 6:50"],
  ] as const)("%o %o %s → %s (%s)", (rule, raws, combine, value, display, math) => {
    expect(teamResult(rule, parsed(rule, [...raws]), combine as TeamCombine | undefined)).toEqual({
      value,
      display,
      math,
    });
  });

  it("is null until every member has a score", () => {
    expect(teamResult(load, parsed(load, ["305", null, "185"]))).toBeNull();
  });

  it.each([
    ["load", "sum"],
    ["reps", "sum"],
    ["rounds-reps", "sum"],
    ["distance", "sum"],
    ["time", "last"],
    ["time-cap", "last"],
    ["pass-fail", "last"],
  ] as const)("the default combine of %s is %s", (type, combine) => {
    expect(teamCombineFor(type as ScoreType)).toBe(combine);
  });

  it("teams rank on their combined scores like athletes: tied totals share the better place", () => {
    const totals = {
      a: teamResult(load, parsed(load, ["305", "285"])),
      b: teamResult(load, parsed(load, ["300", "290"])),
      c: teamResult(load, parsed(load, ["250", "250"])),
    };
    const rows = computeLeaderboard({
      athletes: ["a", "b", "c"],
      workouts: [{ id: "lift", scoreType: "load" }],
      scores: Object.entries(totals).map(([athleteId, t]) => ({
        athleteId,
        workoutId: "lift",
        value: t?.value ?? 0,
        display: t?.display ?? "",
      })),
      table: "games",
    });
    expect(rows.map((r) => [r.athleteId, r.cells[0]?.rank, r.cells[0]?.display])).toEqual([
      ["a", 1, "590 lb"],
      ["b", 1, "590 lb"],
      ["c", 3, "500 lb"],
    ]);
  });
});

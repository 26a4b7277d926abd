import { describe, expect, it } from "vitest";
import { teamEntryProblem } from "./team-entry.ts";

describe("a registration's team fields against its division", () => {
  it.each([
    ["individual, no team fields", null, {}, null],
    ["individual, empty member boxes (the form's)", null, { teamName: " ", members: ["", " "] }, null],
    ["individual with members", null, { members: ["Ana Ruiz"] }, ["members", "is only for a team division"]],
    ["individual with a team name", null, { teamName: "Barbell Club" }, ["teamName", "is only for a team division"]],
    ["team of 3, all named", 3, { teamName: "Barbell Club", members: ["Ana", "Ben", "Cy"] }, null],
    ["team of 3, no name", 3, { members: ["Ana", "Ben", "Cy"] }, ["teamName", "is required for a team division"]],
    [
      "team of 3, two members",
      3,
      { teamName: "Barbell Club", members: ["Ana", "Ben", ""] },
      ["members", "must name the team's 3 members (2 given)"],
    ],
    [
      "team of 2, three members",
      2,
      { teamName: "Pair", members: ["Ana", "Ben", "Cy"] },
      ["members", "must name the team's 2 members (3 given)"],
    ],
    [
      "team of 3, a member twice",
      3,
      { teamName: "Barbell Club", members: ["Ana", "ana ", "Cy"] },
      ["members", "must name each member once"],
    ],
  ] as const)("%s", (_, size, entry, expected) => {
    const problem = teamEntryProblem(size, entry);
    expect(problem ? [problem.field, problem.message] : null).toEqual(expected);
  });
});

/**
 * Who a registration names (issue #20 items 1–2): an individual division takes one athlete; a team
 * division (its `teamSize`, 2 to 8) takes the team's name and exactly that many members. One rule for
 * the event page's form (its message before posting) and the events service (the decision).
 */

export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 8;

export interface TeamEntry {
  teamName?: string | null;
  members?: readonly string[] | null;
}

/** The first problem of a registration's team fields for a division of `teamSize` (null: individual). */
export function teamEntryProblem(
  teamSize: number | null | undefined,
  entry: TeamEntry,
): { field: "teamName" | "members"; message: string } | null {
  const name = entry.teamName?.trim() ?? "";
  const members = (entry.members ?? []).map((m) => m.trim()).filter((m) => m !== "");
  if (!teamSize) {
    if (members.length > 0) return { field: "members", message: "is only for a team division" };
    if (name) return { field: "teamName", message: "is only for a team division" };
    return null;
  }
  if (!name) return { field: "teamName", message: "is required for a team division" };
  if (members.length !== teamSize)
    return { field: "members", message: `must name the team's ${teamSize} members (${members.length} given)` };
  const seen = new Set(members.map((m) => m.toLocaleLowerCase()));
  if (seen.size !== members.length) return { field: "members", message: "must name each member once" };
  return null;
}

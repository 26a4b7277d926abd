import type { EventDetail, MemberScoreVersion, ModeratorScore } from "@ironworks/contracts";

export interface ModeratorView {
  event: EventDetail;
  /** `members`: a team's members (a score may be entered per member, issue #20 team scores). */
  athletes: { id: string; name: string; divisionId: string; members?: string[] }[];
  /** Heats with their lanes (migration 0028); a score entered for a heat must be of an athlete in it. */
  heats: {
    id: string;
    workoutId: string;
    divisionId: string;
    heat: number;
    startsAt: string;
    lanes: { lane: number; registrationId: string }[];
  }[];
  queue: ModeratorScore[];
  decided: ModeratorScore[];
  /** Each team member's entries per workout, every version (who, when, what), oldest first. */
  memberHistory?: {
    registrationId: string;
    workoutId: string;
    member: number;
    name: string;
    versions: MemberScoreVersion[];
  }[];
  /** Scores on the board (published, adjusted, penalized): what a review after publication picks from. */
  reviewable?: {
    id: string;
    registrationId: string;
    workoutId: string;
    display: string;
    state: ModeratorScore["state"];
    version: number;
  }[];
}

export type ModeratorResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; field: string | null };

/** A JSON call to the events service's moderator API with the staff cookie; never throws. */
// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
export async function moderatorCall<T>(method: string, path: string, body?: unknown): Promise<ModeratorResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/svc_event/moderator/${path}`, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, message: "The server did not answer. Try again.", field: null };
  }
  const json = (await res.json().catch(() => null)) as {
    error?: { message?: string; details?: { fields?: { field: string; message: string }[] } };
  } | null;
  if (res.ok) return { ok: true, data: json as T };
  const first = json?.error?.details?.fields?.[0];
  return {
    ok: false,
    status: res.status,
    message: json?.error?.message ?? `The server answered ${res.status}.`,
    field: first?.field ?? null,
  };
}

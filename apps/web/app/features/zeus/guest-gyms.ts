import type { ZeusClaimResult } from "@ironworks/contracts";
import type { ZeusPlan } from "@ironworks/domain";
import { api } from "../../lib/api.ts";

/**
 * A guest's gyms, kept on this device (issue #22 item 3): several, each with the device's id for it
 * (a UUID), until the shopper signs in — then all of them are saved to the account at once
 * (POST /svc_zeus/projects/claim) and leave the device; a plan the server refuses stays here.
 */
export interface GuestGym {
  localId: string;
  name: string;
  plan: ZeusPlan;
  savedAt: string;
}

export const GUEST_GYMS_KEY = "iw-zeus-guest-gyms";
/** The single draft kept before a guest could keep several: read once into the list. */
const OLD_DRAFT_KEY = "iw-zeus-draft";

const valid = (g: Partial<GuestGym> | null | undefined): g is GuestGym =>
  !!g && typeof g.localId === "string" && typeof g.name === "string" && !!g.plan?.room && Array.isArray(g.plan.items);

/** A version-4 UUID (crypto.randomUUID is missing outside secure contexts). */
function newLocalId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function write(gyms: GuestGym[]) {
  if (gyms.length === 0) window.localStorage.removeItem(GUEST_GYMS_KEY);
  else window.localStorage.setItem(GUEST_GYMS_KEY, JSON.stringify(gyms));
}

export function readGuestGyms(): GuestGym[] {
  let gyms: GuestGym[] = [];
  try {
    const parsed = JSON.parse(window.localStorage.getItem(GUEST_GYMS_KEY) ?? "[]") as unknown;
    gyms = Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    gyms = [];
  }
  const old = window.localStorage.getItem(OLD_DRAFT_KEY);
  if (old) {
    window.localStorage.removeItem(OLD_DRAFT_KEY);
    try {
      const draft = JSON.parse(old) as { name?: string; plan?: ZeusPlan };
      const gym = { localId: newLocalId(), name: draft.name || "Gym", plan: draft.plan, savedAt: "" };
      if (valid(gym)) {
        gyms = [...gyms, gym];
        write(gyms);
      }
    } catch {
      // An unreadable old draft is dropped.
    }
  }
  return gyms;
}

/** Keeps a gym on this device (a new one gets its id); answers its id. */
export function saveGuestGym(gym: { localId: string | null; name: string; plan: ZeusPlan }): string {
  const localId = gym.localId ?? newLocalId();
  const rest = readGuestGyms().filter((g) => g.localId !== localId);
  write([...rest, { localId, name: gym.name, plan: gym.plan, savedAt: new Date().toISOString() }]);
  return localId;
}

export function removeGuestGyms(ids: readonly string[]) {
  write(readGuestGyms().filter((g) => !ids.includes(g.localId)));
}

/**
 * Sign-in: every gym on this device into the account (in batches of the server's limit). The
 * claimed ones leave the device; refused ones stay (their problems answered). Null when the
 * server could not be asked (tried again on the next visit).
 */
export async function claimGuestGyms(): Promise<ZeusClaimResult | null> {
  const gyms = readGuestGyms();
  const out: ZeusClaimResult = { claimed: [], refused: [] };
  for (let i = 0; i < gyms.length; i += 20) {
    const batch = gyms
      .slice(i, i + 20)
      .map((g) => ({ localId: g.localId, name: g.name.slice(0, 80) || "Gym", plan: g.plan }));
    const result = await api.post<ZeusClaimResult>("/svc_zeus/projects/claim", {
      body: { projects: batch },
      auth: true,
    });
    if (!result.ok) return out.claimed.length > 0 ? out : null;
    removeGuestGyms(result.data.claimed.map((c) => c.localId));
    out.claimed.push(...result.data.claimed);
    out.refused.push(...result.data.refused);
  }
  return out;
}

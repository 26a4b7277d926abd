import type { SiteCode } from "@ironworks/domain";
import { customerFetch } from "../account/auth-retry.ts";
import { serviceUrl } from "../native-app/service-url.ts";

/**
 * POST /svc_ssr/submit/iterable {email, emailListIds, locale} (SPEC §7): null when the store did
 * not take it; else whether a mailed confirmation decides (double opt-in, ADR 0015 addendum).
 */
export async function submitSignup(
  site: SiteCode,
  email: string,
  emailListIds: string[],
  locale: string,
): Promise<{ confirmationRequired: boolean } | null> {
  try {
    const res = await fetch(serviceUrl(site, "/svc_ssr", "/submit/iterable"), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, emailListIds, locale }),
    });
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as { confirmationRequired?: boolean } | null;
    return { confirmationRequired: body?.confirmationRequired !== false };
  } catch {
    return null;
  }
}

/**
 * The account's preferences: subscribe to the chosen lists and unsubscribe from the others
 * (SPEC §7 /newsletters/subscribe and /unsubscribe). True when both calls succeeded.
 */
export async function savePreferences(
  site: SiteCode,
  me: { userId: number; email: string },
  chosen: string[],
  dropped: string[],
): Promise<boolean> {
  const call = async (kind: "subscribe" | "unsubscribe", newsletters: string[]) => {
    if (newsletters.length === 0) return true;
    try {
      const res = await customerFetch(serviceUrl(site, "/svc_ssr", `/newsletters/${kind}`), {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId: me.userId, email: me.email, newsletters }),
      });
      return res.ok;
    } catch {
      return false;
    }
  };
  const [a, b] = await Promise.all([call("subscribe", chosen), call("unsubscribe", dropped)]);
  return a && b;
}

import type { NewsletterAnswer } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { api, succeeded } from "../../lib/api.ts";

// The bodies are IterableSubmit and NewsletterChange; the list ids stay strings here (the server
// refuses an unknown one), so they are not typed with the contract's narrowed list-id union.

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
  const answer = await api.post<Partial<NewsletterAnswer>>("/svc_ssr/submit/iterable", {
    site,
    body: { email, emailListIds, locale },
  });
  if (!succeeded(answer)) return null;
  return { confirmationRequired: !answer.ok || answer.data.confirmationRequired !== false };
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
    const answer = await api.post<NewsletterAnswer>(`/svc_ssr/newsletters/${kind}`, {
      site,
      body: { userId: me.userId, email: me.email, newsletters },
      auth: true,
    });
    return succeeded(answer);
  };
  const [a, b] = await Promise.all([call("subscribe", chosen), call("unsubscribe", dropped)]);
  return a && b;
}

import type { NewsletterList } from "@ironworks/domain";
import { useState } from "react";
import { Form, useActionData } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { useT } from "../../lib/i18n/messages.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { NewsletterKey } from "./messages.ts";
import { savePreferences } from "./newsletter-client.ts";
import type { NewsletterPreferencesData, PreferencesResult } from "./newsletter.server.ts";

type Answer = { ok: boolean } | null;

/**
 * The account's newsletter preferences (SPEC §3 lists for this site, §7 subscribe/unsubscribe).
 * Hydrated, it calls the API; before hydration it posts intent=newsletters to the settings action.
 * A failure says 'There was an error saving your preferences.' (SPEC §8).
 */
export function NewsletterPreferences({ data }: { data: NewsletterPreferencesData }) {
  const actionData = useActionData<PreferencesResult | { form?: string }>();
  const posted = actionData?.form === "newsletters" ? (actionData as PreferencesResult) : null;
  const hydrated = useHydrated();
  const t = useT<NewsletterKey>();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(data.subscribed));
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const shown = answer ?? posted;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setAnswer(null);
    const lists = data.offered.filter((l) => chosen.has(l));
    const dropped = data.offered.filter((l) => !chosen.has(l));
    const ok = await savePreferences(data.site, { userId: data.userId, email: data.email }, lists, dropped);
    setBusy(false);
    setAnswer({ ok });
  }

  const toggle = (list: NewsletterList, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(list);
      else next.delete(list);
      return next;
    });

  return (
    <section className="account-card" aria-labelledby="newsletters-title">
      <h2 id="newsletters-title">{t("newsletter.prefs.title")}</h2>
      <Form method="post" data-hydrated={hydrated || undefined} onSubmit={hydrated ? onSubmit : undefined}>
        <input type="hidden" name="intent" value="newsletters" />
        <fieldset className="account-checks">
          <legend>{t("newsletter.prefs.legend")}</legend>
          {data.offered.map((list) => (
            <label key={list} className="account-check">
              <input
                type="checkbox"
                name="newsletters"
                value={list}
                checked={chosen.has(list)}
                onChange={(e) => toggle(list, e.currentTarget.checked)}
              />{" "}
              {t(`newsletter.list.${list}`)}
            </label>
          ))}
        </fieldset>
        <div role="status" data-testid="newsletters-saved">
          {shown?.ok ? <p className="account-notice account-notice--success">{t("newsletter.prefs.saved")}</p> : null}
        </div>
        {shown && !shown.ok ? (
          <p role="alert" data-testid="newsletters-error" className="account-notice account-notice--error">
            {t("newsletter.prefs.error")}
          </p>
        ) : null}
        <Button type="submit" aria-disabled={busy || undefined}>
          {t(busy ? "newsletter.prefs.saving" : "newsletter.prefs.save")}
        </Button>
      </Form>
    </section>
  );
}

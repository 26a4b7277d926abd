import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { type Consent, type ConsentCategory, OPT_IN_SITES } from "./consent.ts";
import { useConsent } from "./ConsentProvider.tsx";
import type { ConsentKey } from "./messages.ts";

const CATEGORIES: ConsentCategory[] = ["performance", "marketing", "functional"];

/**
 * The cookie notice (SPEC §6): until the visitor chooses, with Accept all, Reject all and per-category
 * choices. In EUR, GBR and CAN nothing optional runs before a choice; elsewhere it runs until declined.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const t = useT<ConsentKey>();
  const [managing, setManaging] = useState(false);
  const [draft, setDraft] = useState<Consent | null>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const reopened = consent?.reopened ?? false;
  // Reopened from the footer: straight to the category choices, focus on the notice.
  useEffect(() => {
    if (!reopened) return;
    setManaging(true);
    setDraft(null);
    titleRef.current?.focus();
  }, [reopened]);
  if (!consent || consent.decided) return null;
  const optIn = OPT_IN_SITES.includes(consent.site);
  const choices = draft ?? consent.consent;
  const all = (on: boolean): Consent => ({ performance: on, marketing: on && !consent.gpc, functional: on });

  return (
    <section className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner" data-analytics="off">
      <div className="consent-banner__inner">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="consent-banner__title">
          {t("consent.title")}
        </h2>
        {/* One short line each: the notice stays small, never the page's largest text (its LCP element). */}
        <p className="consent-banner__text">{t("consent.text", { mode: optIn ? "optIn" : "optOut" })}</p>
        {consent.gpc ? <p className="consent-banner__gpc">{t("consent.gpc")}</p> : null}
        {managing ? (
          <fieldset className="consent-banner__choices">
            <legend className="visually-hidden">{t("consent.categories")}</legend>
            <p className="consent-banner__help">{t("consent.necessary")}</p>
            {CATEGORIES.map((c) => {
              const locked = c === "marketing" && consent.gpc;
              return (
                <label key={c} className="consent-banner__choice">
                  <input
                    type="checkbox"
                    name={c}
                    checked={locked ? false : choices[c]}
                    disabled={locked}
                    onChange={(e) => setDraft({ ...choices, [c]: e.target.checked })}
                  />
                  <span>
                    <strong>{t(`consent.${c}`)}</strong>{" "}
                    <span className="consent-banner__help">{t(`consent.${c}.help`)}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className={buttonClass({ size: "s" })} onClick={() => consent.choose(all(true))}>
            {t("consent.acceptAll")}
          </button>
          <button
            type="button"
            className={buttonClass({ size: "s", variant: "secondary" })}
            onClick={() => consent.choose(all(false))}
          >
            {t("consent.rejectAll")}
          </button>
          {managing ? (
            <button
              type="button"
              className={buttonClass({ size: "s", variant: "ghost" })}
              onClick={() => consent.choose({ ...choices, marketing: choices.marketing && !consent.gpc })}
            >
              {t("consent.save")}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass({ size: "s", variant: "ghost" })}
              aria-expanded={false}
              onClick={() => setManaging(true)}
            >
              {t("consent.manage")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "../../ui/Button.tsx";
import { type Consent, type ConsentCategory, OPT_IN_SITES } from "./consent.ts";
import { useConsent } from "./ConsentProvider.tsx";

const CATEGORIES: { key: ConsentCategory; label: string; help: string }[] = [
  { key: "performance", label: "Performance", help: "Counts visits and measures how pages perform." },
  { key: "marketing", label: "Marketing", help: "Ad and affiliate partners measure campaigns and show relevant ads." },
  { key: "functional", label: "Functional", help: "Live chat and remembered preferences." },
];

/**
 * The cookie notice (SPEC §6): until the visitor chooses, with Accept all, Reject all and per-category
 * choices. In EUR, GBR and CAN nothing optional runs before a choice; elsewhere it runs until declined.
 */
export function ConsentBanner() {
  const consent = useConsent();
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
          Cookies on Ironworks
        </h2>
        {/* One short line each: the notice stays small, never the page's largest text (its LCP element). */}
        <p className="consent-banner__text">
          {optIn ? "We use optional cookies only if you agree." : "We use optional cookies. You can turn them off."}
        </p>
        {consent.gpc ? <p className="consent-banner__gpc">Global Privacy Control is on: marketing stays off.</p> : null}
        {managing ? (
          <fieldset className="consent-banner__choices">
            <legend className="visually-hidden">Cookie categories</legend>
            <p className="consent-banner__help">Necessary cookies (your cart, region and this choice) are always on.</p>
            {CATEGORIES.map((c) => {
              const locked = c.key === "marketing" && consent.gpc;
              return (
                <label key={c.key} className="consent-banner__choice">
                  <input
                    type="checkbox"
                    name={c.key}
                    checked={locked ? false : choices[c.key]}
                    disabled={locked}
                    onChange={(e) => setDraft({ ...choices, [c.key]: e.target.checked })}
                  />
                  <span>
                    <strong>{c.label}</strong> <span className="consent-banner__help">{c.help}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className={buttonClass({ size: "s" })} onClick={() => consent.choose(all(true))}>
            Accept all
          </button>
          <button
            type="button"
            className={buttonClass({ size: "s", variant: "secondary" })}
            onClick={() => consent.choose(all(false))}
          >
            Reject all
          </button>
          {managing ? (
            <button
              type="button"
              className={buttonClass({ size: "s", variant: "ghost" })}
              onClick={() => consent.choose({ ...choices, marketing: choices.marketing && !consent.gpc })}
            >
              Save choices
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass({ size: "s", variant: "ghost" })}
              aria-expanded={false}
              onClick={() => setManaging(true)}
            >
              Manage choices
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

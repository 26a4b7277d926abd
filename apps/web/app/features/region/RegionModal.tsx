import type { Locale } from "@ironworks/domain";
import { useEffect, useId, useRef } from "react";
import { useLanguage, useT } from "../../lib/i18n/messages.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { RegionKey } from "./messages.ts";
import { countryName, markSettled, type RegionDecision, rememberCountry, storefrontLabel } from "./region.ts";

/**
 * 'Confirm your region' (SPEC §4, §8): switch to the visitor's storefront or stay. Either choice is
 * stored as the preferred country for 365 days; closing the dialog counts as staying.
 */
export default function RegionModal({
  decision,
  current,
  onClose,
}: {
  decision: Extract<RegionDecision, { kind: "prompt" }>;
  current: Locale;
  onClose: () => void;
}) {
  const t = useT<RegionKey>();
  const language = useLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const secure = typeof location !== "undefined" && location.protocol === "https:";

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const stay = () => {
    rememberCountry(current.country, secure);
    markSettled();
    ref.current?.close();
    onClose();
  };
  const go = () => {
    rememberCountry(decision.country, secure);
    markSettled();
    window.location.assign(decision.path);
  };

  return (
    <dialog
      ref={ref}
      className="region-modal"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        stay();
      }}
    >
      <h2 id={titleId} className="region-modal__title">
        {t("region.title")}
      </h2>
      <p id={textId}>{t("region.text", { country: countryName(decision, language) })}</p>
      <div className="region-modal__actions">
        <button type="button" className={buttonClass({ width: "full" })} onClick={go}>
          {t("region.go", { storefront: storefrontLabel(decision.path) })}
        </button>
        <button type="button" className={buttonClass({ variant: "secondary", width: "full" })} onClick={stay}>
          {t("region.stay", { storefront: current.label })}
        </button>
      </div>
    </dialog>
  );
}

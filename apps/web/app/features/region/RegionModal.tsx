import type { Locale } from "@ironworks/domain";
import { useEffect, useId, useRef } from "react";
import { buttonClass } from "../../ui/Button.tsx";
import { markSettled, type RegionDecision, rememberCountry, storefrontLabel } from "./region.ts";

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
        Confirm your region
      </h2>
      <p id={textId}>
        It looks like you're in {decision.name}. Please confirm your region to correctly display pricing and
        availability.
      </p>
      <div className="region-modal__actions">
        <button type="button" className={buttonClass({ width: "full" })} onClick={go}>
          Go to {storefrontLabel(decision.path)}
        </button>
        <button type="button" className={buttonClass({ variant: "secondary", width: "full" })} onClick={stay}>
          Stay on {current.label}
        </button>
      </div>
    </dialog>
  );
}

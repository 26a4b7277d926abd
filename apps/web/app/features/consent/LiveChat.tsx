import type { SiteCode } from "@ironworks/domain";
import { useId, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useConsent } from "./ConsentProvider.tsx";
import type { ConsentKey } from "./messages.ts";

/** SPEC §6: live chat only for USA, CAN and APO. */
export const LIVE_CHAT_SITES: readonly SiteCode[] = ["USA", "CAN", "APO"];

/**
 * The live-chat entry point (a placeholder until a chat service is chosen): on USA, CAN and APO,
 * with functional consent, once the cookie notice is answered (so the two never overlap).
 */
export function LiveChat({ site }: { site: SiteCode }) {
  const consent = useConsent();
  const t = useT<ConsentKey>();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!LIVE_CHAT_SITES.includes(site) || !consent?.decided || !consent.allows("functional")) return null;
  return (
    <div className="live-chat">
      {open ? (
        <section id={panelId} className="live-chat__panel" aria-label={t("consent.chat")}>
          <p>
            <strong>{t("consent.chat")}</strong>
          </p>
          <p>{t("consent.chat.hours")}</p>
        </section>
      ) : null}
      <button
        type="button"
        className="live-chat__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t("consent.chat.close") : t("consent.chat.open")}
      </button>
    </div>
  );
}

import type { SiteCode } from "@ironworks/domain";
import { useId, useState } from "react";
import { useConsent } from "./ConsentProvider.tsx";

/** SPEC §6: live chat only for USA, CAN and APO. */
export const LIVE_CHAT_SITES: readonly SiteCode[] = ["USA", "CAN", "APO"];

/**
 * The live-chat entry point (a placeholder until a chat service is chosen): on USA, CAN and APO,
 * with functional consent, once the cookie notice is answered (so the two never overlap).
 */
export function LiveChat({ site }: { site: SiteCode }) {
  const consent = useConsent();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!LIVE_CHAT_SITES.includes(site) || !consent?.decided || !consent.allows("functional")) return null;
  return (
    <div className="live-chat">
      {open ? (
        <section id={panelId} className="live-chat__panel" aria-label="Live chat">
          <p>
            <strong>Live chat</strong>
          </p>
          <p>Our team answers Monday to Friday, 8am–6pm CT. Chat opens here soon.</p>
        </section>
      ) : null}
      <button
        type="button"
        className="live-chat__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Close chat" : "Chat with us"}
      </button>
    </div>
  );
}

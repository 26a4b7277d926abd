import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { claimGuestGyms, type GuestGym, readGuestGyms } from "./guest-gyms.ts";
import type { ZeusKey } from "./messages.ts";

/**
 * The gyms kept on this device (issue #22 item 3) on the builder's home: a guest sees and opens
 * them; once signed in, all of them are saved to the account at once and the page shows them there.
 */
export function DeviceGyms({ signedIn }: { signedIn: boolean }) {
  const t = useT<ZeusKey>();
  const { revalidate } = useRevalidator();
  // The claim runs once per sign-in state; the revalidator's function may change between renders.
  const refresh = useRef(revalidate);
  refresh.current = revalidate;
  const [gyms, setGyms] = useState<GuestGym[]>([]);
  const [claimed, setClaimed] = useState<number | null>(null);

  useEffect(() => {
    setGyms(readGuestGyms());
    if (!signedIn) return;
    let live = true;
    void claimGuestGyms().then((result) => {
      if (!live) return;
      setGyms(readGuestGyms());
      if (result && result.claimed.length > 0) {
        setClaimed(result.claimed.length);
        void refresh.current();
      }
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (gyms.length === 0 && claimed === null) return null;
  return (
    <section aria-labelledby="zeus-device" data-testid="zeus-device-gyms">
      {claimed !== null ? (
        <p className="zeus-notice" role="status">
          {t("zeus.device.claimed", { count: claimed })}
        </p>
      ) : null}
      {gyms.length > 0 ? (
        <>
          <h2 id="zeus-device">{t("zeus.device.title")}</h2>
          <p>{t(signedIn ? "zeus.device.refused" : "zeus.device.intro")}</p>
          <ul className="zeus-list">
            {gyms.map((g) => (
              <li key={g.localId}>
                <Link to={`/zeus-builder/project/edit?draft=${g.localId}`}>{g.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

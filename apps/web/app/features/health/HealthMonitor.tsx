import type { SiteCode } from "@ironworks/domain";
import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { NativeAppContext } from "../native-app/native-app.ts";
import type { ShellKey } from "../shell/messages.ts";
import { serviceUrl } from "../native-app/service-url.ts";
import {
  claimPreload,
  HEALTH_TICK_MS,
  markNewRelease,
  needsFullReload,
  onHealthTask,
  runHealthTasks,
  tasksForTick,
} from "./health.ts";
import { refreshFiveForFive } from "../five-for-five/five-for-five.ts";
import { silenceOfflineErrors, useOnline } from "./network.ts";
import { currentRelease, preloadRelease } from "./release.ts";

/**
 * The page's health loop (SPEC §4): the 60 s tick while visible, the heartbeat's release check,
 * a full document load instead of an in-app navigation when the session is old or stale, the
 * network state and silent offline errors.
 */
export function HealthMonitor({
  site,
  checkout,
  app,
  customerEmail = null,
}: {
  site: SiteCode;
  checkout: boolean;
  app: NativeAppContext | null;
  /** The signed-in customer's email: promotions are per customer (null for a guest). */
  customerEmail?: string | null;
}) {
  const checkoutRef = useRef(checkout);
  checkoutRef.current = checkout;
  const online = useOnline();

  useEffect(() => {
    let tick = 0;
    let timer: number | null = null;
    const start = () => {
      timer ??= window.setInterval(() => {
        tick += 1;
        runHealthTasks(tasksForTick(tick, checkoutRef.current));
      }, HEALTH_TICK_MS);
    };
    const stop = () => {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : stop());
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    const unsilence = silenceOfflineErrors();
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
      unsilence();
    };
  }, []);

  useEffect(
    () =>
      onHealthTask("heartbeat", async () => {
        if (!navigator.onLine) return;
        const res = await fetch(serviceUrl(site, "/svc_ssr", "/heartbeat", app), { cache: "no-store" });
        if (!res.ok) return;
        const { hash } = (await res.json()) as { hash?: unknown };
        const mine = currentRelease();
        if (typeof hash !== "string" || hash === "dev" || !mine || hash === mine) return;
        markNewRelease(hash);
        if (claimPreload(hash)) await preloadRelease(hash);
      }),
    [site, app],
  );

  // "Refresh promotions" (every 2nd tick), and once as soon as a customer is known.
  useEffect(() => {
    void refreshFiveForFive(site, customerEmail, app);
    return onHealthTask("promotions", () => {
      if (navigator.onLine) return refreshFiveForFive(site, customerEmail, app);
    });
  }, [site, customerEmail, app]);

  // "Reload checkout cart products": the loaders run again, so the cart's prices and stock (and the
  // header's count) are the server's current ones — on checkout every tick, elsewhere every 5th.
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;
  useEffect(
    () =>
      onHealthTask("cartProducts", () => {
        if (navigator.onLine) return revalidateRef.current();
      }),
    [],
  );

  // SPEC §4: on navigation, a full reload when the session is older than a day or a new release exists.
  const navigation = useNavigation();
  const { url } = useLocaleTools();
  const t = useT<ShellKey>();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  useEffect(() => {
    if (!target || !needsFullReload()) return;
    window.location.assign(`${url(target.pathname)}${target.search}${target.hash}`);
  }, [target, url]);

  return online ? null : (
    <p className="network-status" role="status">
      {t("shell.offline")}
    </p>
  );
}

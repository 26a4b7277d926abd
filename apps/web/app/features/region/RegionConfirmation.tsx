import type { Locale, SiteCode } from "@ironworks/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import type { NativeAppContext } from "../native-app/native-app.ts";
import { serviceUrl } from "../native-app/service-url.ts";
import { decideRegion, type Geo, isSettled, markSettled, type RegionDecision } from "./region.ts";

const RegionModal = lazy(() => import("./RegionModal.tsx"));

/**
 * Region confirmation (SPEC §4), after hydration: asks /svc_ssr/geoIp where the visitor is and
 * dismisses silently, redirects, or shows the modal (its code loads only then).
 */
export function RegionConfirmation({
  site,
  locale,
  preferred,
  check,
  app,
}: {
  site: SiteCode;
  locale: Locale;
  preferred: string | null;
  check: boolean;
  app: NativeAppContext | null;
}) {
  const [prompt, setPrompt] = useState<Extract<RegionDecision, { kind: "prompt" }> | null>(null);

  useEffect(() => {
    if (!check || app || isSettled()) return;
    const controller = new AbortController();
    fetch(serviceUrl(site, "/svc_ssr", `/geoIp?current=${locale.country}`, app), { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Geo>) : null))
      .then((geo) => {
        if (!geo) return;
        const decision = decideRegion(geo, site, preferred);
        if (decision.kind === "dismiss") markSettled();
        else if (decision.kind === "redirect") window.location.assign(decision.path);
        else setPrompt(decision);
      })
      .catch(() => {
        // No answer, no prompt: the visitor keeps shopping where they are.
      });
    return () => controller.abort();
  }, [check, app, site, locale.country, preferred]);

  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <RegionModal decision={prompt} current={locale} onClose={() => setPrompt(null)} />
    </Suspense>
  );
}

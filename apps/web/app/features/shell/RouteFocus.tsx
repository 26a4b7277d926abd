import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** The element a new page hands focus to: its h1, else its main landmark (every route renders main#main). */
export function pageFocusTarget(doc: Document): HTMLElement | null {
  const main = doc.getElementById("main");
  return main?.querySelector<HTMLElement>("h1") ?? main;
}

/**
 * After a client-side navigation to another page, focus moves from the link that was used (often in
 * the header) to the new page's heading, and a polite live region names the page — what a full page
 * load gives a screen-reader or keyboard user. Not on the first load (the browser does that), not when
 * only the query or hash changes (facet filters, sort, pagination stay where the shopper is).
 *
 * A layout effect, so a page that moves focus itself in its own effects (a form's first invalid
 * field, a checkout alert) still has the last word.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");
  const hydrated = useHydrated();

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = pageFocusTarget(document);
    if (target) {
      // Headings are not focusable by default; -1 lets script focus them without adding a Tab stop.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    const heading = target?.tagName === "H1" ? target.textContent?.trim() : "";
    setAnnouncement(document.title || heading || "Page loaded");
  }, [pathname]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
      // Tests wait for it: from here on, links navigate in the page.
      data-hydrated={hydrated || undefined}
    >
      {announcement}
    </div>
  );
}

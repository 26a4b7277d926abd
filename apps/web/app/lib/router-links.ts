import { useEffect } from "react";
import { useHref, useNavigate } from "react-router";

/*
 * Plain router links (ADR 0033). The shell renders its ~100 links (mega menu, top nav, footer…) as
 * plain `<a href={url(path)} data-discover="true">` instead of `<Link>`: the same markup, without a
 * component and four router hooks per link on every server render. `url` (useLocaleTools) gives the
 * full localized path. `data-discover` keeps React Router's lazy route discovery (it fetches the
 * manifest for every `a[data-discover]` on the page, as for a <Link>), and one click listener on the
 * document (useRouterLinkDelegation, mounted by the shell) sends such clicks through the router.
 */

/** What the click decision reads of a click (a MouseEvent fits). */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** What it reads of the anchor (an HTMLAnchorElement fits); `href` is the resolved absolute URL. */
export interface AnchorLike {
  href: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * The in-app path (below the router's basename) a click on `anchor` should navigate to, or null when
 * the browser should handle it: a click something else already handled (a <Link>), not the main
 * button, with a modifier key (new tab/window, download), a target other than _self, a download
 * link, another origin, or a path outside the basename (another locale: a full page load).
 */
export function routerPathForClick(
  event: ClickLike,
  anchor: AnchorLike,
  origin: string,
  basename: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return null;
  if (anchor.hasAttribute("download") || anchor.getAttribute("data-discover") !== "true") return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = pathBelowBasename(url.pathname, basename);
  return path === null ? null : `${path}${url.search}${url.hash}`;
}

/** `pathname` without the router's basename ("/de/cart" under "/de" → "/cart"); null when outside it. */
export function pathBelowBasename(pathname: string, basename: string): string | null {
  const base = basename.replace(/\/+$/, "").toLowerCase();
  if (!base) return pathname;
  const lower = pathname.toLowerCase();
  if (lower === base) return "/";
  return lower.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/**
 * The one delegated click listener for plain router links (mount once, in the shell). It listens on
 * the document after React's own listener, so a <Link> (which prevents the default) is left alone.
 * Like <Link>, a click on a link to the current location replaces the history entry.
 */
export function useRouterLinkDelegation() {
  const navigate = useNavigate();
  // The basename as a path ("/" or "/de"): React Router's public way to read it.
  const basename = useHref("/");
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = routerPathForClick(event, anchor, window.location.origin, basename);
      if (to === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      const here = `${pathBelowBasename(pathname, basename)}${search}${hash}`;
      navigate(to, { replace: here === to });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, basename]);
}

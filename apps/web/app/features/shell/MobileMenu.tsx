import type { MenuCategory } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useSession } from "../account/SessionProvider.tsx";
import { LogOutButton, useAccountLinks } from "./AccountMenu.tsx";
import { CloseIcon, MenuIcon } from "./icons.tsx";
import { EARLY_TAP } from "./early-taps.tsx";
import type { ShellKey } from "./messages.ts";

/**
 * Mobile (< 768 px) navigation: a hamburger opening a modal drawer (<dialog>, so focus is
 * contained and Escape closes it natively). Content is rendered only while open; plain router links (ADR 0033).
 */
export function MobileMenu({ menu, site }: { menu: MenuCategory[]; site: SiteCode }) {
  const { url } = useLocaleTools();
  const session = useSession();
  const t = useT<ShellKey>();
  const links = useAccountLinks(site);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  // A layout effect: closing for a route change restores focus to the button before the shell's
  // RouteFocus hands it to the new page's heading, so the heading keeps it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === dialog) setOpen(false);
    };
    dialog.addEventListener("click", onBackdrop);
    return () => dialog.removeEventListener("click", onBackdrop);
  }, []);

  const onClose = () => {
    setOpen(false);
    // After a navigation from the drawer the new page already has focus: leave it there.
    if (document.getElementById("main")?.contains(document.activeElement)) return;
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-action mobile-menu__button"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        {...EARLY_TAP}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t("shell.menu")}</span>
      </button>
      <dialog ref={dialogRef} id={id} className="drawer" aria-labelledby={`${id}-title`} onClose={onClose}>
        {open ? (
          <div className="drawer__inner">
            <div className="drawer__head">
              <h2 id={`${id}-title`} className="drawer__title">
                {t("shell.menu")}
              </h2>
              <button type="button" className="drawer__close" onClick={() => setOpen(false)}>
                <CloseIcon />
                <span className="visually-hidden">{t("shell.menu.close")}</span>
              </button>
            </div>
            <nav aria-label={t("shell.nav.shop")}>
              <ul className="drawer__list">
                {menu.map((c) => (
                  <li key={c.id}>
                    {c.children.length > 0 ? (
                      <details className="drawer__group">
                        <summary>{c.name}</summary>
                        <ul>
                          <li>
                            <a href={url(c.url)} data-discover="true">
                              {t("shell.nav.all", { category: c.name })}
                            </a>
                          </li>
                          {c.children.map((child) => (
                            <li key={child.id}>
                              <a href={url(child.url)} data-discover="true">
                                {child.name}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <a className="drawer__top-link" href={url(c.url)} data-discover="true">
                        {c.name}
                      </a>
                    )}
                  </li>
                ))}
                <li>
                  <a className="drawer__top-link drawer__deals" href={url("/deals")} data-discover="true">
                    {t("shell.nav.deals")}
                  </a>
                </li>
              </ul>
            </nav>
            <ul className="drawer__account">
              {session.loggedIn ? null : (
                <li>
                  <a href={url("/login")} data-discover="true">
                    {t("shell.account.signIn")}
                  </a>
                </li>
              )}
              {links.map((l) => (
                <li key={l.path}>
                  <a href={url(l.path)} data-discover="true">
                    {l.label}
                  </a>
                </li>
              ))}
              {session.loggedIn ? (
                <li>
                  <LogOutButton />
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

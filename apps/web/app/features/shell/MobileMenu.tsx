import type { MenuCategory } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { useSession } from "../account/SessionProvider.tsx";
import { accountLinks, LogOutButton } from "./AccountMenu.tsx";
import { CloseIcon, MenuIcon } from "./icons.tsx";

/**
 * Mobile (< 768 px) navigation: a hamburger opening a modal drawer (<dialog>, so focus is
 * contained and Escape closes it natively). Content is rendered only while open.
 */
export function MobileMenu({ menu, site }: { menu: MenuCategory[]; site: SiteCode }) {
  const { href } = useLocaleTools();
  const session = useSession();
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
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog ref={dialogRef} id={id} className="drawer" aria-labelledby={`${id}-title`} onClose={onClose}>
        {open ? (
          <div className="drawer__inner">
            <div className="drawer__head">
              <h2 id={`${id}-title`} className="drawer__title">
                Menu
              </h2>
              <button type="button" className="drawer__close" onClick={() => setOpen(false)}>
                <CloseIcon />
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <nav aria-label="Shop">
              <ul className="drawer__list">
                {menu.map((c) => (
                  <li key={c.id}>
                    {c.children.length > 0 ? (
                      <details className="drawer__group">
                        <summary>{c.name}</summary>
                        <ul>
                          <li>
                            <Link to={href(c.url)}>All {c.name}</Link>
                          </li>
                          {c.children.map((child) => (
                            <li key={child.id}>
                              <Link to={href(child.url)}>{child.name}</Link>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <Link className="drawer__top-link" to={href(c.url)}>
                        {c.name}
                      </Link>
                    )}
                  </li>
                ))}
                <li>
                  <Link className="drawer__top-link drawer__deals" to={href("/deals")}>
                    Deals
                  </Link>
                </li>
              </ul>
            </nav>
            <ul className="drawer__account">
              {session.loggedIn ? null : (
                <li>
                  <Link to={href("/login")}>Sign in</Link>
                </li>
              )}
              {accountLinks(site).map((l) => (
                <li key={l.path}>
                  <Link to={href(l.path)}>{l.label}</Link>
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

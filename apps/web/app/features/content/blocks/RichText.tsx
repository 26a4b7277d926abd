import { useEffect, useRef } from "react";
import { resolveLocale } from "@ironworks/domain";
import { useNavigate } from "react-router";
import { useLocale } from "../../../lib/locale.ts";
import { type BlockComponentProps, cx } from "./types.ts";

/** Internal links inside CMS HTML navigate client-side, like <Link>. */
export function useClientLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  const { locale } = useLocale();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      const href = anchor?.getAttribute("href");
      if (!anchor || !href?.startsWith("/") || href.startsWith("//")) return;
      if (anchor.target && anchor.target !== "_self") return;
      if (anchor.hasAttribute("download")) return;
      // CMS links carry the locale prefix; the router's basename adds it back. Another locale is a new document.
      const target = resolveLocale(href);
      if (target.locale.prefix !== locale.prefix) return;
      event.preventDefault();
      navigate(target.rest);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [navigate, locale.prefix]);
  return ref;
}

/** CMS HTML, already sanitized and localized (rich-text.ts). */
export function RichText({ props, root }: BlockComponentProps<"RichText">) {
  const ref = useClientLinks<HTMLDivElement>();
  return (
    <div
      {...root}
      ref={ref}
      className={cx("rich-text content-block", root.className)}
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  );
}

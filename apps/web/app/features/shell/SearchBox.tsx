import {
  type ComponentType,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Form, useLocation, useNavigate } from "react-router";
import type { PreviewApi, SearchPreviewProps } from "../search/SearchPreview.tsx";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { SearchIcon } from "./icons.tsx";
import type { ShellKey } from "./messages.ts";

/** SPEC §9 breakpoints: mobile is under 768 px. */
const MOBILE_MAX = 767;

let previewModule: Promise<ComponentType<SearchPreviewProps>> | undefined;
/** The preview's code loads on the first focus, not with the page. */
const loadPreview = () => {
  previewModule ??= import("../search/SearchPreview.tsx").then((m) => m.SearchPreview);
  return previewModule;
};

/**
 * Header search (SPEC §4): a GET form to /search that works before hydration; with JavaScript a
 * combobox whose preview opens on focus and closes when focus leaves, on a route change, on
 * Escape, or when the window grows past the mobile layout. Enter goes to the query's redirect
 * when known, else to /search?q= (the search page applies redirects too).
 */
export function SearchBox() {
  const { href } = useLocaleTools();
  const { site } = useLocale();
  const t = useT<ShellKey>();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const onSearchPage = location.pathname === "/search";
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  // Uncontrolled input: what a shopper typed before hydration is kept.
  const [query, setQuery] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [Preview, setPreview] = useState<ComponentType<SearchPreviewProps> | null>(null);
  const api = useRef<PreviewApi | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  // Text typed before hydration; on /search the box shows the searched query.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (onSearchPage) input.value = urlQuery;
    setQuery(input.value);
  }, [onSearchPage, urlQuery]);

  // Closes when the window grows from the mobile layout to a wider one.
  useEffect(() => {
    if (!open) return;
    let wasMobile = window.innerWidth <= MOBILE_MAX;
    const onResize = () => {
      const mobile = window.innerWidth <= MOBILE_MAX;
      if (wasMobile && !mobile) setOpen(false);
      wasMobile = mobile;
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [open]);

  const openPreview = () => {
    setOpen(true);
    if (!Preview)
      loadPreview().then(
        (component) => setPreview(() => component),
        () => undefined,
      );
  };

  const go = useCallback(
    (path: string) => {
      setOpen(false);
      inputRef.current?.blur();
      navigate(href(path));
    },
    [navigate, href],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (inputRef.current?.value) {
        inputRef.current.value = "";
        setQuery("");
      }
      return;
    }
    if (!open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
      e.preventDefault();
      openPreview();
      return;
    }
    if (open) api.current?.onKeyDown(e);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const q = query.trim();
    e.preventDefault();
    if (!q) return;
    go(api.current?.redirectFor(q) ?? `/search?q=${encodeURIComponent(q)}`);
  };

  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    const next = e.relatedTarget;
    if (!(next instanceof Node && e.currentTarget.contains(next))) setOpen(false);
  };

  const onActiveChange = useCallback((id: string | undefined) => setActiveId(id), []);

  return (
    <Form
      method="get"
      action={href("/search")}
      role="search"
      className="search-box"
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t("shell.search.label")}
      </label>
      <input
        ref={inputRef}
        id="site-search"
        className="search-box__input"
        type="search"
        name="q"
        placeholder={t("shell.search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && Preview !== null}
        aria-controls={listboxId}
        aria-activedescendant={open ? activeId : undefined}
        defaultValue={urlQuery}
        onChange={(e) => {
          setQuery(e.target.value);
          if (!open) openPreview();
        }}
        onFocus={openPreview}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit" aria-label={t("shell.search.submit")}>
        <SearchIcon size={20} />
      </button>
      {Preview ? (
        <Preview
          site={site.code}
          query={query}
          open={open}
          listboxId={listboxId}
          api={api}
          onActiveChange={onActiveChange}
          go={go}
        />
      ) : (
        <div id={listboxId} role="listbox" aria-label={t("shell.search.suggestions")} hidden />
      )}
    </Form>
  );
}

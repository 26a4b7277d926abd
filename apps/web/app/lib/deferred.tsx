import { type ComponentType, type ReactNode, use, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Start loading a little before the part scrolls in, so it is usually live before it is seen. */
const ROOT_MARGIN = "400px 0px";
/** Any of these on the part loads it at once (a keyboard or pointer user reaching it early). */
const INTERACTIONS = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

interface Loadable<P> {
  /** Starts loading the code (once). */
  load(): Promise<ComponentType<P>>;
  /** The component once its code has loaded. */
  loaded: ComponentType<P> | null;
}

/**
 * A part of the page whose code is not in the first view's scripts (issue 16 item 4, ADR 0034).
 *
 * The server renders the part in full inside a `display: contents` wrapper, so the document has its
 * markup (nothing shifts; no-JavaScript visitors see and use it). At hydration the browser keeps that
 * markup as it is (the wrapper's children are left to the server, `dangerouslySetInnerHTML`), and
 * loads the part's code when the part nears the viewport or is interacted with; it then renders the
 * part in the wrapper's place (the same markup; focus is kept on the same named field). Rendered in
 * the browser later (an in-app navigation), it loads at once.
 *
 * Not a Suspense boundary left dehydrated: React gives such a boundary's server HTML up (client
 * renders its fallback) on any context update above it before its code arrives.
 *
 * Only for parts whose markup after loading equals the server's (or is off-screen when it changes)
 * and that hold no state a visitor may have entered before they load.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, name = "part"): ComponentType<P> {
  let started: Promise<ComponentType<P>> | null = null;
  const loadable: Loadable<P> = {
    loaded: null,
    load() {
      if (!started) {
        started = load();
        started.then((component) => {
          loadable.loaded = component;
        });
      }
      return started;
    },
  };
  // The server renders the part: its code loads as this module is evaluated (at start).
  if (import.meta.env.SSR) loadable.load();

  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [live, setLive] = useState<ComponentType<P> | null>(() => loadable.loaded);
    const refocus = useRef<string | null>(null);

    useEffect(() => {
      if (live) return;
      const el = wrapper.current;
      let cancelled = false;
      const go = () => {
        loadable.load().then(
          (component) => {
            if (cancelled) return;
            const active = document.activeElement;
            refocus.current = el?.contains(active) ? (active?.getAttribute("name") ?? null) : null;
            setLive(() => component);
          },
          () => {},
        );
      };
      const first = el?.firstElementChild;
      // No server markup (a browser render, not hydration): load at once.
      if (!first) go();
      const stop = first ? whenNear(first, go) : undefined;
      return () => {
        cancelled = true;
        stop?.();
      };
    }, [live]);

    useLayoutEffect(() => {
      if (!live || !refocus.current) return;
      const field = wrapper.current?.querySelector<HTMLElement>(`[name="${CSS.escape(refocus.current)}"]`);
      refocus.current = null;
      field?.focus();
    }, [live]);

    if (import.meta.env.SSR)
      return (
        <div data-deferred={name} style={CONTENTS}>
          <Part loadable={loadable} props={props} />
        </div>
      );
    if (live) {
      const Live = live;
      return (
        <div key="live" ref={wrapper} data-deferred={name} style={CONTENTS}>
          <Live {...props} />
        </div>
      );
    }
    return (
      <div
        key="server"
        ref={wrapper}
        data-deferred={name}
        style={CONTENTS}
        // The server's markup stays until the code is here (React does not hydrate inside it).
        dangerouslySetInnerHTML={KEEP}
        suppressHydrationWarning
      />
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

const CONTENTS = { display: "contents" } as const;
const KEEP = { __html: "" };

/** On the server: the part itself (its code loaded at start; `use()` waits if it has not yet). */
function Part<P extends object>({ loadable, props }: { loadable: Loadable<P>; props: P }): ReactNode {
  const Component = loadable.loaded ?? use(loadable.load());
  return <Component {...props} />;
}

/** Calls `run` once when `el` nears the viewport or is interacted with; returns a cleanup. */
function whenNear(el: Element, run: () => void): () => void {
  let done = false;
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), {
          rootMargin: ROOT_MARGIN,
        });
  function once() {
    if (done) return;
    done = true;
    cleanup();
    run();
  }
  function cleanup() {
    observer?.disconnect();
    for (const type of INTERACTIONS) el.removeEventListener(type, once);
  }
  observer?.observe(el);
  for (const type of INTERACTIONS) el.addEventListener(type, once, { passive: true });
  if (!observer) once();
  return cleanup;
}

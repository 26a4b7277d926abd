import { useContext, useLayoutEffect } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/*
 * Taps before hydration. The server's HTML shows the shell's menu buttons (Shop, account, the
 * accessibility panel, the phone's menu) at first paint, but a button does nothing until React has
 * hydrated it: on a slow phone that is a second or more, and the shopper's tap was lost. A few
 * bytes of inline script, run before any module, note each tap on a button marked `data-early-tap`
 * (and mark it pending, so the cursor says something is coming); once hydrated, the layout effect
 * below takes the list, stops noting, and presses each noted button again through React. A layout
 * effect runs in the hydration commit itself, so no click React handles is also replayed.
 */

/** Put on a button whose press should survive until hydration: `<button {...EARLY_TAP}>`. */
export const EARLY_TAP = { "data-early-tap": "" } as const;

const SCRIPT =
  "(function(){var q=[];function h(e){var t=e.target,b=t&&t.closest?t.closest('[data-early-tap]'):null;" +
  "if(b&&q.indexOf(b)<0){q.push(b);b.setAttribute('data-early-tap','pending')}}" +
  "document.addEventListener('click',h,true);" +
  "window.__iwEarlyTaps=function(){document.removeEventListener('click',h,true);return q}})()";

declare global {
  interface Window {
    /** Set by the inline script: stops noting taps and returns the buttons pressed so far. */
    __iwEarlyTaps?: () => HTMLElement[];
  }
}

/** Presses again, now hydrated, every marked button the shopper pressed before (once each). */
export function replayEarlyTaps(win: Pick<Window, "__iwEarlyTaps"> = window): number {
  const take = win.__iwEarlyTaps;
  if (!take) return 0;
  win.__iwEarlyTaps = undefined;
  let pressed = 0;
  for (const button of take()) {
    button.setAttribute("data-early-tap", "");
    if (!button.isConnected) continue;
    button.click();
    pressed++;
  }
  return pressed;
}

/** The inline script (first in the head, under the page's nonce) and its replay once hydrated. */
export function EarlyTaps() {
  const nonce = useContext(FrameworkContext)?.nonce;
  useLayoutEffect(() => {
    replayEarlyTaps();
  }, []);
  // The browser hides a nonce from the DOM once parsed, so the client's render may not match it.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { EARLY_TAP } from "./early-taps.tsx";

/**
 * Open/closed state for a disclosure (button + panel): Escape closes and returns focus to the
 * button, a pointer press outside or focus moving elsewhere closes it, and so does a route change.
 */
export function useDisclosure<C extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !containerRef.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  /** Tabbing out of the container closes it; a null relatedTarget is a click, handled above. */
  const onBlur = (e: FocusEvent<C>) => {
    const next = e.relatedTarget;
    if (next instanceof Node && !e.currentTarget.contains(next)) setOpen(false);
  };

  return {
    open,
    setOpen,
    containerProps: { ref: containerRef, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      // A press before hydration is kept and replayed once hydrated (early-taps.tsx).
      ...EARLY_TAP,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((v) => !v),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}

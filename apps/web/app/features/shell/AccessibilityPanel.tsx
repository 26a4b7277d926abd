import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { AccessibilityIcon } from "./icons.tsx";
import type { ShellKey } from "./messages.ts";
import { useDisclosure } from "./useDisclosure.ts";

const ACTION = "/preferences/contrast";

/**
 * Accessibility panel with the high-contrast toggle. Before hydration the form posts and the
 * action redirects back; after hydration a fetcher posts it (the action answers with data, not a
 * redirect) and the class on <html> flips at once.
 */
export function AccessibilityPanel({ highContrast }: { highContrast: boolean }) {
  const location = useLocation();
  const fetcher = useFetcher();
  const t = useT<ShellKey>();
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  const pending = fetcher.formData?.get("highContrast");
  const on = typeof pending === "string" ? pending === "1" : highContrast;
  const next = on ? "0" : "1";
  const redirectTo = `${location.pathname}${location.search}`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    document.documentElement.classList.toggle("high-contrast", next === "1");
    fetcher.submit({ redirectTo, highContrast: next, js: "1" }, { method: "post", action: ACTION });
  };

  return (
    <div className="a11y-panel" {...containerProps}>
      <button className="a11y-panel__button" {...buttonProps}>
        <AccessibilityIcon size={18} />
        <span className="a11y-panel__label">{t("shell.a11y.title")}</span>
      </button>
      <div className="a11y-panel__popover popover" {...panelProps}>
        <h2 className="a11y-panel__title">{t("shell.a11y.title")}</h2>
        <form method="post" action={ACTION} onSubmit={onSubmit} className="a11y-panel__form">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="highContrast" value={next} />
          <p className="a11y-panel__state" aria-live="polite">
            {t(on ? "shell.a11y.on" : "shell.a11y.off")}
          </p>
          <button type="submit" className="btn btn--secondary btn--s">
            {t(on ? "shell.a11y.turnOff" : "shell.a11y.turnOn")}
          </button>
        </form>
      </div>
    </div>
  );
}

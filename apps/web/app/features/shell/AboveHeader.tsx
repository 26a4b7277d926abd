import type { Locale } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { AccessibilityPanel } from "./AccessibilityPanel.tsx";
import { GlobeIcon } from "./icons.tsx";
import type { ShellKey } from "./messages.ts";

/** The strip above the header: shipping message, region link and the accessibility panel. */
export function AboveHeader({ locale, highContrast }: { locale: Locale; highContrast: boolean }) {
  const { url } = useLocaleTools();
  const t = useT<ShellKey>();
  return (
    <aside className="above-header" aria-label={t("shell.notices")}>
      <div className="above-header__inner">
        <p className="above-header__message">
          <a href={url("/3-ships-free")} data-discover="true">
            {t("shell.freeShipping")}
          </a>
        </p>
        <div className="above-header__tools">
          <a
            className="above-header__region"
            href="#region-picker"
            aria-label={t("shell.regionCurrent", { region: locale.label })}
          >
            <GlobeIcon size={16} />
            <span className="above-header__region-label">{locale.label}</span>
          </a>
          <AccessibilityPanel highContrast={highContrast} />
        </div>
      </div>
    </aside>
  );
}

import type { Locale } from "@ironworks/domain";
import { useLocaleTools } from "../../lib/locale.ts";
import { AccessibilityPanel } from "./AccessibilityPanel.tsx";
import { GlobeIcon } from "./icons.tsx";

/** The strip above the header: shipping message, region link and the accessibility panel. */
export function AboveHeader({ locale, highContrast }: { locale: Locale; highContrast: boolean }) {
  const { url } = useLocaleTools();
  return (
    <aside className="above-header" aria-label="Store notices">
      <div className="above-header__inner">
        <p className="above-header__message">
          <a href={url("/3-ships-free")} data-discover="true">
            Free shipping on 3 Ships Free gear
          </a>
        </p>
        <div className="above-header__tools">
          <a className="above-header__region" href="#region-picker">
            <GlobeIcon size={16} />
            <span className="visually-hidden">Region: </span>
            <span className="above-header__region-label">{locale.label}</span>
          </a>
          <AccessibilityPanel highContrast={highContrast} />
        </div>
      </div>
    </aside>
  );
}

import type { Locale } from "@ironworks/domain";
import { Link } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { AccessibilityPanel } from "./AccessibilityPanel.tsx";
import { GlobeIcon } from "./icons.tsx";

/** The strip above the header: shipping message, region link and the accessibility panel. */
export function AboveHeader({ locale, highContrast }: { locale: Locale; highContrast: boolean }) {
  const { href } = useLocaleTools();
  return (
    <aside className="above-header" aria-label="Store notices">
      <div className="above-header__inner">
        <p className="above-header__message">
          <Link to={href("/3-ships-free")}>Free shipping on 3 Ships Free gear</Link>
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

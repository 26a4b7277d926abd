import { type Locale, LOCALES } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import type { ShellKey } from "./messages.ts";

/** Every storefront's home page; a full page load, since the locale changes the whole shell. */
export function RegionPicker({ current }: { current: Locale }) {
  const t = useT<ShellKey>();
  return (
    <nav className="region-picker" aria-labelledby="region-picker-title" id="region-picker">
      <h2 id="region-picker-title" className="site-footer__heading">
        {t("shell.footer.region")}
      </h2>
      <ul className="region-picker__list">
        {LOCALES.map((l) => (
          <li key={l.prefix || "/"}>
            <a
              href={l.prefix || "/"}
              hrefLang={l.tag}
              lang={l.tag}
              aria-current={l.prefix === current.prefix ? "true" : undefined}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

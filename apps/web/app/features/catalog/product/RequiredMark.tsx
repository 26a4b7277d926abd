import { useT } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../messages.ts";

/** A visible asterisk for sighted shoppers, "required" for screen readers. */
export function RequiredMark() {
  const t = useT<CatalogKey>();
  return (
    <>
      <span className="option-required" aria-hidden="true">
        {" *"}
      </span>
      <span className="visually-hidden"> {t("catalog.option.required")}</span>
    </>
  );
}

import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { ContentKey } from "./messages.ts";

/** The 404 body; its words come with the shell (features/i18n), as any route may show it. */
export function NotFound() {
  const { href } = useLocaleTools();
  const t = useT<ContentKey>();
  return (
    <main id="main" className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-title">{t("content.notFound.title")}</h1>
      <p className="not-found-text">{t("content.notFound.text")}</p>
      <p>
        <Link to={href("/")} className="not-found-link">
          {t("content.notFound.home")}
        </Link>
      </p>
    </main>
  );
}

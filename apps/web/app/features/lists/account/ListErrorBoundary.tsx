import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { NotFound } from "../../content/NotFound.tsx";
import type { ContentKey } from "../../content/messages.ts";

/**
 * List pages answer an unknown urlKey or someone else's list id with the store's 404 page (status
 * 404 from the loader); anything else is a short apology inside the shell.
 */
export function ListErrorBoundary() {
  const error = useRouteError();
  const { url } = useLocaleTools();
  // An error boundary has no loader data of its own: the shell catalog (always shipped) has these words.
  const t = useT<ContentKey>();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="error-page">
      <h1>{t("content.error.title")}</h1>
      <p>{t("content.error.text")}</p>
      <p>
        <a href={url("/")}>{t("content.notFound.home")}</a>
      </p>
    </main>
  );
}

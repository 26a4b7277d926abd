import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { NotFound } from "../../content/NotFound.tsx";

/**
 * List pages answer an unknown urlKey or someone else's list id with the store's 404 page (status
 * 404 from the loader); anything else is a short apology inside the shell.
 */
export function ListErrorBoundary() {
  const error = useRouteError();
  const { url } = useLocaleTools();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="error-page">
      <h1>Something went wrong</h1>
      <p>We hit a problem showing this list. Please try again in a moment.</p>
      <p>
        <a href={url("/")}>Back to the home page</a>
      </p>
    </main>
  );
}

import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "../content/NotFound.tsx";

/**
 * An order page's error: "not found" (unknown id, someone else's order) is the 404 page; anything
 * else says so plainly rather than pretending the order does not exist.
 */
export function OrderErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="account-main error-page">
      <h1>Something went wrong</h1>
      <p>We hit a problem showing this order. Please try again in a moment.</p>
    </main>
  );
}

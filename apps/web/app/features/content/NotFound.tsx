import { Link } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";

export function NotFound() {
  const { href } = useLocaleTools();
  return (
    <main id="main" className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-title">Page not found</h1>
      <p className="not-found-text">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to={href("/")} className="not-found-link">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}

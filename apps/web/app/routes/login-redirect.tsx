import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";

/** SPEC §2: /customer/account/login redirects to /login (query kept; the router adds the locale basename). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/login${search}`, 301);
}

export default function LoginRedirect() {
  return null;
}

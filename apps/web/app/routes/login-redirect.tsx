import { redirect } from "react-router";
import { localizePath } from "@ironworks/domain";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/login-redirect";

/** SPEC §2: /customer/account/login redirects to /login (query kept). */
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = localeFromRequest(request);
  const { search } = new URL(request.url);
  throw redirect(`${localizePath("/login", locale)}${search}`, 301);
}

export default function LoginRedirect() {
  return null;
}

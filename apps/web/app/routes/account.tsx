import { redirect } from "react-router";
import { localizePath } from "@ironworks/domain";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/account";

/**
 * The account area needs a signed-in customer; until accounts exist every visitor is a guest,
 * and guests go to /login?redirect=… (SPEC §2).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = localeFromRequest(request);
  const url = new URL(request.url);
  const back = `${path}${url.search}`;
  throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
}

export default function Account() {
  return null;
}

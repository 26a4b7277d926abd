import { safeRedirectPath } from "@ironworks/domain";
import { data, redirect } from "react-router";
import { serializeCookie } from "../lib/cookies.ts";
import { HIGH_CONTRAST_COOKIE } from "../features/shell/high-contrast.ts";
import type { Route } from "./+types/preferences.contrast";

/**
 * Toggles high contrast (cookie, 365 days, SPEC §9). A plain form post (before hydration) is
 * redirected back to the page; the shell's fetcher sends js=1 and gets data, so nothing reloads.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const on = form.get("highContrast") === "1";
  const cookie = serializeCookie(HIGH_CONTRAST_COOKIE, on ? "1" : "0", {
    maxAgeDays: 365,
    secure: context.publicBaseUrl.startsWith("https:"),
  });
  const headers = { "set-cookie": cookie };
  if (form.get("js") === "1") return data({ highContrast: on }, { headers });
  return redirect(safeRedirectPath(form.get("redirectTo"), "/"), { headers });
}

export function loader() {
  return redirect("/");
}

import { useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { StaffMe } from "@ironworks/contracts";
import { type ApiResult, failureMessage } from "../admin-api.ts";
import { type Notice, StatusLine } from "../StatusLine.tsx";

/**
 * A console page's writes (admin-ops screens): run a staff API call, say how it went in a live
 * region, reload the page's data after a success. `may` answers from the signed-in member's
 * permissions, only to hide controls: the server's permission table decides.
 */
export function useStaffAction() {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<ApiResult<T>>, done: string | ((data: T) => string)) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      setMessage({ ok: true, text: typeof done === "string" ? done : done(result.data) });
      revalidate();
      return result;
    }
    setMessage({ ok: false, text: failureMessage(result) });
    return result;
  }

  return {
    busy,
    run,
    fail: (text: string) => setMessage({ ok: false, text }),
    may: (permission: string) => me?.permissions.includes(permission) ?? false,
    status: <StatusLine notice={message} />,
  };
}

/** The first problem of a zod parse, as "Field: message". */
export function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }, label?: string): string {
  const issue = error.issues[0];
  return `${label ?? String(issue?.path[0] ?? "Value")}: ${issue?.message ?? "is not valid"}`;
}

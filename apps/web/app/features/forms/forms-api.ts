import { CAPTCHA_HEADER, type FormStatus, type SiteCode } from "@ironworks/domain";
import { sitePath } from "../../lib/api.ts";
import { takeCaptcha } from "../account/captcha.ts";

export interface FormIssueView {
  field: string;
  issue: string;
  max?: number;
}

/** What a submit came to: received / pending, or the issues (each naming its field) and the API's code. */
export type FormOutcome = { ok: true; status: FormStatus } | { ok: false; code: string; issues: FormIssueView[] };

/**
 * POST /svc_ssr[/site/{code}]/submit/wufoo: the form's own parts as multipart form data (files as
 * chosen), its `formHash`, the page's language and a solved captcha (action "form").
 */
export async function submitWufoo(site: SiteCode, body: FormData): Promise<FormOutcome> {
  const token = await takeCaptcha("form");
  let res: Response;
  try {
    res = await fetch(sitePath(site, "/svc_ssr/submit/wufoo"), {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { [CAPTCHA_HEADER]: token },
    });
  } catch {
    return { ok: false, code: "no_response", issues: [] };
  }
  const json = (await res.json().catch(() => null)) as {
    status?: FormStatus;
    error?: {
      code: string;
      details?: { issues?: FormIssueView[]; fields?: { field: string; message: string }[] };
    };
  } | null;
  if (res.ok && json?.status) return { ok: true, status: json.status };
  const error = json?.error;
  const code = error?.code ?? (res.status === 413 ? "payload_too_large" : "unknown_error");
  const issues =
    error?.details?.issues ??
    error?.details?.fields?.map((f) => ({ field: f.field, issue: res.status === 413 ? "imageSize" : "unknown" })) ??
    (res.status === 413 ? [{ field: "photos", issue: "imageSize" }] : []);
  return { ok: false, code, issues };
}

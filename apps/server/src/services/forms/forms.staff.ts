import { StaffFormDecision, StaffFormQuery } from "@ironworks/contracts";
import type { Context } from "hono";
import { parseJsonBody } from "../../platform/body.ts";
import { fieldError } from "../../platform/errors.ts";
import { parseQuery } from "../../platform/http.ts";
import type { Decider, FormsService } from "./forms.service.ts";
import { imageAnswer } from "./forms.routes.ts";

type Endpoint = (
  key:
    | "GET /forms/submissions"
    | "GET /forms/submissions/:id"
    | "POST /forms/submissions/:id/decision"
    | "GET /forms/images/:id"
    | "GET /gallery"
    | "POST /gallery/:id/decision",
  handler: (c: Context, who: Decider) => Promise<Response>,
) => void;

const submissionId = (c: Context) => {
  const id = c.req.param("id") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id)) throw fieldError("id", "is not a submission id");
  return id;
};

/**
 * The back office's forms and gym-gallery endpoints (issue #24 part 3, issue #19 item 2), registered
 * through staff.routes.ts's permission table: submissions listed with filters (form, status, text),
 * decided (approve / reject a moderated one, mark another handled; audited); the gallery's queue
 * for content staff. Images of any submission are shown to signed-in staff.
 */
export function registerFormsStaffEndpoints(endpoint: Endpoint, forms: FormsService) {
  endpoint("GET /forms/submissions", async (c) => c.json(await forms.list(parseQuery(c, StaffFormQuery)), 200));
  endpoint("GET /forms/submissions/:id", async (c) => c.json(await forms.get(submissionId(c)), 200));
  endpoint("POST /forms/submissions/:id/decision", async (c, who) => {
    const decision = await parseJsonBody(c, StaffFormDecision);
    return c.json(await forms.decide(who, submissionId(c), decision, "forms"), 200);
  });
  endpoint("GET /forms/images/:id", async (c) => imageAnswer(c, forms, { staff: true }));
  endpoint("GET /gallery", async (c) => {
    const q = parseQuery(c, StaffFormQuery);
    return c.json(await forms.list({ ...q, form: "ryourogue", status: q.status ?? "pending" }), 200);
  });
  endpoint("POST /gallery/:id/decision", async (c, who) => {
    const decision = await parseJsonBody(c, StaffFormDecision);
    return c.json(await forms.decide(who, submissionId(c), decision, "gallery"), 200);
  });
}

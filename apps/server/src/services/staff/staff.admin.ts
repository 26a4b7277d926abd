import { z } from "zod";
import { type AdminDoorOptions, adminDoor } from "../../platform/admin-door.ts";
import { parseJsonBody } from "../../platform/body.ts";
import { fieldError } from "../../platform/errors.ts";
import { StaffInputError, type createStaffEnrolment } from "./staff.auth.ts";

export const CreateStaffBody = z.object({
  email: z.string().min(1, "is required").max(254, "is too long"),
  role: z.string().min(1, "is required").max(40, "is too long"),
  by: z.string().min(1).max(120),
});

/**
 * The local door `npm run staff -- create` uses while a server holds the PGlite data directory:
 * POST /_admin/staff/create {email, role, by} → 201 {me, setupUrl}; 400 naming the problem. Same
 * rules as the other CLI doors (ADR 0006): loopback socket, no proxy headers, the admin token.
 */
export function staffAdminRoutes(enrolment: ReturnType<typeof createStaffEnrolment>, options: AdminDoorOptions) {
  const app = adminDoor(options);
  app.post("/create", async (c) => {
    const body = await parseJsonBody(c, CreateStaffBody);
    try {
      return c.json(await enrolment.create(body), 201);
    } catch (err) {
      if (err instanceof StaffInputError) throw fieldError("body", err.message, err.message);
      throw err;
    }
  });
  return app;
}

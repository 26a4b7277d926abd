import { StaffIndexPostInput, StaffIndexRestoreInput, StaffIndexStatusInput } from "@ironworks/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { parseParam } from "../../platform/http.ts";
import type { IndexEditor, IndexEditorActor } from "../content/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import type { StaffEndpoint } from "./staff.permissions.ts";
import { auditingActor } from "./staff.repository.ts";

const PostId = z.coerce.number().int("is not a post id").positive("is not a post id").max(999_999_999);

/** The Index editor's actor for a staff member: every change audited in the change's own transaction. */
function indexActor(who: StaffPrincipal): IndexEditorActor {
  return { ...auditingActor(who, "index_post"), mayWriteCode: who.role === "owner" };
}

type Handler<C> = (c: C, who: StaffPrincipal) => Promise<Response>;

/**
 * The Index editor (issue #19 item 4) under /svc_staff/index, registered through the staff routes'
 * `endpoint` (so through the permission table: content.write, held by the author and owner roles).
 */
export function indexEndpoints<C extends Context>(
  endpoint: (key: StaffEndpoint, handler: Handler<C>) => void,
  editor: IndexEditor,
) {
  const id = (c: C) => parseParam(c.req.param("id"), PostId, "id");
  endpoint("GET /index/posts", async (c) => {
    const [posts, choices] = await Promise.all([editor.list(), editor.choices()]);
    return c.json({ posts, ...choices }, 200);
  });
  endpoint("GET /index/posts/:id", async (c) => c.json(await editor.get(id(c)), 200));
  endpoint("POST /index/posts", async (c, who) =>
    c.json(await editor.create(indexActor(who), await parseJsonBody(c, StaffIndexPostInput)), 201),
  );
  endpoint("PUT /index/posts/:id", async (c, who) =>
    c.json(await editor.update(indexActor(who), id(c), await parseJsonBody(c, StaffIndexPostInput)), 200),
  );
  // Revisions (every save keeps one) and restoring one as a new, audited save.
  endpoint("GET /index/posts/:id/revisions", async (c) => c.json({ revisions: await editor.revisions(id(c)) }, 200));
  endpoint("POST /index/posts/:id/revisions/:revisionId/restore", async (c, who) =>
    c.json(
      await editor.restore(
        indexActor(who),
        id(c),
        parseParam(c.req.param("revisionId"), PostId, "revisionId"),
        await parseJsonBody(c, StaffIndexRestoreInput),
      ),
      200,
    ),
  );
  // A signed, expiring storefront link to the post as saved (a draft too).
  endpoint("GET /index/posts/:id/preview", async (c) => c.json(await editor.previewLink(id(c)), 200));
  endpoint("POST /index/posts/:id/status", async (c, who) =>
    c.json(await editor.setStatus(indexActor(who), id(c), await parseJsonBody(c, StaffIndexStatusInput)), 200),
  );
}

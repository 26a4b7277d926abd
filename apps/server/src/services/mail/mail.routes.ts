import { Hono } from "hono";
import { z } from "zod";
import { privateAnswers } from "../../platform/body.ts";
import { notFound } from "../../platform/errors.ts";
import { type AppEnv, parseParam, parseQuery } from "../../platform/http.ts";
import type { OutboxRow } from "./mail.repository.ts";
import { escapeHtml } from "./mail.templates.ts";
import type { MailService } from "./mail.service.ts";

const ListQuery = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
const Id = z.uuid({ error: "must be a message id" });

const wire = (row: OutboxRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  createdAt: row.createdAt.toISOString(),
});

const wantsJson = (accept: string | undefined) => !!accept?.includes("application/json");

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head><body><main>${body}</main></body></html>`;

/**
 * The dev mail viewer, mounted at /_dev/mail only when config.devMailViewer (ADR 0013); its
 * private-answer middleware must stay under that prefix. Private answers:
 * - GET /_dev/mail[?to=&limit=] → 200 the outbox, newest first (HTML, or JSON {messages} for Accept: application/json);
 * - GET /_dev/mail/{id} → 200 one message (HTML page or JSON); 404 not_found; 400 validation_error for a bad id;
 * - GET /_dev/mail/{id}/html → 200 the message's own HTML, sandboxed (no scripts, no same origin).
 */
export function devMailRoutes(mail: MailService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);

  app.get("/", async (c) => {
    const query = parseQuery(c, ListQuery);
    const rows = await mail.listOutbox(query);
    if (wantsJson(c.req.header("accept"))) return c.json({ delivery: mail.delivery, messages: rows.map(wire) }, 200);
    const list = rows
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.createdAt.toISOString())}</td><td>${escapeHtml(r.to)}</td><td><a href="/_dev/mail/${r.id}">${escapeHtml(r.subject)}</a></td></tr>`,
      )
      .join("");
    const note = mail.delivery === "smtp" ? "<p>SMTP_URL is set: new mail goes to the relay, not here.</p>" : "";
    return c.html(
      page(
        "Outbox",
        `<h1>Outbox</h1>${note}${rows.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${list}</tbody></table>` : "<p>No mail yet.</p>"}`,
      ),
    );
  });

  app.get("/:id", async (c) => {
    const row = await mail.findOutbox(parseParam(c.req.param("id"), Id, "id"));
    if (!row) throw notFound("No such message");
    if (wantsJson(c.req.header("accept"))) return c.json(wire(row), 200);
    return c.html(
      page(
        row.subject,
        `<p><a href="/_dev/mail">← Outbox</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.to)}<br>Sent: ${escapeHtml(row.createdAt.toISOString())}</p><h2>Text</h2><pre>${escapeHtml(row.text)}</pre><h2>HTML</h2><p><a href="/_dev/mail/${row.id}/html">Open the HTML version</a></p>`,
      ),
    );
  });

  app.get("/:id/html", async (c) => {
    const row = await mail.findOutbox(parseParam(c.req.param("id"), Id, "id"));
    if (!row) throw notFound("No such message");
    c.header("content-security-policy", "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return c.html(row.html);
  });

  return app;
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 item 4, the mail outbox with retry: a mail the relay refused is kept as failed, listed
 * (address and subject, never the body), counted on the dashboard, and sent again once per retry,
 * audited. A real SMTP relay on a free port refuses while `refusing` is set.
 */
let refusing = true;
const received: string[] = [];
const relay = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refusing) {
      const err = Object.assign(new Error("Mailbox busy, try later"), { responseCode: 450 });
      callback(err);
      return;
    }
    received.push(address.address);
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => callback());
  },
});

const clock = movableNow();
let store: TestStore;
let support: StaffClient;
let viewer: StaffClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.server.address() as AddressInfo;
  store = await createTestStore({
    seed: false,
    now: clock.now,
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Ironworks <shop@ironworks.test>" },
  });
  support = await signedInStaff(store, clock, "support");
  viewer = await signedInStaff(store, clock, "viewer");
});
afterAll(async () => {
  await store.close();
  await new Promise<void>((r) => relay.close(() => r()));
});

const mail = (to: string) => ({
  to,
  subject: `Your refund for order IW-${to.length}`,
  text: "We refunded your order. Reset link: https://shop.example/secret-link",
  html: "<p>We refunded your order.</p>",
});

describe("failed mail", () => {
  it("a refused mail is kept as failed, listed without its body, counted on the dashboard", async () => {
    await expect(store.services.mail.send(mail("kept@example.com"))).rejects.toThrow();
    const list = await support.json("GET", "/svc_staff/mail");
    expect(list.status).toBe(200);
    expect(list.body.mails[0]).toMatchObject({
      to: "kept@example.com",
      status: "failed",
      attempts: 1,
      error: expect.stringContaining("Mailbox busy"),
    });
    expect(JSON.stringify(list.body)).not.toContain("secret-link");
    expect((await support.json("GET", "/svc_staff/dashboard")).body.failedMails).toBe(list.body.failed);
    expect(list.body.failed).toBeGreaterThanOrEqual(1);
  });

  it("a retry while the relay still refuses stays failed; once it accepts, sent — once, however many retry", async () => {
    await expect(store.services.mail.send(mail("retry@example.com"))).rejects.toThrow();
    const id = (await support.json("GET", "/svc_staff/mail")).body.mails.find(
      (m: { to: string }) => m.to === "retry@example.com",
    ).id as string;

    const stillFailing = await support.json("POST", `/svc_staff/mail/${id}/retry`, {});
    expect([stillFailing.status, stillFailing.body.status]).toEqual([200, "failed"]);

    refusing = false;
    const answers = await Promise.all([1, 2].map(() => support.json("POST", `/svc_staff/mail/${id}/retry`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe("mail_not_retryable");
    expect(received.filter((to) => to === "retry@example.com")).toHaveLength(1);
    const sent = await support.json("GET", "/svc_staff/mail?status=sent");
    expect(sent.body.mails.find((m: { id: string }) => m.id === id)).toMatchObject({ status: "sent", attempts: 3 });

    const audit = await support.json("GET", `/svc_staff/audit?targetType=mail&targetId=${id}`);
    expect(audit.body.entries.map((e: { action: string; changes: unknown }) => [e.action, e.changes])).toEqual([
      ["mail.retry", { status: { before: "failed", after: "sent" } }],
      ["mail.retry.failed", { status: { before: "failed", after: "failed" } }],
    ]);
    refusing = true;
  });

  it("pages through the outbox on the server, newest first, with the total of the status shown", async () => {
    const run = Date.now().toString(36);
    for (const n of [1, 2, 3])
      await expect(store.services.mail.send(mail(`page${n}-${run}@example.com`))).rejects.toThrow();
    const first = await support.json("GET", "/svc_staff/mail?limit=2");
    const second = await support.json("GET", "/svc_staff/mail?limit=2&page=2");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: first.body.failed });
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    expect(second.body).toMatchObject({ page: 2, limit: 2, total: first.body.total });
    const to = (list: { body: Json }) => (list.body.mails as { to: string }[]).map((m) => m.to);
    // Newest first: this run's last two, then its first one, each mail on one page only.
    expect(to(first)).toEqual([`page3-${run}@example.com`, `page2-${run}@example.com`]);
    expect(to(second)[0]).toBe(`page1-${run}@example.com`);
    const sent = await support.json("GET", "/svc_staff/mail?status=sent&limit=1");
    expect(sent.body.total).toBeGreaterThanOrEqual(sent.body.mails.length);
    const tooMany = await support.json("GET", "/svc_staff/mail?limit=500");
    expect([tooMany.status, tooMany.body.error.code]).toEqual([400, "validation_error"]);
  });

  it("bad ids are 400 or 409, never a 500; a viewer may not read mail: 403 names the permission", async () => {
    const bad = await support.json("POST", "/svc_staff/mail/not-a-uuid/retry", {});
    expect([bad.status, bad.body.error.details.fields[0].field]).toEqual([400, "id"]);
    const unknown = await support.json("POST", "/svc_staff/mail/00000000-0000-4000-8000-000000000000/retry", {});
    expect([unknown.status, unknown.body.error.code]).toEqual([409, "mail_not_retryable"]);
    const read = await viewer.json("GET", "/svc_staff/mail");
    expect([read.status, read.body.error.details.permission]).toEqual([403, "mail.read"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #18 item 2: the back office's jobs screen. Per-queue counts by state, failed jobs with
 * their error and attempts, and a retry that puts a failed job back (audited); the owner's only.
 */
const clock = movableNow();
let store: TestStore;
let owner: StaffClient;
let support: StaffClient;
let runs = 0;
let failing = true;

beforeAll(async () => {
  store = await createTestStore({ seed: false, now: clock.now });
  owner = await signedInStaff(store, clock, "owner");
  support = await signedInStaff(store, clock, "support");
  store.services.jobs.handle("review-invitations", async () => {
    runs++;
    if (failing) throw new Error("The relay said 450 mailbox busy");
  });
});
afterAll(() => store.close());

async function failedJob(): Promise<string> {
  let id: string | null = null;
  await store.database.db.transaction(async (tx) => {
    id = await store.services.jobs.send(tx as never, "review-invitations", {}, { retryLimit: 0 });
  });
  await store.services.jobs.drain(["review-invitations"]);
  return id as unknown as string;
}

describe("the jobs screen (/svc_staff/jobs)", () => {
  it("lists per-queue counts and the failed jobs with their error and attempts", async () => {
    const id = await failedJob();
    await store.database.db.transaction(async (tx) => {
      await store.services.mail.enqueue(tx, { to: "ok@example.com", subject: "Hi", text: "t", html: "<p>t</p>" });
    });
    await store.services.jobs.drain();
    const res = await owner.json("GET", "/svc_staff/jobs");
    expect(res.status).toBe(200);
    const queues = res.body.queues as { queue: string; states: Record<string, number> }[];
    expect(queues.find((q) => q.queue === "review-invitations")?.states.failed).toBe(1);
    expect(queues.find((q) => q.queue === "mail")?.states.completed).toBeGreaterThanOrEqual(1);
    expect(res.body.failed).toEqual([
      expect.objectContaining({
        id,
        queue: "review-invitations",
        attempts: 1,
        error: "The relay said 450 mailbox busy",
      }),
    ]);
  });

  it("runs a failed job again, audited, and refuses one that is not failed", async () => {
    const [job] = (await owner.json("GET", "/svc_staff/jobs")).body.failed as { id: string }[];
    failing = false;
    const before = runs;
    const retried = await owner.json("POST", `/svc_staff/jobs/review-invitations/${job?.id}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await store.services.jobs.drain(["review-invitations"]);
    expect(runs).toBe(before + 1);
    const after = await owner.json("GET", "/svc_staff/jobs");
    expect(after.body.failed).toEqual([]);
    const audit = await owner.json("GET", "/svc_staff/audit?action=job.retry");
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: "job.retry", targetId: job?.id })]);

    const again = await owner.json("POST", `/svc_staff/jobs/review-invitations/${job?.id}/retry`, {});
    expect([again.status, again.body.error.code]).toEqual([409, "job_not_retryable"]);
    const unknown = await owner.json("POST", "/svc_staff/jobs/mail/8a0c1f3e-8a55-4a8e-9c36-2b1f0b7f4e01/retry", {});
    expect([unknown.status, unknown.body.error.code]).toEqual([409, "job_not_retryable"]);
    const bad = await owner.json("POST", "/svc_staff/jobs/Mail!/not-an-id/retry", {});
    expect(bad.status).toBe(400);
  });

  it("is the owner's only", async () => {
    const read = await support.json("GET", "/svc_staff/jobs");
    expect([read.status, read.body.error.code]).toEqual([403, "staff_forbidden"]);
  });
});

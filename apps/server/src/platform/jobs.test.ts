import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../testing/test-store.ts";

// The job queue on PGlite (issue #18, ADR 0043): mail is a job enqueued in the transaction of the
// change that causes it, delivered once.
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
});

const letter = (to: string) => ({ to, subject: "Hello", text: "Hi there", html: "<p>Hi there</p>" });
const jobsTo = async (to: string) => {
  const rows = await store.database.db.execute(
    sql`select id from jobs.job where name = 'mail' and data->>'to' = ${to}`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length;
};

describe("jobs on PGlite", () => {
  it("enqueues mail in the caller's transaction: committed → delivered to the outbox", async () => {
    const to = "committed@example.com";
    await store.database.db.transaction(async (tx) => {
      await store.services.mail.enqueue(tx, letter(to));
    });
    const mails = await store.services.mail.listOutbox({ to });
    expect(mails.map((m) => m.subject)).toEqual(["Hello"]);
    expect(await jobsTo(to)).toBe(1);
  });

  it("rolls back with the transaction: no job, no mail", async () => {
    const to = "rolled-back@example.com";
    await expect(
      store.database.db.transaction(async (tx) => {
        await store.services.mail.enqueue(tx, letter(to));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await store.services.jobs.drain();
    expect(await jobsTo(to)).toBe(0);
    expect(await store.services.mail.listOutbox({ to })).toEqual([]);
  });

  it("delivers a job handed out again (a worker died mid-job) only once", async () => {
    const to = "twice@example.com";
    const id = "5b0c1f3e-8a55-4a8e-9c36-2b1f0b7f4e01";
    await store.services.mail.deliver(id, letter(to));
    await store.services.mail.deliver(id, letter(to));
    expect(await store.services.mail.listOutbox({ to })).toHaveLength(1);
  });

  it("retries a failing job with backoff, then shows it failed with its error and attempts", async () => {
    const { jobs } = store.services;
    let calls = 0;
    jobs.handle("review-invitations", async () => {
      calls++;
      throw new Error("the relay said no");
    });
    await store.database.db.transaction(async (tx) => {
      await jobs.send(tx, "review-invitations", {}, { retryLimit: 1, retryDelay: 1, retryBackoff: true });
    });
    await jobs.drain(["review-invitations"]);
    expect(calls).toBe(1);
    // The retry waits out its delay (backoff), then fails for good.
    await new Promise((r) => setTimeout(r, 2500));
    await jobs.drain(["review-invitations"]);
    expect(calls).toBe(2);
    const failed = await jobs.failed();
    expect(failed[0]).toMatchObject({
      queue: "review-invitations",
      state: "failed",
      attempts: 2,
      error: "the relay said no",
    });
  });
});

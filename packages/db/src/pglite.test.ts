// PGlite as the server opens it (issue #16 item 6): a new data directory is created by a child process
// and then opened like an existing one; Postgres runs with the bounded shared_buffers.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, initPgliteDataDir, PGLITE_SHARED_BUFFERS } from "./index.ts";

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ironworks-pglite-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const rows = async (database: Awaited<ReturnType<typeof createDatabase>>, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

// initdb is several seconds of CPU (minutes on a loaded machine): one data directory for both tests.
const dataDir = join(newDir(), "data");

describe("PGlite data directory", () => {
  it("is created on first use, keeps its data across opens and runs with the bounded shared_buffers", async () => {
    const first = await createDatabase({ dataDir });
    try {
      expect(readdirSync(dataDir)).toContain("PG_VERSION");
      await first.db.execute(sql`create table kept (n int)`);
      await first.db.execute(sql`insert into kept values (42)`);
    } finally {
      await first.close();
    }

    const again = await createDatabase({ dataDir });
    try {
      expect(await rows(again, sql`select n from kept`)).toEqual([{ n: 42 }]);
      expect(await rows(again, sql`show shared_buffers`)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    } finally {
      await again.close();
    }
  }, 300_000);

  it("leaves an existing data directory alone and reports a failed initdb", async () => {
    const version = readdirSync(dataDir).sort();
    await initPgliteDataDir(dataDir); // already there: nothing to do
    expect(readdirSync(dataDir).sort()).toEqual(version);

    // A path under a regular file cannot become a data directory.
    await expect(initPgliteDataDir(join(dataDir, "PG_VERSION", "below"))).rejects.toThrow(/initdb/);
  }, 300_000);
});

// The hang behind the revert of the mail-i18n merge (23fb01a): reads of a background job (the
// search index rebuild a restock starts) were queued when the test store closed. PGlite's own
// close() takes only its query lock, so a statement waiting for its transaction lock ran into a
// Postgres that was shutting down and spun there for ever (errstart in PostgresMainLoopOnce).
describe("closing PGlite with statements in flight", () => {
  it("lets every statement already handed to it finish, then refuses new ones with a clear error", async () => {
    const count = 12;
    let handed = 0;
    let allHanded: () => void = () => {};
    const handedOver = new Promise<void>((resolve) => {
      allHanded = resolve;
    });
    const database = await createDatabase({
      onQuery: () => {
        if (++handed === count) allHanded();
      },
    });
    const asked = Promise.allSettled(
      Array.from({ length: count }, (_, n) => database.db.execute(sql`select ${n}::int as n`)),
    );
    await handedOver; // every read is with PGlite, most of them waiting for its locks
    await database.close();
    expect((await asked).map((s) => s.status)).toEqual(Array.from({ length: count }, () => "fulfilled"));
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: "The database is closed" },
    });
  }, 300_000);
});

import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Database, type Db, MIGRATIONS_DIR } from "@ironworks/db";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { prepareDatabase } from "../seeding.ts";
import { createMemoryCache } from "../platform/cache.ts";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { createServices } from "../services.ts";

/**
 * A migrated, seeded PGlite data directory, built once per change of the seed or the migrations
 * and copied for each test store: copying and opening it takes well under a second, while
 * initdb + migrate + seed takes several (ten or more on a busy machine) in every test file.
 */
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const CACHE_DIR = join(tmpdir(), "ironworks-test");
/** What the seeded data depends on; any change gives a new template. */
const INPUTS = [
  "packages/seed/src",
  "packages/db/migrations",
  "packages/db/src",
  "apps/server/src/platform/bootstrap.ts",
  "apps/server/src/services",
  "node_modules/@electric-sql/pglite/package.json",
];
const isInput = (rel: string) =>
  !rel.endsWith(".test.ts") && (!rel.startsWith("apps/server/src/services/") || rel.endsWith(".seed.ts"));
const STALE_LOCK_MS = 180_000;

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

function templateKey(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((p) => listFiles(join(ROOT, p)))) {
    const rel = relative(ROOT, file);
    if (!isInput(rel)) continue;
    hash.update(rel).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** Leftovers: templates of older sources (after a day) and copies a crashed run did not remove (after an hour). */
function prune(keep: string): void {
  const now = Date.now();
  for (const name of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    const age = now - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now);
    const old = name.startsWith("store-") ? age > 3_600_000 : age > 86_400_000;
    if (path !== keep && !name.endsWith(".lock") && old) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Seeds an in-memory PGlite (initdb in memory is several times faster than on disk) and unpacks
 * its data directory dump into `dir`, where createDatabase({ dataDir }) opens it like any other.
 */
async function seedIntoDirectory(dir: string): Promise<void> {
  const client = new PGlite({ extensions: { pg_trgm } }); // as createDatabase (migration 0021)
  const db = drizzle(client) as unknown as Db;
  const database: Database = {
    db,
    kind: "pglite",
    migrate: () => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => true,
    listen: async () => async () => undefined,
    close: () => client.close(),
  };
  try {
    const logger = createLogger("silent");
    const config = loadConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
    const services = createServices(database, createMemoryCache(), { config, logger });
    await prepareDatabase(database, services, { seed: "auto", logger: createLogger("silent") });
    extractTar(Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()), dir);
  } finally {
    await client.close();
  }
}

/** Just enough ustar for PGlite's dump: directories and regular files. */
function extractTar(tar: Buffer, dir: string): void {
  const field = (header: Buffer, start: number, length: number) =>
    header
      .subarray(start, start + length)
      .toString("utf8")
      .replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ""}${field(header, 0, 100)}`.replace(/^\/+/, "");
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = field(header, 156, 1) || "0";
    if (name.split("/").includes("..")) throw new Error(`unsafe path in PGlite dump: ${name}`);
    const path = join(dir, name);
    if (type === "5") mkdirSync(path, { recursive: true });
    else if (type === "0") {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, tar.subarray(offset + 512, offset + 512 + size));
    } else throw new Error(`unexpected entry type ${type} in PGlite dump: ${name}`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

async function buildTemplate(target: string): Promise<void> {
  prune(target);
  const building = `${target}.build-${process.pid}-${Date.now()}`;
  try {
    await seedIntoDirectory(building);
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another process finished first: its template is as good as ours.
    if (!existsSync(target)) throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pending: Promise<string> | undefined;

/** The template's directory, building it (once across parallel test processes) when missing. */
function seededTemplate(): Promise<string> {
  pending ??= (async () => {
    mkdirSync(CACHE_DIR, { recursive: true });
    const target = join(CACHE_DIR, `pglite-${templateKey()}`);
    const lock = `${target}.lock`;
    for (;;) {
      if (existsSync(target)) return target;
      try {
        mkdirSync(lock);
      } catch {
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age < STALE_LOCK_MS) {
          await sleep(250);
          continue;
        }
        // A builder died holding the lock: take it over.
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      try {
        if (!existsSync(target)) await buildTemplate(target);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
  })();
  return pending;
}

/** A private copy of the seeded template; `remove` deletes it after the database is closed. */
export async function copySeededTemplate(): Promise<{ dataDir: string; remove: () => void }> {
  const template = await seededTemplate();
  const dataDir = mkdtempSync(join(CACHE_DIR, "store-"));
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

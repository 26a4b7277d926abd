import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { safeEqual } from "../../platform/safe-equal.ts";

/** Where a running server tells the flags CLI how to reach it (PGlite: the data directory is its own). */
export const ADMIN_FILE = "flags-admin.json";

export interface AdminFile {
  pid: number;
  /** Loopback URL of the running server, e.g. http://127.0.0.1:3000. */
  url: string;
  token: string;
}

export interface FlagsAdmin {
  /** Whether a bearer token matches (constant time). */
  verify(authorization: string | undefined): boolean;
}

/**
 * The local admin door of the flags service: a random token per process, written with the
 * loopback URL to DATA_DIR/flags-admin.json (mode 0600) when `dataDir` is given, and removed at exit.
 * Only the same machine's users who can read the data directory can use it.
 */
export function createFlagsAdmin(options: { dataDir?: string; port: number; host: string }): FlagsAdmin {
  const token = randomBytes(24).toString("base64url");
  if (options.dataDir && existsSync(options.dataDir)) {
    const host = ["0.0.0.0", "::", ""].includes(options.host) ? "127.0.0.1" : options.host;
    const file = join(options.dataDir, ADMIN_FILE);
    const content: AdminFile = {
      pid: process.pid,
      url: `http://${host.includes(":") ? `[${host}]` : host}:${options.port}`,
      token,
    };
    writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
    process.once("exit", () => {
      try {
        const current = JSON.parse(readFileSync(file, "utf8")) as AdminFile;
        if (current.pid === process.pid) rmSync(file, { force: true });
      } catch {}
    });
  }
  return {
    verify: (authorization) => safeEqual(authorization, `Bearer ${token}`),
  };
}

/** The admin file of a server that is still running, or null. */
export function readAdminFile(dataDir: string): AdminFile | null {
  const file = join(dataDir, ADMIN_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as AdminFile;
    if (typeof parsed.pid !== "number" || typeof parsed.url !== "string" || typeof parsed.token !== "string")
      return null;
    return isAlive(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

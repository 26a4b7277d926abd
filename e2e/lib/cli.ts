import { execFileSync } from "node:child_process";

const port = Number(process.env.E2E_PORT ?? 3311);

/**
 * A compiled operator CLI (`npm run staff|orders -- …`, apps/server/build/<name>.js) against the
 * browser suite's running server: on PGlite it finds the server through DATA_DIR, never a
 * DATABASE_URL of the shell. Returns what it printed.
 */
export function serverCli(name: "staff" | "orders", ...args: string[]): string {
  const { DATABASE_URL: _, ...env } = process.env;
  return execFileSync(process.execPath, [`apps/server/build/${name}.js`, ...args], {
    env: { ...env, DATA_DIR: `.e2e-data/${port}` },
    encoding: "utf8",
  });
}

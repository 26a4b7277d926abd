// `npm start`: builds the storefront and the server when their builds are missing or older than the
// sources, then runs the compiled server, apps/server/build/main.js (PGlite in DATA_DIR unless
// DATABASE_URL is set; migrated and seeded on first start). No TypeScript loader at run time (ADR 0028).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBuild, newestMtime, SERVER_BUILD_DIR } from "./build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const webEntry = join(root, "apps/web/build/server/index.js");

const webSources = ["apps/web", "packages/contracts/src", "packages/domain/src"].map((d) => join(root, d));
const webStale = !existsSync(webEntry) || Math.max(...webSources.map(newestMtime)) > statSync(webEntry).mtimeMs;
if (webStale) {
  console.log("Building the storefront…");
  const result = spawnSync("npm", ["run", "build", "-w", "@ironworks/web", "--silent"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await ensureServerBuild();

// Stack traces point at the TypeScript sources through the bundle's source maps.
const server = spawn(process.execPath, ["--enable-source-maps", join(SERVER_BUILD_DIR, "main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

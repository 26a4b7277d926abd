// `npm run flags|giftcards|stock|orders -- …`: builds the server when its build is missing or stale
// (about a third of a second), then runs the compiled CLI, apps/server/build/<name>.js, with the arguments.
// Usage: node scripts/cli.mjs <name> [args…]
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { CLIS, ensureServerBuild, SERVER_BUILD_DIR } from "./build-server.mjs";

const [name, ...args] = process.argv.slice(2);
if (!CLIS.includes(name)) {
  console.error(`usage: node scripts/cli.mjs <${CLIS.join("|")}> [args…]`);
  process.exit(2);
}
await ensureServerBuild();
const child = spawn(process.execPath, ["--enable-source-maps", join(SERVER_BUILD_DIR, `${name}.js`), ...args], {
  stdio: "inherit",
});
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1)));

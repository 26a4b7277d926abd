// `npm run bench:*`: runs one benchmark file with tsx (`node --import tsx <file> [args…]`) from the
// repo root and exits with its exit code. Usage: node scripts/run-bench.mjs bench/ssr.bench.ts [args…]
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { resolve } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/run-bench.mjs <bench file> [args…]");
  process.exit(2);
}

const child = spawn(process.execPath, ["--import", "tsx", resolve(file), ...args], { cwd: root, stdio: "inherit" });
// Ctrl-C reaches the bench directly (same terminal process group); a SIGTERM sent to us is passed on.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1)));

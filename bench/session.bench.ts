// Sessions and sign-in against a spawned production server (or BENCH_BASE_URL):
// - POST /svc_session/session/login latency, argon2id verification included (captchas solved
//   beforehand, outside the timing), sequentially and with BENCH_LOGIN_CONCURRENCY in flight;
// - GET /svc_session/session throughput for a signed-in customer and a guest, next to /healthz.
// Prints the figures and saves bench/results/session.json.
import { captchaChallengePath, solveCaptchaChallenge } from "../apps/server/src/testing/captcha.ts";
import { loadOptionsFromEnv, measure, printLoadTable } from "./lib/load.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import { type BenchServer, spawnServer, startServer } from "./lib/server.ts";

const LOGINS = Number(process.env.BENCH_LOGINS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 4);
const CUSTOMERS = 4;
const opts = loadOptionsFromEnv({ duration: 10, connections: 20, pipelining: 1, warmup: 2 });

async function token(base: string, action: "login" | "register"): Promise<string> {
  const challenge = await (await fetch(`${base}${captchaChallengePath(action)}`)).json();
  return (await solveCaptchaChallenge(challenge)).token;
}

async function post(base: string, path: string, body: unknown, captcha: string) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-captcha-token": captcha },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${text.slice(0, 200)}`);
  return res;
}

/** The token of the registration link mailed to `email` (the mail goes out just after the answer). */
async function mailedToken(base: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/_dev/mail?to=${encodeURIComponent(email)}`, {
      headers: { accept: "application/json" },
    });
    if (!res.ok)
      throw new Error(`GET /_dev/mail → ${res.status}: the dev mail viewer must be on (DEV_MAIL_VIEWER=true)`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const found = messages.map((m) => m.text.match(/\/account\/confirm\/([\w-]+)/)?.[1]).find(Boolean);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no registration link mailed to ${email}`);
}

let server: BenchServer | undefined;
let exitCode = 0;
try {
  // The registration links are read from the dev mail viewer (an external server must have DEV_MAIL_VIEWER on).
  server = process.env.BENCH_BASE_URL ? await startServer() : await spawnServer({ DEV_MAIL_VIEWER: "true" });
  const base = server.baseUrl;
  const password = "bench password 1";
  const stamp = Date.now().toString(36);
  const emails: string[] = [];
  let cookie = "";
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `bench.${stamp}.${i}@example.com`;
    await post(
      base,
      "/svc_customer/customer",
      { email, password, firstname: "Bench", lastname: `No ${i}` },
      await token(base, "register"),
    );
    // Verify-first (ADR 0011 addendum): the account exists once the mailed link is confirmed.
    const res = await post(
      base,
      "/svc_customer/customer/confirm",
      { token: await mailedToken(base, email), password },
      "",
    );
    cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    emails.push(email);
  }

  console.log(`session bench: ${base} (${server.kind}); solving ${LOGINS * 2} captchas first (not timed)…`);
  const tokens: string[] = [];
  for (let i = 0; i < LOGINS * 2; i++) tokens.push(await token(base, "login"));
  warnIfBusy();

  const login = async (i: number) => {
    const t = performance.now();
    await post(
      base,
      "/svc_session/session/login",
      { email: emails[i % emails.length], password },
      tokens.pop() as string,
    );
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i++) tokens.push(await token(base, "login"));
  for (let i = 0; i < 3; i++) await login(i); // warm-up
  const sequential: number[] = [];
  for (let i = 0; i < LOGINS; i++) sequential.push(await login(i));
  const concurrent: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOGINS) concurrent.push(await login(next++));
    }),
  );
  const loginsPerSec = LOGINS / ((performance.now() - started) / 1000);
  const seq = stats(sequential);
  const par = stats(concurrent);
  printTable(
    ["POST /svc_session/session/login", "runs", "p50", "p95", "max"],
    [
      ["sequential", seq.runs, fmt.ms(seq.p50), fmt.ms(seq.p95), fmt.ms(seq.max)],
      [`${CONCURRENCY} in flight`, par.runs, fmt.ms(par.p50), fmt.ms(par.p95), fmt.ms(par.max)],
    ],
  );
  console.log(`logins/s with ${CONCURRENCY} in flight: ${loginsPerSec.toFixed(1)}`);
  console.log();

  const cpu = () => server?.cpuSeconds();
  const trivial = await measure("trivial GET /healthz", [base], ["/healthz"], opts, { cpuSeconds: cpu });
  const signedIn = await measure("GET /svc_session/session (customer)", [base], ["/svc_session/session"], opts, {
    headers: { cookie },
    cpuSeconds: cpu,
  });
  const guest = await measure("GET /svc_session/session (guest)", [base], ["/svc_session/session"], opts, {
    cpuSeconds: cpu,
  });
  printLoadTable([trivial, signedIn, guest]);
  console.log("note: the load generator runs on the same machine and competes with the server for the cores.");
  const path = saveResults("session", {
    baseUrl: base,
    server: server.kind,
    options: opts,
    login: { sequential: seq, concurrent: { ...par, inFlight: CONCURRENCY, perSecond: loginsPerSec } },
    trivial,
    sessionGetCustomer: signedIn,
    sessionGetGuest: guest,
  });
  console.log(`saved ${path}`);
} catch (err) {
  console.error(`session bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);

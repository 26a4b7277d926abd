import type { StaffRole } from "@ironworks/contracts";
import { CAPTCHA_HEADER } from "@ironworks/domain";
import { solveCaptcha } from "../../testing/captcha.ts";
import type { Json } from "../../testing/orders.ts";
import { afterAll, beforeAll } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { totpFor } from "./staff.auth.ts";
import { createStaffEnrolment } from "./staff.auth.ts";
import { STAFF_COOKIE } from "./staff.routes.ts";

/**
 * Back-office tests: a clock the test moves (TOTP steps, idle timeout), staff created as the CLI
 * creates them and set up through the setup link, and a console-like client that keeps the
 * iw_staff cookie and sends JSON as the console does.
 */
export interface StaffClient {
  email: string;
  role: StaffRole;
  /** The enrolled TOTP secret (null when the member enrolled none). */
  secret: string | null;
  cookie: string | null;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The request's JSON answer and status. */
  json(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json }>;
}

/** The services' clock of a staff test store: `advance` moves TOTP steps and idle time. */
export function movableNow(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

let nextIp = 1;

export function staffClient(store: TestStore, email: string, role: StaffRole, secret: string | null): StaffClient {
  const ip = `10.77.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;
  const client: StaffClient = {
    email,
    role,
    secret,
    cookie: null,
    async request(method, path, body, headers = {}) {
      const h: Record<string, string> = { ...headers };
      if (client.cookie) h.cookie = `${STAFF_COOKIE}=${client.cookie}`;
      if (body !== undefined) h["content-type"] = "application/json";
      const res = await store.app.request(
        path,
        { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      for (const line of res.headers.getSetCookie()) {
        const match = line.match(new RegExp(`^${STAFF_COOKIE}=([^;]*)`));
        if (match) client.cookie = match[1] || null;
      }
      return res;
    },
    async json(method, path, body, headers) {
      const res = await client.request(method, path, body, headers);
      const text = await res.text();
      // The CSV export answers text/csv: kept as the text.
      const json = text && !res.headers.get("content-type")?.startsWith("text/csv");
      return { status: res.status, body: (json ? JSON.parse(text) : text || null) as Json };
    },
  };
  return client;
}

/** The current TOTP code of a secret at the store's clock. */
export const codeAt = (email: string, secret: string, now: Date) =>
  totpFor(email, secret).generate({ timestamp: now.getTime() });

let nextStaff = 1;

/** A member created as `npm run staff -- create` does, set up through its link (TOTP enrolled), signed in. */
export async function signedInStaff(
  store: TestStore,
  clock: ReturnType<typeof movableNow>,
  role: StaffRole,
  options: { email?: string } = {},
): Promise<StaffClient> {
  const email = options.email ?? `${role}.${process.pid}.${nextStaff++}@staff.example.com`;
  const { setupUrl } = await createStaffEnrolment({
    db: store.database.db,
    publicBaseUrl: store.config.publicBaseUrl,
    box: store.services.staff.totpBox,
    now: clock.now,
  }).create({ email, role, by: "test" });
  const token = setupUrl.split("/admin/setup/")[1] as string;
  const client = staffClient(store, email, role, null);
  const info = await client.json("GET", `/svc_staff/setup/${token}`);
  if (info.status !== 200) throw new Error(`setup info: ${info.status}`);
  const secret = info.body.totpSecret as string;
  const done = await client.json("POST", "/svc_staff/setup", {
    token,
    password: "correct horse battery",
    code: codeAt(email, secret, clock.now()),
  });
  if (done.status !== 200) throw new Error(`setup: ${done.status} ${JSON.stringify(done.body)}`);
  client.secret = secret;
  return client;
}

/** Signs in over the API with a solved captcha; moves the clock a TOTP step first so the code is fresh. */
export async function signIn(
  store: TestStore,
  clock: ReturnType<typeof movableNow>,
  client: StaffClient,
  over: { password?: string; code?: string | null } = {},
) {
  clock.advance(30_000);
  const code =
    over.code === null
      ? undefined
      : (over.code ?? (client.secret ? codeAt(client.email, client.secret, clock.now()) : undefined));
  return client.json(
    "POST",
    "/svc_staff/session",
    { email: client.email, password: over.password ?? "correct horse battery", ...(code ? { code } : {}) },
    { [CAPTCHA_HEADER]: await solveCaptcha(store, "login") },
  );
}

/**
 * A staff test file's store and members: one store on a clock the test moves, and a member per
 * role asked for (created, set up, signed in) before the file's tests; the store closed after.
 */
export function staffTestStore<R extends StaffRole>(
  roles: readonly R[],
  options: Omit<NonNullable<Parameters<typeof createTestStore>[0]>, "now"> = {},
) {
  const clock = movableNow();
  const ctx = { clock, store: null as unknown as TestStore, staff: {} as Record<R, StaffClient> };
  beforeAll(async () => {
    ctx.store = await createTestStore({ ...options, now: clock.now });
    for (const role of roles) ctx.staff[role] = await signedInStaff(ctx.store, clock, role);
  });
  afterAll(() => ctx.store.close());
  return ctx;
}

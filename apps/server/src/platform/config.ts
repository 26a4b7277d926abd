import { resolve } from "node:path";
import { z } from "zod";

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  REDIS_URL: z.string().optional(),
  /**
   * What this process runs (issue #18, ADR 0043): `web` serves HTTP and enqueues jobs, `worker` runs
   * the job handlers and schedules (and only /healthz), `all` both in one process (`npm start`).
   */
  IRONWORKS_ROLE: z
    .enum(["web", "worker", "all"], { error: (i) => `must be web, worker or all (got '${String(i.input)}')` })
    .default("all"),
  /** How often an idle worker looks for new jobs; a job enqueued in a role-all process is delivered at once. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * How often a worker puts expired jobs back (a worker that died mid-job: its job is handed out again
   * after the queue's expiry and the next pass). The multi-node test shortens it.
   */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Seed demo data into an empty database at start. */
  SEED: z.enum(["auto", "never"]).default("auto"),
  /** Shows the footer debug link (SPEC §2). */
  DEBUG_UI: z.stringbool().default(false),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Signs search API tokens; every instance behind one load balancer needs the same value. */
  SEARCH_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Proxies whose X-Forwarded-For and country header are believed: "loopback", "none", or CIDRs. */
  TRUSTED_PROXIES: z.string().default("loopback"),
  /** Country header a trusted proxy sets (geo by IP otherwise). */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "must be a header name")
    .default("x-ironworks-country"),
  /** Outgoing mail (smtp:// or smtps://, credentials in the URL); without it mail goes to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Ironworks <no-reply@ironworks.localhost>"),
  /**
   * Captcha-less requests (no-JS sign-in, registration, reset) one address may make an hour before
   * the strict delays start (ADR 0011). Raise it for a test rig whose browsers share one address.
   */
  CAPTCHA_TOKENLESS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(3),
  /**
   * …and from all addresses together in 10 minutes (shared by every node with REDIS_URL), so rotating
   * addresses buys no free pass. Raise it only for a load rig (the cluster bench and test).
   */
  CAPTCHA_TOKENLESS_PER_10_MINUTES: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** Registrations one address may start an hour before delays (offices and campuses share one). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(30),
  /**
   * How long a guest's page is served from the page cache (ADR 0032); 0 turns it off (the SSR
   * bench's "cache off" rows). Data changes invalidate it sooner.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The page cache's memory bound (all encodings of all pages), in MB. */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(64),
  /** Lists (carts, buy-now, wishlists) one client address may create an hour before delays (issue 13 item 12). */
  LIST_CREATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(120),
  /** The outbox viewer at /_dev/mail: on outside production unless set (ADR 0013). */
  DEV_MAIL_VIEWER: z.stringbool().optional(),
  /** Payment gateway base URL (ADR 0014); unset = this server's own /_testpay, called in-process. */
  TESTPAY_URL: z.string().url().optional(),
  /**
   * Serve the test gateway at /_testpay (ADR 0018). Default: only when TESTPAY_URL is unset — a
   * configuration with a gateway elsewhere (a real provider) mounts none. Set true when TESTPAY_URL
   * is this server's own /_testpay under another origin.
   */
  TESTPAY_MOUNT: z.stringbool().optional(),
  /** The gateway's server key (X-API-Key); unset = a per-install secret in DATA_DIR (required for an external gateway). */
  TESTPAY_API_KEY: z.string().min(8).optional(),
  /** The browser's tokenisation key: public by design, like Adyen's clientKey. */
  TESTPAY_CLIENT_KEY: z.string().min(8).default("testpay_local_client_key"),
  /** The /_testpay/test/* controls' secret (loopback only); unset = a per-install secret in DATA_DIR. */
  TESTPAY_CONTROL_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Origins besides PUBLIC_BASE_URL's whose pages may frame /_testpay's 3-D Secure pages
   * (comma-separated, e.g. a storefront on another host; ADR 0018 addendum).
   */
  TESTPAY_MERCHANT_ORIGINS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const raw of v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const url = URL.canParse(raw) ? new URL(raw) : null;
        if (!url || !/^https?:$/.test(url.protocol)) {
          ctx.addIssue({ code: "custom", message: `'${raw}' is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
});

/** The configuration the code reads, named for the code; its type is inferred from here. */
const ConfigSchema = Env.transform((e) => ({
  env: e.NODE_ENV,
  port: e.PORT,
  host: e.HOST,
  dataDir: resolve(e.DATA_DIR),
  databaseUrl: e.DATABASE_URL,
  redisUrl: e.REDIS_URL,
  role: e.IRONWORKS_ROLE,
  jobsPollSeconds: e.JOBS_POLL_SECONDS,
  jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
  publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
  logLevel: e.LOG_LEVEL,
  seed: e.SEED,
  debugUi: e.DEBUG_UI,
  dbPoolSize: e.DB_POOL_SIZE,
  searchTokenSecret: e.SEARCH_TOKEN_SECRET,
  trustedProxies: e.TRUSTED_PROXIES,
  geoCountryHeader: e.GEO_COUNTRY_HEADER,
  smtpUrl: e.SMTP_URL,
  mailFrom: e.MAIL_FROM,
  devMailViewer: e.DEV_MAIL_VIEWER ?? e.NODE_ENV !== "production",
  captchaTokenlessPerHour: e.CAPTCHA_TOKENLESS_PER_HOUR,
  captchaTokenlessPer10Minutes: e.CAPTCHA_TOKENLESS_PER_10_MINUTES,
  registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  listCreationsPerAddressPerHour: e.LIST_CREATIONS_PER_ADDRESS_PER_HOUR,
  pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
  pageCacheMaxBytes: Math.round(e.PAGE_CACHE_MAX_MB * 1024 * 1024),
  testpayUrl: e.TESTPAY_URL?.replace(/\/$/, ""),
  /** Whether this process serves /_testpay (ADR 0018). */
  testpayMounted: e.TESTPAY_MOUNT ?? !e.TESTPAY_URL,
  /** Configured keys only; services.ts resolves the per-install ones (platform/secrets.ts). */
  testpayApiKey: e.TESTPAY_API_KEY,
  testpayClientKey: e.TESTPAY_CLIENT_KEY,
  testpayControlSecret: e.TESTPAY_CONTROL_SECRET,
  /** Besides PUBLIC_BASE_URL's origin, the origins that may frame the 3-D Secure pages. */
  testpayMerchantOrigins: e.TESTPAY_MERCHANT_ORIGINS,
}));

export type Config = z.output<typeof ConfigSchema>;

/**
 * Parsed once at boot; an invalid environment fails loudly with every problem listed. Several
 * instances on one PostgreSQL (DATABASE_URL) must share SEARCH_TOKEN_SECRET: production refuses to
 * start without it. A single embedded instance keeps a generated one in DATA_DIR (platform/secrets.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const merged = { ...parsed.data, ...overrides };
  if (merged.env === "production" && merged.databaseUrl && !merged.searchTokenSecret)
    throw new Error("Invalid configuration:\n  SEARCH_TOKEN_SECRET: required in production with DATABASE_URL");
  // PGlite is one process's database: a web and a worker process need a shared PostgreSQL.
  if (merged.role !== "all" && !merged.databaseUrl)
    throw new Error(
      `Invalid configuration:\n  IRONWORKS_ROLE: ${merged.role} needs DATABASE_URL (the embedded store is one process: role all)`,
    );
  // Without /_testpay the payments go to TESTPAY_URL, whose server key only its operator knows.
  if (!merged.testpayMounted && !merged.testpayUrl)
    throw new Error("Invalid configuration:\n  TESTPAY_URL: required when TESTPAY_MOUNT is false");
  // With DATABASE_URL there may be several instances, each of which would otherwise generate its
  // own random key: the gateway at TESTPAY_URL would refuse all but one of them.
  if (merged.testpayUrl && !merged.testpayApiKey && (!merged.testpayMounted || merged.databaseUrl))
    throw new Error("Invalid configuration:\n  TESTPAY_API_KEY: required with a payment gateway at TESTPAY_URL");
  return merged;
}

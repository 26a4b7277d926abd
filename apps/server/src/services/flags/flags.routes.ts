import { ERRORS } from "@ironworks/contracts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { adminDoor } from "../../platform/admin-door.ts";
import { httpError, notFound, validationError } from "../../platform/errors.ts";
import type { AppEnv } from "../../platform/http.ts";
import type { FlagsAdmin } from "./flags.admin.ts";
import type { FlagsHub } from "./flags.hub.ts";
import type { FlagsService } from "./flags.service.ts";

export interface FlagsRoutesOptions {
  hub: FlagsHub;
  admin: FlagsAdmin;
  /** The client's address for the per-address stream cap (proxy-aware). */
  clientAddress: (c: Context) => string;
  /** The TCP peer, for the admin door (loopback only); null when unknown. */
  socketAddress: (c: Context) => string | null;
}

/** The SDK connection key in a path: what GrowthBook keys look like, nothing else reaches the service. */
const CLIENT_KEY = /^[A-Za-z0-9_-]{1,100}$/;

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "x-sse-support",
} as const;

const SetBody = z.union([
  z.object({ input: z.string().max(20_000) }).strict(),
  z.object({ value: z.unknown() }).strict(),
]);
const RulesBody = z.object({ rules: z.unknown() }).strict();

async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw httpError(ERRORS.malformedJson, "The request body is not valid JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, "body");
  return parsed.data;
}

/**
 * The GrowthBook SDK contract (reference §1.1, §1.2) and the local admin door the flags CLI uses.
 * GET /api/features/{clientKey} → payload + `x-sse-support: enabled`; GET /sub/{clientKey} → SSE.
 */
export function flagsRoutes(flags: FlagsService, options: FlagsRoutesOptions) {
  const app = new Hono<AppEnv>();
  const { hub } = options;
  flags.subscribe((payload) => hub.broadcast(payload));

  const requireClientKey = (key: string) => {
    if (!CLIENT_KEY.test(key) || !flags.isClientKey(key)) throw httpError(ERRORS.unknownClientKey);
  };

  app.on(["OPTIONS"], ["/api/features/:clientKey", "/sub/:clientKey"], (c) =>
    c.body(null, 204, {
      ...CORS,
      "access-control-allow-methods": "GET, OPTIONS",
      "access-control-allow-headers": "content-type",
      "access-control-max-age": "86400",
    }),
  );

  app.get("/api/features/:clientKey", async (c) => {
    requireClientKey(c.req.param("clientKey"));
    const payload = await flags.getPayload();
    const etag = `W/"${Date.parse(payload.dateUpdated).toString(36)}-${Object.keys(payload.features).length}"`;
    const headers = {
      ...CORS,
      "x-sse-support": "enabled",
      // Always revalidated: a flag change must reach the next fetch at once (the stream covers open pages).
      "cache-control": "no-cache",
      etag,
      vary: "accept-encoding",
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.json(payload, 200, headers);
  });

  app.get("/sub/:clientKey", async (c) => {
    requireClientKey(c.req.param("clientKey"));
    const payload = await flags.getPayload();
    const opened = hub.open(options.clientAddress(c), payload);
    if (!opened.ok)
      throw httpError(
        ERRORS.tooManyStreams,
        opened.reason === "address"
          ? "Too many open flag streams from this address"
          : "Too many open flag streams on this server",
      );
    return new Response(opened.body, {
      status: 200,
      headers: {
        ...CORS,
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      },
    });
  });

  // The admin door: same machine only (a loopback socket, no proxy in between) and the token.
  const admin = adminDoor({
    verify: (authorization) => options.admin.verify(authorization),
    socketAddress: options.socketAddress,
  });
  admin.get("/flags", async (c) => c.json(await flags.list()));
  admin.get("/flags/stats", (c) => c.json({ streams: hub.stats(), memory: process.memoryUsage() }));
  admin.get("/flags/:key", async (c) => c.json(await flags.get(c.req.param("key"))));
  admin.put("/flags/:key", async (c) => {
    const body = await readJson(c, SetBody);
    return c.json(await flags.set(c.req.param("key"), body));
  });
  admin.put("/flags/:key/rules", async (c) => {
    const body = await readJson(c, RulesBody);
    return c.json(await flags.setRules(c.req.param("key"), body.rules));
  });
  admin.all("*", () => {
    throw notFound("No such endpoint");
  });
  app.route("/_admin", admin);

  app.all("/api/features/:clientKey", () => {
    throw httpError(ERRORS.methodNotAllowed);
  });
  app.all("/sub/:clientKey", () => {
    throw httpError(ERRORS.methodNotAllowed);
  });
  for (const path of ["/api/features/*", "/sub/*"])
    app.all(path, () => {
      throw httpError(ERRORS.unknownClientKey);
    });
  return app;
}

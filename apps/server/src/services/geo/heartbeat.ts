/** The storefront build this process serves (SPEC §4 Session: a new release makes the browser reload). */
export interface Release {
  /** React Router's build version: the manifest hash every client asset URL depends on. */
  hash: string;
  /** When that build was made (ISO), if known. */
  buildDate: string | null;
}

/** GET /svc_ssr/heartbeat (SPEC §7). */
export interface Heartbeat extends Release {
  /** Every feature flag's current value (its default, before per-visitor rules). */
  features: Record<string, unknown>;
}

export interface FlagsSource {
  getPayload(): Promise<{ features: Record<string, { defaultValue?: unknown }> }>;
}

export function createHealth(flags: FlagsSource | undefined) {
  // Until the web build is loaded (tests, API-only processes) the release is "dev".
  let release: Release = { hash: "dev", buildDate: null };
  return {
    /** web.ts calls this with the build it loaded. */
    setRelease(next: Release) {
      release = { hash: next.hash, buildDate: next.buildDate };
    },
    getRelease: (): Release => release,
    async heartbeat(): Promise<Heartbeat> {
      const features: Record<string, unknown> = {};
      if (flags) {
        const payload = await flags.getPayload();
        for (const [key, def] of Object.entries(payload.features)) features[key] = def.defaultValue ?? null;
      }
      return { ...release, features };
    },
  };
}

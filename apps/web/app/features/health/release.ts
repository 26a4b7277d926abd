/** The release this page runs: React Router's manifest version (the heartbeat's `hash`). */
export function currentRelease(): string | null {
  const manifest = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest;
  return manifest?.version ?? null;
}

interface ManifestJson {
  entry?: { module?: string; imports?: string[] };
  routes?: Record<string, { module?: string; imports?: string[] } | undefined>;
}

/**
 * Preloads a new release (SPEC §4: once) so the full reload that follows is quick: the new
 * manifest, then prefetch hints for its entry and root route modules. Nothing is executed.
 */
export async function preloadRelease(hash: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) return;
  const res = await fetch(`/assets/manifest-${hash}.js`);
  if (!res.ok) return;
  const text = await res.text();
  let manifest: ManifestJson;
  try {
    manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as ManifestJson;
  } catch {
    return;
  }
  const root = manifest.routes?.root;
  const urls = new Set(
    [manifest.entry?.module, ...(manifest.entry?.imports ?? []), root?.module, ...(root?.imports ?? [])].filter(
      (u): u is string => typeof u === "string" && u.startsWith("/assets/"),
    ),
  );
  for (const href of urls) {
    if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    link.dataset.release = hash;
    document.head.appendChild(link);
  }
}

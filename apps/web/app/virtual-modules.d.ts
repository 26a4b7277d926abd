/** The build's per-route message key sets (vite.config.ts, lib/i18n/route-keys.ts); null on the dev server. */
declare module "virtual:ironworks/route-message-keys" {
  const sets: Readonly<Record<string, readonly string[]>> | null;
  export default sets;
}

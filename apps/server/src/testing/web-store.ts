import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { WEB_BUILD_DIR } from "../web.ts";
import { createTestStore, type TestStore } from "./test-store.ts";

/** A desktop Chrome's user agent: the built storefront's pages as a browser asks for them. */
export const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

export interface WebTestStore {
  /** false when the web build is missing: the suite skips (`describe.skipIf(!web.built)`). */
  readonly built: boolean;
  /** The seeded store serving the built storefront (set once the suite's beforeAll ran). */
  readonly store: TestStore;
}

/**
 * The HTTP suites of the built storefront (web.*.http.test.ts): a seeded store with the web build
 * mounted, made before the suite's tests and closed after them; without a build the suite says so
 * and skips.
 */
export function webTestStore(suite: string): WebTestStore {
  const built = existsSync(join(WEB_BUILD_DIR, "server", "index.js"));
  if (!built) console.log(`${suite} skipped: run \`npm run build\` first`);
  let store: TestStore | undefined;
  beforeAll(async () => {
    if (built) store = await createTestStore({ web: true });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });
  return {
    built,
    get store() {
      if (!store) throw new Error(`${suite}: the store is made in beforeAll`);
      return store;
    },
  };
}

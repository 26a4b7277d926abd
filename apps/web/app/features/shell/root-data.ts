import type { LocaleContext } from "../../lib/locale.ts";
import type { loadRootData } from "./root-data.server.ts";

/** Root data must carry what lib/locale.ts reads from it (locale, site, path). */
type WithLocale<T extends LocaleContext> = T;

/** The root route's loader data, as `useRouteLoaderData("root")` returns it. */
export type RootData = WithLocale<Awaited<ReturnType<typeof loadRootData>>>;

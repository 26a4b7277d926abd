import { type EntryContext, matchRoutes, type RouteObject } from "react-router";

type ManifestRoutes = EntryContext["manifest"]["routes"];

/**
 * The route table a page's render needs (issue #16 item 2, ADR 0033 addendum). React Router's `<ServerRouter>`
 * turns the whole manifest (every route of every page, ~125) into route objects and data routes on
 * each render, though a page renders only its matches. What else the render reads from the manifest is
 * the lazy-discovery manifest `<Scripts>` writes into the page: the matched routes plus the routes that
 * match each parent path of the URL. This keeps exactly those, so the page is byte for byte the one the
 * whole table gives (checked by page-routes.server.test.ts and the byte comparison in bench/render).
 */
export function narrowToPage(context: EntryContext): EntryContext {
  const { manifest, staticHandlerContext } = context;
  const keep = new Set(staticHandlerContext.matches.map((m) => m.route.id));
  const basename = staticHandlerContext.basename || "/";
  for (const path of parentPaths(staticHandlerContext.location.pathname)) {
    for (const id of idsMatching(manifest.routes, path, basename)) keep.add(id);
  }
  const routes: ManifestRoutes = {};
  // Manifest order, so the page's discovery manifest lists the routes in the same order as before.
  for (const id of Object.keys(manifest.routes)) {
    if (keep.has(id)) routes[id] = manifest.routes[id];
  }
  return { ...context, manifest: { ...manifest, routes } };
}

/** "/a/b/c" → ["/", "/a", "/a/b"], as React Router's partial manifest walks them. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}

// Per build (the manifest object) a route tree to match on, and the matches of each parent path: parent
// paths are few (the locale prefixes and the category paths), so each is matched once.
const trees = new WeakMap<ManifestRoutes, RouteObject[]>();
const matched = new WeakMap<ManifestRoutes, Map<string, string[]>>();
const MAX_PATHS = 2_000;

function idsMatching(routes: ManifestRoutes, path: string, basename: string): string[] {
  let byPath = matched.get(routes);
  if (!byPath) {
    byPath = new Map();
    matched.set(routes, byPath);
  }
  const key = `${basename}\u0000${path}`;
  const known = byPath.get(key);
  if (known) return known;
  let tree = trees.get(routes);
  if (!tree) {
    tree = routeTree(routes);
    trees.set(routes, tree);
  }
  const ids = (matchRoutes(tree, path, basename) ?? []).map((m) => m.route.id as string);
  if (byPath.size >= MAX_PATHS) byPath.clear();
  byPath.set(key, ids);
  return ids;
}

function routeTree(routes: ManifestRoutes): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (list: RouteObject[]): RouteObject[] =>
    list.map((r) => {
      const below = children.get(r.id as string);
      return below && !r.index ? ({ ...r, children: attach(below) } as RouteObject) : r;
    });
  return attach(children.get(undefined) ?? children.get("") ?? []);
}

// Finds real category and product URLs on a running server through the public catalog API,
// so the benchmarks follow whatever the seed currently generates.

export interface Discovered {
  /** Storefront path of a category that lists products (with the locale prefix). */
  categoryUrl: string;
  categoryId: number;
  /** Storefront paths of products (with the locale prefix), productId alongside. */
  products: { productId: number; url: string }[];
}

interface MenuEntry {
  id: number;
  url: string;
  children: { id: number; url: string }[];
}
interface CategoryBody {
  id: number;
  url: string;
  productCount: number;
  products: { productId: number; url: string }[];
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${url} → HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Walks GET /svc_content[/site/{code}]/catalog/menu → /catalog/category/{id} until `want` distinct
 * products are found (fewer if the catalog has fewer). `site` is a site code (USA, EUR, GBR…);
 * `prefix` the storefront locale prefix ("" for USA, "/de", "/gb").
 */
export async function discoverCatalog(
  baseUrl: string,
  options: { site?: string; prefix?: string; want?: number } = {},
): Promise<Discovered> {
  const { site = "USA", prefix = "", want = 20 } = options;
  const api = site === "USA" ? `${baseUrl}/svc_content` : `${baseUrl}/svc_content/site/${site}`;
  const menu = await getJson<MenuEntry[]>(`${api}/catalog/menu`);
  // Leaf categories first: they list products directly; then the top-level ones.
  const ids = [...menu.flatMap((m) => m.children.map((c) => c.id)), ...menu.map((m) => m.id)];
  if (ids.length === 0) throw new Error(`the ${site} menu lists no categories`);

  const products = new Map<number, string>();
  let category: CategoryBody | undefined;
  for (const id of ids) {
    if (products.size >= want && category) break;
    let body: CategoryBody;
    try {
      body = await getJson<CategoryBody>(`${api}/catalog/category/${id}?pageSize=50`);
    } catch {
      continue;
    }
    if (body.products.length === 0) continue;
    if (!category || body.products.length > category.products.length) category = body;
    for (const p of body.products)
      if (products.size < want && !products.has(p.productId)) products.set(p.productId, p.url);
  }
  if (!category || products.size === 0) throw new Error(`no ${site} category lists any product`);
  const localize = (path: string) => (prefix && path.startsWith("/") ? `${prefix}${path}` : path);
  return {
    categoryUrl: localize(category.url),
    categoryId: category.id,
    products: [...products].map(([productId, url]) => ({ productId, url: localize(url) })),
  };
}

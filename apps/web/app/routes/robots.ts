import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /cart",
    "Disallow: /search",
    "Disallow: /svc_",
    "",
    `Sitemap: ${context.publicBaseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}

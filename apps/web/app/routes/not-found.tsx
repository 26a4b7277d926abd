import { data } from "react-router";
import { NotFound } from "../features/content/NotFound.tsx";
import type { RouteHandle } from "../lib/seo.ts";

export const handle: RouteHandle = { noindex: true };

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | Ironworks" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}

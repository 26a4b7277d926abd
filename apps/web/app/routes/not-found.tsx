import { data } from "react-router";
import type { ContentKey } from "../features/content/messages.ts";
import { NotFound } from "../features/content/NotFound.tsx";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = { noindex: true };

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const key: ContentKey = "content.notFound.documentTitle";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}

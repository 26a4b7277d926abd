import type { CmsPage } from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import { data } from "react-router";
import { ContentBlocks } from "../features/content/blocks/ContentBlocks.tsx";
import type { ContentKey } from "../features/content/messages.ts";
import { prepareContent, readVisitor } from "../features/content/content.server.ts";
import { markHeroHeading } from "../features/content/prepare.ts";
import { RecommendationSlot } from "../features/search/recommendations/RecommendationSlot.tsx";
import { forYouRequest } from "../features/search/recommendations/recommendation-request.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/home";

const STORE_TITLE = "Ironworks";

/**
 * The CMS "home" page, prepared for this visitor on the server: visibility and A/B applied,
 * carousel products resolved in one catalog call; invisible blocks and variants never ship.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, site } = localeFromRequest(request);
  const session = await context.session.find();
  const { visitor, setCookie } = readVisitor(request, {
    issueVisitorId: true,
    secure: context.publicBaseUrl.startsWith("https:") || new URL(request.url).protocol === "https:",
    // SPEC §6: a customer's segments come from the customer (guests': the `seg` cookie).
    customerSegments: session?.customerId ? (session.segments ?? []) : null,
  });
  let page: CmsPage | null = null;
  try {
    page = await context.services.content.getPage("home", site, languageOf(locale));
  } catch (err) {
    // SPEC §8: a CMS page failure is logged and the page renders without content.
    console.warn("home: CMS page unavailable", { site: site.code, error: String(err) });
  }
  const blocks = page
    ? await prepareContent(page.blocks, {
        services: context.services,
        site,
        locale,
        visitor,
        assignment: context.assignment,
      })
    : [];
  const heroIsH1 = markHeroHeading(blocks);
  const payload = { title: page?.title ?? STORE_TITLE, description: page?.metaDescription ?? null, blocks, heroIsH1 };
  return data(payload, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/**
 * The page differs by segment and A/B variant. The server's page cache keys it by those (the cookie
 * `seg`, the variants the visitor id gets: ADR 0064); any other cache must ask again every time and
 * vary by the cookies.
 */
export function headers() {
  return { "Cache-Control": "no-cache", Vary: "Cookie" };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: STORE_TITLE }];
  const title = d.title.includes(STORE_TITLE) ? d.title : `${d.title} | ${STORE_TITLE}`;
  return [{ title }, { name: "description", content: d.description ?? d.title }];
}

/** The forYou widget (rfkid_32) below the home content, loaded when it nears the viewport. */
const FOR_YOU = forYouRequest("/");

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT<ContentKey>();
  return (
    <main id="main" className="content-page content-page--home">
      {loaderData.heroIsH1 ? null : <h1 className="visually-hidden">{loaderData.title}</h1>}
      <ContentBlocks nodes={loaderData.blocks} />
      <RecommendationSlot title={t("content.home.forYou")} request={FOR_YOU} testId="for-you" />
    </main>
  );
}

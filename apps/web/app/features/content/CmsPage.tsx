import type { CmsPage as CmsPageData } from "@ironworks/contracts";
import { useMemo } from "react";
import { useLocale } from "../../lib/locale.ts";
import { ContentBlocks } from "./blocks/ContentBlocks.tsx";
import type { ContentTracking } from "./blocks/context.tsx";
import { dropRepeatedTitle, prepareBlocks } from "./prepare.ts";
import { richTextContext } from "./rich-text.ts";
import type { PreparedNode } from "./types.ts";
import { DEFAULT_SEGMENT } from "./visibility.ts";

/**
 * Any CMS page (about-us, shipping-policy, warranty, …) under an h1 with its title.
 * Pass `content` from `prepareCmsPage` (content.server.ts) to render for the visitor with
 * products resolved. Without it the raw page is prepared here, deterministically on server and
 * client: default segment, no product, A/B variant 0, product blocks omitted.
 */
export function CmsPage({
  page,
  content,
  trackExposure,
}: {
  page: CmsPageData;
  content?: PreparedNode[];
  trackExposure?: ContentTracking["trackExposure"];
}) {
  const { locale, site } = useLocale();
  const nodes = useMemo(
    () =>
      dropRepeatedTitle(
        content ??
          prepareBlocks(page.blocks, {
            visitor: { segment: DEFAULT_SEGMENT, sku: null, visitorId: null },
            rich: richTextContext(locale, site),
          }),
        page.title,
      ),
    [content, page.blocks, page.title, locale, site],
  );
  return (
    <main id="main" className="content-page content-page--cms">
      <header className="content-header">
        <h1 className="content-title">{page.title}</h1>
      </header>
      <ContentBlocks nodes={nodes} trackExposure={trackExposure} />
    </main>
  );
}

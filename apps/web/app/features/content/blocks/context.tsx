import { createContext, type ReactNode, useContext } from "react";

/** Where A/B exposures go. A no-op until feature-flag tracking arrives; pass `trackExposure` to hook in. */
export interface ContentTracking {
  trackExposure(name: string, variantIndex: number): void;
}

const noop: ContentTracking = { trackExposure: () => {} };
export const ContentTrackingContext = createContext<ContentTracking>(noop);
export const useContentTracking = () => useContext(ContentTrackingContext);

/** Heading level for block titles: 2 at the top of a page, one deeper inside a Section. */
const HeadingLevelContext = createContext(2);
export const useHeadingLevel = () => useContext(HeadingLevelContext);

export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useHeadingLevel();
  return <HeadingLevelContext.Provider value={Math.min(level + 1, 6)}>{children}</HeadingLevelContext.Provider>;
}

export function Heading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const Tag = `h${useHeadingLevel()}` as "h2";
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

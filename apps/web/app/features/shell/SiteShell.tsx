import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { useLanguage, useT } from "../../lib/i18n/messages.ts";
import { useRouterLinkDelegation } from "../../lib/router-links.ts";
import { type UiWords, UiWordsContext } from "../../ui/words.ts";
import type { RootData } from "./root-data.ts";
import { SessionProvider } from "../account/SessionProvider.tsx";
import { AnalyticsAgent } from "../consent/AnalyticsAgent.tsx";
import { ConsentBanner } from "../consent/ConsentBanner.tsx";
import { ConsentProvider } from "../consent/ConsentProvider.tsx";
import { LiveChat } from "../consent/LiveChat.tsx";
import { ContentTrackingContext } from "../content/blocks/context.tsx";
import { FlagsProvider, useFlag } from "../flags/FlagsProvider.tsx";
import { contentTracking } from "../flags/tracking.ts";
import { HealthMonitor } from "../health/HealthMonitor.tsx";
import { NativeAppBridge } from "../native-app/NativeAppBridge.tsx";
import { isAppChromeless } from "../native-app/native-app.ts";
import { RegionConfirmation } from "../region/RegionConfirmation.tsx";
import { AboveHeader } from "./AboveHeader.tsx";
import { AccessibilityPanel } from "./AccessibilityPanel.tsx";
import { Footer, FooterBottom } from "./Footer.tsx";
import { CheckoutHeader, Header } from "./Header.tsx";
import type { ShellKey } from "./messages.ts";
import { RouteFocus } from "./RouteFocus.tsx";

/**
 * Header, navigation and footer around every page. Checkout gets the reduced header and a
 * minimal footer; the native app hides the above-header strip (SPEC §2). Where the strip is
 * hidden, the accessibility panel moves to the footer so it is always reachable.
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  // The shell's links are plain router links: one click listener routes them (ADR 0033).
  useRouterLinkDelegation();
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) return <>{children}</>;
  // Native-app paths hide banners, the cookie notice and the above-header (SPEC §2); the app hides region prompts.
  const inApp = data.nativeApp || data.app !== null;
  const chromeless = isAppChromeless(data.path, data.app);
  return (
    <FlagsProvider {...data.flags}>
      <ConsentProvider site={data.site.code} initial={data.consent}>
        <ContentTrackingContext.Provider value={contentTracking}>
          <SessionProvider initial={data.customer} site={data.site.code} app={data.app}>
            <UiWordsProvider>
              <ShellFrame data={data}>{children}</ShellFrame>
            </UiWordsProvider>
          </SessionProvider>
          <HealthMonitor
            site={data.site.code}
            checkout={data.checkout}
            app={data.app}
            customerEmail={data.customer?.email ?? null}
          />
          <NativeAppBridge app={data.app} />
          <AnalyticsAgent />
          {inApp ? null : (
            <RegionConfirmation
              site={data.site.code}
              locale={data.locale}
              preferred={data.region.preferred}
              check={data.region.check}
              app={data.app}
            />
          )}
          {chromeless ? null : <ConsentBanner />}
          {inApp ? null : <LiveChat site={data.site.code} />}
        </ContentTrackingContext.Provider>
      </ConsentProvider>
    </FlagsProvider>
  );
}

/** The design-system primitives' words (ui/words.ts) from the shell's catalog. */
function UiWordsProvider({ children }: { children: React.ReactNode }) {
  const t = useT<ShellKey>();
  const language = useLanguage();
  const words = useMemo<UiWords>(() => {
    // German capitalises nouns; the other languages name the field in lower case mid-sentence.
    const field = (label: string) => (language === "de" ? label : label.toLowerCase());
    return {
      breadcrumb: t("shell.breadcrumb"),
      show: t("shell.field.show"),
      hide: t("shell.field.hide"),
      showField: (label) => t("shell.field.showField", { field: field(label) }),
      hideField: (label) => t("shell.field.hideField", { field: field(label) }),
    };
  }, [t, language]);
  return <UiWordsContext.Provider value={words}>{children}</UiWordsContext.Provider>;
}

function ShellFrame({ data, children }: { data: RootData; children: React.ReactNode }) {
  // SPEC §2: the footer's debug link shows when debug is on (DEBUG_UI or the `debug` flag).
  const debugFlag = useFlag("debug");
  const t = useT<ShellKey>();
  const debugUi = data.debugUi || debugFlag;
  const showStrip = !data.nativeApp && !data.checkout;
  const a11y = <AccessibilityPanel highContrast={data.highContrast} />;
  // The app's own pages (issue #24): the app draws its navigation; the page is all there is.
  if (isAppChromeless(data.path, data.app))
    return (
      <>
        <a className="skip-link" href="#main">
          {t("shell.skip")}
        </a>
        {children}
        <RouteFocus />
      </>
    );
  return (
    <>
      <a className="skip-link" href="#main">
        {t("shell.skip")}
      </a>
      {showStrip ? <AboveHeader locale={data.locale} highContrast={data.highContrast} /> : null}
      {data.checkout ? (
        <CheckoutHeader cartQty={data.cartQty} />
      ) : (
        <Header menu={data.menu} site={data.site.code} cartQty={data.cartQty} />
      )}
      {children}
      <RouteFocus />
      {data.checkout ? (
        <footer className="site-footer site-footer--minimal">
          <FooterBottom year={data.year} debugUi={debugUi}>
            {a11y}
          </FooterBottom>
        </footer>
      ) : (
        <Footer locale={data.locale} site={data.site.code} year={data.year} debugUi={debugUi}>
          {showStrip ? null : a11y}
        </Footer>
      )}
    </>
  );
}

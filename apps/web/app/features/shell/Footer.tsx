import type { Locale, SiteCode } from "@ironworks/domain";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data.ts";
import { useConsent } from "../consent/ConsentProvider.tsx";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useFlag } from "../flags/FlagsProvider.tsx";
import type { ShellKey } from "./messages.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { RegionPicker } from "./RegionPicker.tsx";

const SOCIAL = [
  { name: "Instagram", url: "https://www.instagram.com/ironworks.example" },
  { name: "YouTube", url: "https://www.youtube.com/@ironworks.example" },
  { name: "Facebook", url: "https://www.facebook.com/ironworks.example" },
  { name: "X", url: "https://x.com/ironworks_example" },
];

const APPS = [
  { name: "App Store", url: "https://apps.apple.com/app/ironworks-example/id6400000000" },
  { name: "Google Play", url: "https://play.google.com/store/apps/details?id=example.ironworks" },
];

/** The company's legal name in the copyright line (a name: the same in every language). */
const COMPANY = "Ironworks Fitness Equipment";
/** The content hub's name (a brand). */
const THE_INDEX = "The Index";

/** SPEC §2: returns exist for USA, APO and CAN, and on the European stores when the EU returns flag is on. */
const RETURNS_SITES: SiteCode[] = ["USA", "CAN", "APO"];
const EU_RETURNS_SITES: SiteCode[] = ["EUR", "GBR"];

interface FooterProps {
  locale: Locale;
  site: SiteCode;
  year: number;
  debugUi: boolean;
  /** Extra tools for the bottom bar (the accessibility panel when the top strip is hidden). */
  children?: React.ReactNode;
}

export function Footer({ locale, site, year, debugUi, children }: FooterProps) {
  const { url } = useLocaleTools();
  const t = useT<ShellKey>();
  const euReturns = useFlag("eu-returns");
  const returns = RETURNS_SITES.includes(site) || (euReturns && EU_RETURNS_SITES.includes(site));
  const help = [
    { label: t("shell.footer.shipping"), path: "/shipping-policy" },
    { label: t("shell.footer.warranty"), path: "/warranty" },
    ...(returns ? [{ label: t("shell.footer.returns"), path: "/rmaprocess" }] : []),
  ];
  const company = [
    { label: t("shell.footer.about"), path: "/about-us" },
    { label: THE_INDEX, path: "/theindex" },
    { label: t("shell.footer.events"), path: "/invitational" },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <NewsletterForm />
        <div className="site-footer__columns">
          <LinkColumn title={t("shell.footer.company")} links={company} url={url} />
          <LinkColumn title={t("shell.footer.help")} links={help} url={url} />
          <div>
            <h2 className="site-footer__heading">{t("shell.footer.follow")}</h2>
            <ul className="site-footer__links">
              {SOCIAL.map((s) => (
                <li key={s.name}>
                  <a href={s.url} aria-label={t("shell.footer.social", { network: s.name })} rel="noopener">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">{t("shell.footer.app")}</h2>
            <ul className="site-footer__links">
              {APPS.map((a) => (
                <li key={a.name}>
                  <a href={a.url} aria-label={t("shell.footer.appStore", { store: a.name })} rel="noopener">
                    {a.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <RegionPicker current={locale} />
        </div>
      </div>
      <FooterBottom year={year} debugUi={debugUi}>
        {children}
      </FooterBottom>
    </footer>
  );
}

function LinkColumn({
  title,
  links,
  url,
}: {
  title: string;
  links: { label: string; path: string }[];
  url: (path: string) => string;
}) {
  return (
    <div>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((l) => (
          <li key={l.path}>
            <a href={url(l.path)} data-discover="true">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Reopens the cookie notice so a visitor can change an earlier choice (no consent context: nothing). */
function CookiePreferencesButton() {
  const consent = useConsent();
  const t = useT<ShellKey>();
  const root = useRouteLoaderData("root") as RootData | undefined;
  // Native-app paths never show the notice (SPEC §2), so there is nothing to reopen there.
  if (!consent || root?.nativeApp) return null;
  return (
    <button type="button" className="site-footer__cookies" onClick={consent.reopen}>
      {t("shell.footer.cookies")}
    </button>
  );
}

/** Copyright, cookie preferences and the debug link; also the whole footer on checkout pages. */
export function FooterBottom({
  year,
  debugUi,
  children,
}: {
  year: number;
  debugUi: boolean;
  children?: React.ReactNode;
}) {
  const { url } = useLocaleTools();
  const t = useT<ShellKey>();
  return (
    <div className="site-footer__bottom">
      <p className="site-footer__copyright">
        © {year} {COMPANY}
      </p>
      {children}
      <CookiePreferencesButton />
      {debugUi ? (
        <a className="site-footer__debug" href={`${url("/")}?debug=1`}>
          {t("shell.footer.debug")}
        </a>
      ) : null}
    </div>
  );
}

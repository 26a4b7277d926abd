import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import type { AppFrameData } from "./app-pages.server.ts";
import type { AppKey } from "./messages.ts";
import { appStoreUrl, MIN_MESSAGING_VERSION } from "./native-app.ts";

/**
 * An app page (issue #24): no web header or footer (the shell leaves them out on these paths), a
 * heading, and — for an app older than 3.3.0 (SPEC §9) — a clear "update the app" notice first.
 */
export function AppFrame({
  frame,
  title,
  className,
  children,
}: {
  frame: AppFrameData;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className={`app-page${className ? ` ${className}` : ""}`} data-app-page="">
      {frame.update ? <UpdateNotice frame={frame} /> : null}
      <h1 className="app-page__title">{title}</h1>
      {children}
    </main>
  );
}

export function UpdateNotice({ frame }: { frame: AppFrameData }) {
  const t = useT<AppKey>();
  const { version, platform } = frame;
  // An app that does not say (or garbles) its version counts as the oldest: "0".
  const known = version !== null && version !== "0";
  return (
    <section className="app-update" aria-labelledby="app-update-title" data-testid="app-update">
      <h2 id="app-update-title">{t("native-app.update.title")}</h2>
      <p>
        {known
          ? t("native-app.update.text", { minimum: MIN_MESSAGING_VERSION, version })
          : t("native-app.update.unknownVersion", { minimum: MIN_MESSAGING_VERSION })}
      </p>
      <a className="btn btn--primary btn--m" href={appStoreUrl(platform ? { platform } : null)}>
        {t("native-app.update.link")}
      </a>
    </section>
  );
}

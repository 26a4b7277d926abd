import type { NotificationPreference } from "@ironworks/contracts";
import { Link, useFetcher } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { AppFrame } from "./AppFrame.tsx";
import type { AppFrameData, PreferencesActionData } from "./app-pages.server.ts";
import type { AppKey } from "./messages.ts";
import { TOPIC_KEY } from "./NotificationsView.tsx";

export interface PreferencesData {
  frame: AppFrameData;
  preferences: NotificationPreference[];
}

/**
 * Per-topic notification settings (SPEC §2 account/notifications/preferences): a push and an
 * e-mail switch for each topic, one form, saved on the customer. Works without JavaScript (the
 * route's action answers the page); hydrated, it saves in place and says so.
 */
export function PreferencesView({
  data,
  result,
  base,
}: {
  data: PreferencesData;
  result: PreferencesActionData | undefined;
  base: string;
}) {
  const t = useT<AppKey>();
  const { href } = useLocaleTools();
  const fetcher = useFetcher<PreferencesActionData>({ key: "app-preferences" });
  const answer = fetcher.state === "idle" ? (fetcher.data ?? result) : undefined;
  const shown = answer?.ok ? answer.preferences : data.preferences;
  const busy = fetcher.state !== "idle";
  return (
    <AppFrame frame={data.frame} title={t("native-app.preferences.title")} className="app-preferences">
      <p className="app-page__intro">{t("native-app.preferences.intro")}</p>
      <fetcher.Form method="post" className="app-preferences__form" data-testid="app-preferences-form">
        {shown.map((p) => (
          <fieldset key={p.topic} className="app-preferences__topic">
            <legend>{t(TOPIC_KEY[p.topic])}</legend>
            <input type="hidden" name="topic" value={p.topic} />
            <label className="app-switch">
              <input type="checkbox" name={`${p.topic}.push`} defaultChecked={p.push} />
              <span>{t("native-app.preferences.push")}</span>
            </label>
            <label className="app-switch">
              <input type="checkbox" name={`${p.topic}.email`} defaultChecked={p.email} />
              <span>{t("native-app.preferences.email")}</span>
            </label>
            {p.topic === "rapidFire" ? (
              <p className="app-page__note">{t("native-app.preferences.rapidFireNote")}</p>
            ) : null}
          </fieldset>
        ))}
        <button type="submit" className="btn btn--primary btn--l btn--full" disabled={busy} aria-disabled={busy}>
          {busy ? t("native-app.preferences.saving") : t("native-app.preferences.save")}
        </button>
        <p role="status" className="app-preferences__status" data-testid="app-preferences-status">
          {answer ? (answer.ok ? t("native-app.preferences.saved") : t("native-app.preferences.failed")) : null}
        </p>
      </fetcher.Form>
      <p>
        <Link to={href(base)}>{t("native-app.preferences.back")}</Link>
      </p>
    </AppFrame>
  );
}

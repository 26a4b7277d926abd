import type { NotificationTopic } from "@ironworks/contracts";
import { Link } from "react-router";
import { type Translate, useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { OrdersKey } from "../orders/messages.ts";
import { orderStatusText, shipmentStatusText } from "../orders/order-format.ts";
import { AppFrame } from "./AppFrame.tsx";
import type { AppFrameData, AppNotice } from "./app-pages.server.ts";
import type { AppKey } from "./messages.ts";

export interface NotificationsData {
  frame: AppFrameData;
  notices: AppNotice[];
  off: NotificationTopic[];
}

export const TOPIC_KEY: Record<NotificationTopic, AppKey> = {
  order: "native-app.topic.order",
  shipping: "native-app.topic.shipping",
  backInStock: "native-app.topic.backInStock",
  rapidFire: "native-app.topic.rapidFire",
};

/**
 * The notification centre (SPEC §2 account/notifications): order, shipping, back-in-stock and Rapid
 * Fire news for the topics the customer gets as push notifications; links to the settings and the
 * Rapid Fire page. `base` is where the page was opened (/account/notifications or /app/…).
 */
export function NotificationsView({ data, base }: { data: NotificationsData; base: string }) {
  const t = useT<AppKey>();
  const to = useT<OrdersKey>();
  const { href } = useLocaleTools();
  return (
    <AppFrame frame={data.frame} title={t("native-app.notifications.title")} className="app-notifications">
      <p className="app-page__intro">{t("native-app.notifications.intro")}</p>
      <ul className="app-links">
        <li>
          <Link to={href(`${base}/preferences`)}>{t("native-app.notifications.settings")}</Link>
        </li>
        <li>
          <Link to={href(`${base}/rapidfire`)}>{t("native-app.notifications.rapidFireLink")}</Link>
        </li>
      </ul>
      {data.notices.length === 0 ? (
        <p className="app-empty" data-testid="app-notifications-empty">
          {t("native-app.notifications.empty")}
        </p>
      ) : (
        <ul className="app-notices" data-testid="app-notices">
          {data.notices.map((n, i) => (
            <li key={`${n.kind}-${i}`} className={`app-notice-item app-notice-item--${n.topic}`}>
              <span className="app-notice-item__topic">{t(TOPIC_KEY[n.topic])}</span>
              <Notice notice={n} t={t} to={to} href={href} base={base} />
            </li>
          ))}
        </ul>
      )}
      {data.off.length > 0 ? (
        <p className="app-page__note">
          {t("native-app.notifications.off", { topics: data.off.map((topic) => t(TOPIC_KEY[topic])).join(", ") })}
        </p>
      ) : null}
    </AppFrame>
  );
}

function Notice({
  notice: n,
  t,
  to,
  href,
  base,
}: {
  notice: AppNotice;
  t: Translate<AppKey>;
  to: Translate<OrdersKey>;
  href: (p: string) => string;
  base: string;
}) {
  switch (n.kind) {
    case "order":
      return (
        <Link to={href(`/account/order/${encodeURIComponent(n.orderId)}`)}>
          {t("native-app.notifications.order", { orderId: n.orderId, status: orderStatusText(n.status, to) })}
        </Link>
      );
    case "shipment":
      return (
        <Link to={href(`/account/order/${encodeURIComponent(n.orderId)}`)}>
          {t("native-app.notifications.order", { orderId: n.orderId, status: shipmentStatusText(n.status, to) })}
        </Link>
      );
    case "bin": {
      const text = n.back
        ? t("native-app.notifications.binBack", { name: n.name })
        : t("native-app.notifications.binWaiting", { name: n.name });
      return n.url ? <Link to={href(n.url)}>{text}</Link> : <span>{text}</span>;
    }
    case "rapidFire":
      return <Link to={href(`${base}/rapidfire`)}>{t("native-app.notifications.rapidFire", { count: n.count })}</Link>;
  }
}

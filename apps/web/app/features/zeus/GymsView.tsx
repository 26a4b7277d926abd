import { Form, Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { ZeusKey } from "./messages.ts";
import type { ZeusProjectView } from "./zeus.server.ts";

/**
 * The shopper's gyms (/account/my-gyms) and saved designs with their share links
 * (/account/zeus-saved-design): open, duplicate, delete, ask for a quote; no JavaScript needed.
 */
export function GymsView({
  projects,
  done,
  error,
  designs,
}: {
  projects: ZeusProjectView[];
  done: "duplicated" | "deleted" | null;
  error: string | null;
  designs: boolean;
}) {
  const t = useT<ZeusKey>();
  const { price } = useLocaleTools();
  return (
    <main id="main" className="account-main zeus-page">
      <h1>{designs ? t("zeus.gyms.designsTitle") : t("zeus.gyms.title")}</h1>
      {done ? (
        <p className="zeus-notice" role="status">
          {t(done === "deleted" ? "zeus.gyms.deleted" : "zeus.gyms.duplicated")}
        </p>
      ) : null}
      {error ? (
        <p className="zeus-notice zeus-notice--error" role="alert">
          {t("zeus.gyms.failed")}
        </p>
      ) : null}
      <p>
        <Link className={buttonClass({ size: "s" })} to="/zeus-builder">
          {t("zeus.gyms.new")}
        </Link>
      </p>
      {projects.length === 0 ? (
        <p data-testid="zeus-gyms-empty">{t("zeus.gyms.empty")}</p>
      ) : (
        <ul className="zeus-cards" data-testid="zeus-gyms">
          {projects
            .filter((p) => !designs || p.shareToken)
            .map((p) => (
              <li key={p.projectId} className="zeus-card">
                <h2>
                  <Link to={`/zeus-builder/project/${p.projectId}`}>{p.name}</Link>
                </h2>
                <p>
                  {t("zeus.gyms.summary", { version: p.version, items: p.plan.items.length })} · {price(p.priced.total)}
                </p>
                {designs && p.shareToken ? (
                  <p>
                    <Link to={`/zeus-builder/project/shared?share=${p.shareToken}`}>{t("zeus.gyms.shared")}</Link>
                  </p>
                ) : null}
                <div className="zeus-row">
                  <Link
                    className={buttonClass({ size: "s", variant: "secondary" })}
                    to={`/account/custom-quoting?project=${p.projectId}`}
                  >
                    {t("zeus.editor.quote")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="projectId" value={p.projectId} />
                    <input type="hidden" name="name" value={p.name} />
                    <button
                      type="submit"
                      name="intent"
                      value="duplicate"
                      className={buttonClass({ size: "s", variant: "secondary" })}
                    >
                      {t("zeus.gyms.duplicate")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="projectId" value={p.projectId} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className={buttonClass({ size: "s", variant: "ghost" })}
                    >
                      {t("zeus.gyms.delete")}
                      <span className="visually-hidden"> {p.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
        </ul>
      )}
      {designs && projects.length > 0 && !projects.some((p) => p.shareToken) ? <p>{t("zeus.gyms.noShared")}</p> : null}
    </main>
  );
}

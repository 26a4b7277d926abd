import type { ReactNode } from "react";
import { type BreadcrumbItem, Breadcrumbs } from "../../../ui/Breadcrumbs.tsx";
import { buttonClass } from "../../../ui/Button.tsx";

/** The top of every list page: breadcrumbs, then the page title with whatever the page adds (links, the event). */
export function ListPageHeader({
  crumbs,
  title,
  children,
}: {
  crumbs: BreadcrumbItem[];
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="list-page__header">
        <h1 className="list-page__title">{title}</h1>
        {children}
      </header>
    </>
  );
}

/** The owner's notice after an action (redirected with a flash), announced politely. */
export function ListNoticeStatus({ notice }: { notice: { kind: "success" | "error"; message: string } | null }) {
  return (
    <div className="list-page__status" role="status" aria-live="polite">
      {notice ? (
        <p className={`list-notice list-notice--${notice.kind}`} data-testid="list-notice">
          {notice.message}
        </p>
      ) : null}
    </div>
  );
}

/** The message a list form's action answered when it refused the whole form. */
export function ListFormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="list-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * A small submit button of one item's form: it posts `intent`; screen readers hear which item it
 * acts on (`itemLabel`, after the visible label).
 */
export function ItemIntentButton({
  intent,
  itemLabel,
  ghost = false,
  disabled,
  children,
}: {
  intent: string;
  itemLabel: string;
  ghost?: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={buttonClass(ghost ? { size: "s", variant: "ghost" } : { size: "s" })}
      disabled={disabled}
    >
      {children}
      <span className="visually-hidden"> {itemLabel}</span>
    </button>
  );
}

/** The outcome of a console page's last write: saved, or why not. */
export type Notice = { ok: boolean; text: string } | null;

/** A console page's live region, announcing the last write's outcome to screen readers. */
export function StatusLine({ notice }: { notice: Notice }) {
  return (
    <div role="status" aria-live="polite">
      {notice ? <p className={notice.ok ? "admin-ok" : "admin-alert"}>{notice.text}</p> : null}
    </div>
  );
}

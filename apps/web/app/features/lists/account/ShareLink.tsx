import { useT } from "../../../lib/i18n/messages.ts";
import type { ListsKey } from "../messages.ts";

/** The public address of a list, readable and selectable (copying needs no script). */
export function ShareLink({ url, label }: { url: string; label: string }) {
  const t = useT<ListsKey>();
  return (
    <div className="list-share">
      <label htmlFor="list-share-url" className="list-form__label">
        {label}
      </label>
      <div className="list-share__row">
        <input
          id="list-share-url"
          className="list-form__input list-share__url"
          type="url"
          readOnly
          value={url}
          data-testid="share-url"
          onFocus={(e) => e.currentTarget.select()}
        />
        <a href={url} className="list-share__open">
          {t("lists.share.open")}
        </a>
      </div>
    </div>
  );
}

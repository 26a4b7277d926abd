/** The public address of a list, readable and selectable (copying needs no script). */
export function ShareLink({ url, label }: { url: string; label: string }) {
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
          Open
        </a>
      </div>
    </div>
  );
}

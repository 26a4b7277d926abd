/** A visible asterisk for sighted shoppers, "required" for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span className="option-required" aria-hidden="true">
        {" *"}
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

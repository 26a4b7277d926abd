import { errorId } from "./purchase.ts";

/** A field's first error, next to it; the field points at it with aria-describedby (see invalidProps). */
export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="field-error">
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby for an input showing `message` (plus any hint it already describes itself with). */
export function invalidProps(field: string, message: string | undefined, hint?: string) {
  return { ...groupInvalidProps(field, message, hint), "aria-invalid": message ? true : undefined } as const;
}

/**
 * For a fieldset of radios or checkboxes: described by its error (aria-invalid does not belong on a
 * group or a radio). data-invalid lets a refused submit find the first field in error.
 */
export function groupInvalidProps(field: string, message: string | undefined, hint?: string) {
  const describedBy = [hint, message ? errorId(field) : undefined].filter(Boolean).join(" ");
  return { "aria-describedby": describedBy || undefined, "data-invalid": message ? true : undefined } as const;
}

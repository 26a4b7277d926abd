import { useEffect, useRef, useState } from "react";
import { AdminButton } from "../AdminButton.tsx";

/**
 * A delete with a second, explicit press: `label` arms it, then `confirmLabel` does it or `keepLabel`
 * backs out (a keyboard user lands on the confirming button, and back on `label` after "keep").
 */
export function TwoStepDelete({
  label,
  confirmLabel = "Delete for good",
  keepLabel = "Keep it",
  disabled = false,
  size,
  onDelete,
}: {
  label: string;
  confirmLabel?: string;
  keepLabel?: string;
  disabled?: boolean;
  size?: "s";
  onDelete: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const moved = useRef(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const armRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (confirming ? confirmRef : armRef).current?.focus();
  }, [confirming]);
  const to = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };
  return confirming ? (
    <span className="admin-two-step">
      <AdminButton
        ref={confirmRef}
        type="button"
        size={size}
        disabled={disabled}
        onClick={async () => {
          await onDelete();
          setConfirming(false);
        }}
      >
        {confirmLabel}
      </AdminButton>{" "}
      <AdminButton type="button" variant="secondary" size={size} onClick={() => to(false)}>
        {keepLabel}
      </AdminButton>
    </span>
  ) : (
    <AdminButton
      ref={armRef}
      type="button"
      variant="secondary"
      size={size}
      disabled={disabled}
      onClick={() => to(true)}
    >
      {label}
    </AdminButton>
  );
}

/**
 * "Delete …" with a second, explicit press (a keyboard user tabs to "Delete for good" or "Keep it");
 * `onDelete` answers an error text to show, or null when it went.
 */
export function DeleteSection({
  id,
  what,
  children,
  onDelete,
}: {
  id: string;
  what: string;
  children: React.ReactNode;
  onDelete: () => Promise<string | null>;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Delete</h2>
      <p>{children}</p>
      {error ? <p role="alert">{error}</p> : null}
      <TwoStepDelete label={`Delete ${what}…`} onDelete={async () => setError(await onDelete())} />
    </section>
  );
}

import { useState } from "react";
import { AdminButton } from "../AdminButton.tsx";

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
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Delete</h2>
      <p>{children}</p>
      {error ? <p role="alert">{error}</p> : null}
      {confirming ? (
        <p>
          <AdminButton
            type="button"
            onClick={async () => {
              const failed = await onDelete();
              setConfirming(false);
              setError(failed);
            }}
          >
            Delete for good
          </AdminButton>{" "}
          <AdminButton type="button" variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </AdminButton>
        </p>
      ) : (
        <AdminButton type="button" variant="secondary" onClick={() => setConfirming(true)}>
          Delete {what}…
        </AdminButton>
      )}
    </section>
  );
}

import type { FormEvent, ReactNode } from "react";
import { AdminButton } from "../AdminButton.tsx";

/** A titled edit form opened from a list row (a stock count, a flag's value): its fields, Save and Cancel. */
export function EditPanel(props: {
  id: string;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <form className="admin-form" onSubmit={props.onSubmit}>
        {props.children}
        <AdminButton type="submit" disabled={props.busy}>
          {props.submitLabel}
        </AdminButton>
        <AdminButton variant="secondary" onClick={props.onCancel}>
          Cancel
        </AdminButton>
      </form>
    </section>
  );
}

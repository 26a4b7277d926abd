import type { ReactNode } from "react";
import type { ApiResult } from "../admin-api.ts";
import { AdminButton } from "../AdminButton.tsx";
import { LANGUAGES, type LanguageCode } from "./languages.ts";

/** What went wrong, field first (the server names it, ADR 0039). */
export function problemText(result: ApiResult<unknown>): string {
  if (result.ok) return "";
  const field = result.error.fields[0];
  return field ? `${field.field}: ${field.message}` : result.error.message;
}

/** A contracts schema's first complaint about a form, as "field: message". */
export function issueText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return `${issue?.path.map(String).join(".")}: ${issue?.message}`;
}

/** The copy language of an editor (en is the entity's own text). */
export function LanguageSelect({
  id,
  value,
  onChange,
  label = "Language",
}: {
  id: string;
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  label?: string;
}) {
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as LanguageCode)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label} ({l.code})
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A 409 version_conflict: someone saved first. Their version is described by the caller; the member
 * keeps their edits (saving again over theirs) or takes theirs.
 */
export function ConflictNotice({
  what,
  children,
  onKeepMine,
  onUseTheirs,
}: {
  what: string;
  children: ReactNode;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  return (
    <section className="admin-alert" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Someone else saved this {what} first</h2>
      <p>Your changes were not saved. {children}</p>
      <div className="admin-filters">
        <AdminButton size="s" onClick={onKeepMine}>
          Keep my edits
        </AdminButton>
        <AdminButton size="s" variant="secondary" onClick={onUseTheirs}>
          Use their version
        </AdminButton>
      </div>
    </section>
  );
}

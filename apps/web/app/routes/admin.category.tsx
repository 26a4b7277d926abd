import { StaffCategoryEdit } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { DeleteSection } from "../features/admin/content/DeleteSection.tsx";
import { ConflictNotice, issueText, LanguageSelect, problemText } from "../features/admin/content/EditorParts.tsx";
import { type LanguageCode, languageOf } from "../features/admin/content/languages.ts";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.category";

type Copy = { name: string; description: string; urlKey: string };
interface Category {
  id: number;
  parentId: number | null;
  position: number;
  isActive: boolean;
  urlPath: string;
  paths: Record<LanguageCode, string | null>;
  copy: Record<LanguageCode, Copy>;
  version: number;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [category, list] = await Promise.all([
    loadStaff<Category>(`/categories/${encodeURIComponent(params.id)}`),
    loadStaff<{ categories: { id: number; name: string; urlPath: string }[] }>("/categories"),
  ]);
  return { category, parents: list.categories, language: languageOf(request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const asForm = (c: Category) => ({
  copy: c.copy,
  parentId: c.parentId === null ? "" : String(c.parentId),
  position: String(c.position),
  isActive: c.isActive,
});

/**
 * One category: name, description and URL key in each language, parent, position, enabled. A save
 * names the version it read; someone else's save in between is shown (409), never overwritten.
 */
export default function AdminCategory({ loaderData }: Route.ComponentProps) {
  const [base, setBase] = useState(loaderData.category);
  const [form, setForm] = useState(() => asForm(loaderData.category));
  const [language, setLanguage] = useState<LanguageCode>(loaderData.language);
  const [message, setMessage] = useState<Notice>(null);
  const [conflict, setConflict] = useState<Category | null>(null);
  const navigate = useNavigate();
  const copy = form.copy[language];

  // Only an empty category goes (409 category_not_empty otherwise: disable it instead); its URLs lead to its parent.
  async function remove() {
    const result = await staffApi.delete(`/categories/${base.id}?version=${base.version}`);
    if (!result.ok) return problemText(result);
    navigate("/admin/categories");
    return null;
  }
  const setCopy = (field: keyof Copy, value: string) =>
    setForm({ ...form, copy: { ...form.copy, [language]: { ...copy, [field]: value } } });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCategoryEdit.safeParse({
      version: base.version,
      parentId: form.parentId === "" ? null : Number(form.parentId),
      position: Number(form.position),
      isActive: form.isActive,
      copy: form.copy,
    });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.put<Category>(`/categories/${base.id}`, parsed.data);
    if (result.ok) {
      setBase(result.data);
      setForm(asForm(result.data));
      setConflict(null);
      setMessage({ ok: true, text: "Saved. Old URLs now redirect to the new ones." });
    } else if (result.status === 409 && result.error.code === "version_conflict") {
      setConflict((result.error.details as { current: Category }).current);
      setMessage(null);
    } else setMessage({ ok: false, text: problemText(result) });
  }

  return (
    <>
      <p>
        <Link to="/admin/categories">All categories</Link>
      </p>
      <h1>
        {base.copy.en.name} <small>/{base.urlPath}</small>
      </h1>
      {conflict ? (
        <ConflictNotice
          what="category"
          onKeepMine={() => {
            setBase(conflict);
            setConflict(null);
          }}
          onUseTheirs={() => {
            setBase(conflict);
            setForm(asForm(conflict));
            setConflict(null);
          }}
        >
          Their version: “{conflict.copy.en.name}” at /{conflict.urlPath}, position {conflict.position},{" "}
          {conflict.isActive ? "enabled" : "disabled"}.
        </ConflictNotice>
      ) : null}
      <StatusLine notice={message} />
      <form className="admin-form" onSubmit={save} noValidate>
        <LanguageSelect id="category-language" value={language} onChange={setLanguage} />
        <label htmlFor="category-name">
          Name ({language})
          <input
            id="category-name"
            lang={language}
            value={copy.name}
            placeholder={language === "en" ? undefined : `${form.copy.en.name} (English shows)`}
            onChange={(e) => setCopy("name", e.currentTarget.value)}
          />
        </label>
        <label htmlFor="category-description">
          Description ({language})
          <textarea
            id="category-description"
            lang={language}
            rows={4}
            value={copy.description}
            onChange={(e) => setCopy("description", e.currentTarget.value)}
          />
        </label>
        <label htmlFor="category-url-key">
          URL key ({language})
          <input
            id="category-url-key"
            value={copy.urlKey}
            placeholder={language === "en" ? undefined : `${form.copy.en.urlKey} (English URL)`}
            aria-describedby="category-url-now"
            onChange={(e) => setCopy("urlKey", e.currentTarget.value)}
          />
        </label>
        <p id="category-url-now">
          Now at <code>{base.paths[language] ?? base.paths.en}</code>. Changing it leaves a 301 redirect from the old
          URL.
        </p>
        <label htmlFor="category-parent">
          Parent
          <select
            id="category-parent"
            value={form.parentId}
            onChange={(e) => setForm({ ...form, parentId: e.currentTarget.value })}
          >
            <option value="">(top level)</option>
            {loaderData.parents
              .filter((p) => p.id !== base.id)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (/{p.urlPath})
                </option>
              ))}
          </select>
        </label>
        <label htmlFor="category-position">
          Position
          <input
            id="category-position"
            inputMode="numeric"
            value={form.position}
            onChange={(e) => setForm({ ...form, position: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="category-active" className="admin-check">
          <input
            id="category-active"
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => setForm({ ...form, isActive: e.currentTarget.checked })}
          />
          Enabled
        </label>
        <AdminButton type="submit">Save</AdminButton>
      </form>
      <DeleteSection id="category-delete" what="category" onDelete={remove}>
        Only a category without sub-categories or products can be deleted; its URLs then redirect to its parent's. To
        hide one that has them, clear Enabled.
      </DeleteSection>
    </>
  );
}

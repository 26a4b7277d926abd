import { type ContentBlock, StaffCmsPageEdit } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { DeleteSection } from "../features/admin/content/DeleteSection.tsx";
import { ConflictNotice, issueText, LanguageSelect, problemText } from "../features/admin/content/EditorParts.tsx";
import { type LanguageCode, languageOf, STOREFRONT_PREFIX } from "../features/admin/content/languages.ts";
import { PreviewFrame } from "../features/admin/content/PreviewFrame.tsx";
import { textFields, withText } from "../features/admin/content/text-fields.ts";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.cms-page";

interface Page {
  id: number;
  identifier: string;
  site: string;
  url: string;
  isActive: boolean;
  locale: LanguageCode;
  title: string;
  metaDescription: string;
  /** null: not translated yet (shoppers see the English blocks). */
  blocks: ContentBlock[] | null;
  english: { title: string; metaDescription: string; blocks: ContentBlock[] };
  version: number;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = languageOf(request);
  return loadStaff<Page>(`/cms/pages/${encodeURIComponent(params.id)}?locale=${locale}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function AdminCmsPage({ loaderData }: Route.ComponentProps) {
  return <PageEditor key={`${loaderData.id}:${loaderData.locale}`} page={loaderData} />;
}

const asForm = (p: Page) => ({
  title: p.title,
  metaDescription: p.metaDescription,
  // Another language starts from the English blocks: the translator rewrites their words.
  blocks: p.blocks ?? p.english.blocks,
  isActive: p.isActive,
});

/**
 * A CMS page in one language: its title, description and the words of its blocks, with a live
 * preview through the storefront's own components; Publish saves (version checked, 409 shown).
 */
function PageEditor({ page }: { page: Page }) {
  const navigate = useNavigate();
  const [base, setBase] = useState(page);
  const [form, setForm] = useState(() => asForm(page));
  const [json, setJson] = useState<string | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const [conflict, setConflict] = useState<Page | null>(null);
  const english = textFields(base.english.blocks);
  const fields = textFields(form.blocks);
  const language = base.locale;
  const storefrontUrl = `${STOREFRONT_PREFIX[language]}${base.url}`;

  async function publish(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCmsPageEdit.safeParse({ version: base.version, locale: language, ...form });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.put<Page>(`/cms/pages/${base.id}`, parsed.data);
    if (result.ok) {
      setBase(result.data);
      setForm(asForm(result.data));
      setConflict(null);
      setMessage({ ok: true, text: `Published. ${base.url ? `Shoppers see it at ${storefrontUrl}.` : ""}` });
    } else if (result.status === 409) {
      setConflict((result.error.details as { current: Page }).current);
      setMessage(null);
    } else setMessage({ ok: false, text: problemText(result) });
  }

  return (
    <>
      <p>
        <Link to="/admin/content">All content</Link>
      </p>
      <h1>
        {base.english.title}{" "}
        <small>
          ({base.identifier}, {base.site})
        </small>
      </h1>
      {conflict ? (
        <ConflictNotice
          what="page"
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
          Their title ({conflict.locale}): “{conflict.title || conflict.english.title}”.
        </ConflictNotice>
      ) : null}
      <StatusLine notice={message} />
      <div className="admin-split">
        <form className="admin-form" onSubmit={publish} noValidate>
          <LanguageSelect
            id="page-language"
            value={language}
            onChange={(l) => navigate(`/admin/content/pages/${base.id}?locale=${l}`)}
          />
          {language !== "en" && !base.blocks ? (
            <p className="admin-hint">
              Not translated yet: shoppers see English. The fields start from the English text.
            </p>
          ) : null}
          <label htmlFor="page-title">
            Title ({language})
            <input
              id="page-title"
              lang={language}
              value={form.title}
              placeholder={language === "en" ? undefined : base.english.title}
              onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
            />
          </label>
          <label htmlFor="page-meta">
            Meta description ({language})
            <textarea
              id="page-meta"
              lang={language}
              rows={2}
              value={form.metaDescription}
              placeholder={language === "en" ? undefined : base.english.metaDescription}
              onChange={(e) => setForm({ ...form, metaDescription: e.currentTarget.value })}
            />
          </label>
          <fieldset>
            <legend>Text of the blocks ({language})</legend>
            {fields.map((f, i) => {
              const id = `page-text-${i}`;
              const source = english.find((x) => x.path.join(".") === f.path.join("."));
              return (
                <div key={f.path.join(".")}>
                  <label htmlFor={id}>
                    {f.label}
                    <textarea
                      id={id}
                      lang={language}
                      rows={Math.min(12, 2 + Math.ceil(f.value.length / 90))}
                      value={f.value}
                      onChange={(e) =>
                        setForm({ ...form, blocks: withText(form.blocks, f.path, e.currentTarget.value) })
                      }
                    />
                  </label>
                  {language !== "en" && source ? (
                    <details>
                      <summary>English</summary>
                      <p lang="en" className="admin-code">
                        {source.value}
                      </p>
                    </details>
                  ) : null}
                </div>
              );
            })}
            {fields.length === 0 ? <p>This page has no text blocks.</p> : null}
          </fieldset>
          <details>
            <summary>Blocks as JSON (structure)</summary>
            <label htmlFor="page-json">
              Blocks
              <textarea
                id="page-json"
                rows={12}
                className="admin-code"
                value={json ?? JSON.stringify(form.blocks, null, 2)}
                onChange={(e) => setJson(e.currentTarget.value)}
                onBlur={() => {
                  if (json === null) return;
                  try {
                    const parsed = StaffCmsPageEdit.shape.blocks.safeParse(JSON.parse(json));
                    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
                    setForm({ ...form, blocks: parsed.data });
                    setJson(null);
                    setMessage(null);
                  } catch (err) {
                    setMessage({ ok: false, text: `Blocks: not valid (${(err as Error).message})` });
                  }
                }}
              />
            </label>
          </details>
          <label htmlFor="page-active" className="admin-check">
            <input
              id="page-active"
              type="checkbox"
              checked={form.isActive}
              onChange={(e) => setForm({ ...form, isActive: e.currentTarget.checked })}
            />
            Shown on the storefront
          </label>
          <AdminButton type="submit">Publish</AdminButton>
        </form>
        <PreviewFrame
          src={`${STOREFRONT_PREFIX[language]}/preview/cms`}
          title={form.title || base.english.title}
          blocks={form.blocks}
        />
      </div>
      <DeleteSection
        id="page-delete"
        what="page"
        onDelete={async () => {
          const result = await staffApi.delete(`/cms/pages/${base.id}?version=${base.version}`);
          if (!result.ok) return problemText(result);
          navigate("/admin/content");
          return null;
        }}
      >
        The page and its address go, in every language (clear “Shown on the storefront” to hide it instead).
      </DeleteSection>
    </>
  );
}

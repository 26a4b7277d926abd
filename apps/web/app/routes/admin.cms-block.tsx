import { StaffCmsBlockEdit } from "@ironworks/contracts";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { DeleteSection } from "../features/admin/content/DeleteSection.tsx";
import { issueText, LanguageSelect, problemText } from "../features/admin/content/EditorParts.tsx";
import { type LanguageCode, languageOf, STOREFRONT_PREFIX } from "../features/admin/content/languages.ts";
import { PreviewFrame } from "../features/admin/content/PreviewFrame.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.cms-block";

interface Block {
  name: string;
  site: string;
  active: boolean;
  locale: LanguageCode;
  content: string;
  english: string;
  version: number;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const path = `/cms/blocks/${encodeURIComponent(params.site)}/${encodeURIComponent(params.name)}`;
  return loadStaff<Block>(`${path}?locale=${languageOf(request)}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function AdminCmsBlock({ loaderData }: Route.ComponentProps) {
  return <BlockEditor key={`${loaderData.site}:${loaderData.name}:${loaderData.locale}`} block={loaderData} />;
}

/** A CMS block's HTML in one language (empty: shoppers see English); Publish saves with its version. */
function BlockEditor({ block }: { block: Block }) {
  const navigate = useNavigate();
  const [base, setBase] = useState(block);
  const [content, setContent] = useState(block.content);
  const [active, setActive] = useState(block.active);
  const [message, setMessage] = useState<Notice>(null);
  const shown = content.trim() ? content : base.english;
  const previewBlocks = useMemo(() => [{ name: "RichText", props: { html: shown } }], [shown]);
  const path = `/admin/content/blocks/${encodeURIComponent(base.site)}/${encodeURIComponent(base.name)}`;

  async function publish(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCmsBlockEdit.safeParse({ version: base.version, locale: base.locale, content, active });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.put<Block>(
      `/cms/blocks/${encodeURIComponent(base.site)}/${encodeURIComponent(base.name)}`,
      parsed.data,
    );
    if (result.ok) {
      setBase(result.data);
      setContent(result.data.content);
      setActive(result.data.active);
      setMessage({ ok: true, text: "Published." });
    } else if (result.status === 409) {
      const current = (result.error.details as { current: Block }).current;
      setBase({ ...current });
      setMessage({
        ok: false,
        text: "Someone else published this block first; your text is kept below. Publish again to replace theirs, or reload to see it.",
      });
    } else setMessage({ ok: false, text: problemText(result) });
  }

  return (
    <>
      <p>
        <Link to="/admin/content">All content</Link>
      </p>
      <h1>
        Block {base.name} <small>({base.site})</small>
      </h1>
      <StatusLine notice={message} />
      <div className="admin-split">
        <form className="admin-form" onSubmit={publish} noValidate>
          <LanguageSelect id="block-language" value={base.locale} onChange={(l) => navigate(`${path}?locale=${l}`)} />
          <label htmlFor="block-content">
            HTML ({base.locale})
            <textarea
              id="block-content"
              className="admin-code"
              lang={base.locale}
              rows={8}
              value={content}
              placeholder={base.locale === "en" ? undefined : "Not translated: shoppers see English"}
              onChange={(e) => setContent(e.currentTarget.value)}
            />
          </label>
          {base.locale !== "en" ? (
            <details>
              <summary>English</summary>
              <p lang="en" className="admin-code">
                {base.english}
              </p>
            </details>
          ) : null}
          <label htmlFor="block-active" className="admin-check">
            <input
              id="block-active"
              type="checkbox"
              checked={active}
              onChange={(e) => setActive(e.currentTarget.checked)}
            />
            Active
          </label>
          <AdminButton type="submit">Publish</AdminButton>
        </form>
        {/* The draft as the storefront's rich text renders it, in the language's store, under the block's
          name (an empty translation shows the English, as shoppers would see it). */}
        <PreviewFrame
          src={`${STOREFRONT_PREFIX[base.locale]}/preview/cms`}
          title={`Block ${base.name}`}
          blocks={previewBlocks}
        />
      </div>
      <DeleteSection
        id="block-delete"
        what="block"
        onDelete={async () => {
          const result = await staffApi.delete(
            `/cms/blocks/${encodeURIComponent(base.site)}/${encodeURIComponent(base.name)}?version=${base.version}`,
          );
          if (!result.ok) return problemText(result);
          navigate("/admin/content");
          return null;
        }}
      >
        The block goes in every language; pages that place it show nothing there (clear Active to hide it instead).
      </DeleteSection>
    </>
  );
}

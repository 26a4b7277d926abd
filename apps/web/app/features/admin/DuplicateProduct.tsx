import { StaffProductDuplicate } from "@ironworks/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { staffApi } from "./admin-api.ts";
import { AdminButton } from "./AdminButton.tsx";
import type { Notice } from "./StatusLine.tsx";
import { urlKeyFrom } from "@ironworks/domain/url-key";

/**
 * A new product from this one (POST /products/:id/duplicate): SKU, URL key and name; the copy opens
 * in the editor, hidden and with no stock, for the merchandiser to finish and list.
 */
export function DuplicateProduct({
  productId,
  type,
  say,
}: {
  productId: number;
  type: string;
  /** The page's one live region (the editor's status line). */
  say: (notice: Notice) => void;
}) {
  const navigate = useNavigate();
  const [sku, setSku] = useState("");
  const [name, setName] = useState("");
  const [urlKey, setUrlKey] = useState("");
  if (type === "configurable") return null;

  async function duplicate(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffProductDuplicate.safeParse({ sku, name, urlKey: urlKey || urlKeyFrom(name) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      say({ ok: false, text: `${String(issue?.path[0] ?? "Value")}: ${issue?.message}` });
      return;
    }
    const result = await staffApi.post<{ id: number }>(`/products/${productId}/duplicate`, parsed.data);
    if (!result.ok) {
      say({
        ok: false,
        text: result.error.fields[0]
          ? `${result.error.fields[0].field}: ${result.error.fields[0].message}`
          : result.error.message,
      });
      return;
    }
    navigate(`/admin/products/${result.data.id}`);
  }

  return (
    <section aria-labelledby="duplicate-title">
      <h2 id="duplicate-title">New product from this one</h2>
      <p className="admin-hint">
        Copies the copy in every language (but the name), prices, attributes, options, gallery and categories. The new
        product is hidden and has no stock until you list it.
      </p>
      <form className="admin-form" onSubmit={duplicate}>
        <label htmlFor="duplicate-sku">New SKU</label>
        <input id="duplicate-sku" maxLength={64} value={sku} onChange={(e) => setSku(e.currentTarget.value)} />
        <label htmlFor="duplicate-name">New name (English)</label>
        <input id="duplicate-name" maxLength={255} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <label htmlFor="duplicate-url">URL key (from the name when empty)</label>
        <input
          id="duplicate-url"
          maxLength={200}
          placeholder={urlKeyFrom(name)}
          value={urlKey}
          onChange={(e) => setUrlKey(e.currentTarget.value)}
        />
        <AdminButton type="submit" variant="secondary">
          Create the new product
        </AdminButton>
      </form>
    </section>
  );
}

import type { StaffProduct } from "@ironworks/contracts";
import { useRef, useState } from "react";
import { STAFF_API } from "./admin-api.ts";
import { AdminButton } from "./AdminButton.tsx";
import type { Notice } from "./StatusLine.tsx";

/** What the server takes (it tells the type by the bytes; this only filters the file picker). */
const ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_FILES = 10;
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Upload images to a product's gallery (POST /svc_staff/products/:id/images, multipart): one or more
 * JPEG, PNG or WebP files of up to 10 MB, with an English alt text; the server re-encodes them at the
 * store's image widths and appends them to the gallery under the version the editor read (409 when
 * someone saved since). The answer is the product at its new version.
 */
export function GalleryUpload({
  productId,
  version,
  onUploaded,
  say,
}: {
  productId: number;
  version: string;
  onUploaded: (product: StaffProduct) => void;
  say: (notice: Notice) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);

  async function upload() {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return say({ ok: false, text: "Choose one or more images first." });
    if (files.length > MAX_FILES) return say({ ok: false, text: `At most ${MAX_FILES} images at once.` });
    const big = files.find((f) => f.size > MAX_BYTES);
    if (big) return say({ ok: false, text: `${big.name} is over 10 MB.` });
    const form = new FormData();
    form.set("version", version);
    form.set("label", label);
    for (const f of files) form.append("image", f, f.name);
    setBusy(true);
    let res: Response | null = null;
    try {
      res = await fetch(`${STAFF_API}/products/${productId}/images`, {
        method: "POST",
        credentials: "same-origin",
        body: form,
      });
    } catch {
      res = null;
    }
    setBusy(false);
    const body = (await res?.json().catch(() => null)) as
      | (StaffProduct & { error?: undefined })
      | { error: { message: string; code: string; details?: { fields?: { message: string }[] } } }
      | null;
    if (res?.ok && body && !body.error) {
      if (input.current) input.current.value = "";
      setLabel("");
      onUploaded(body as StaffProduct);
      say({ ok: true, text: `${files.length} image(s) uploaded.` });
      return;
    }
    const error = body?.error;
    say({
      ok: false,
      text:
        res?.status === 409
          ? "Someone saved this product since you opened it: reload it, then upload again."
          : error?.details?.fields?.length
            ? error.details.fields.map((f) => f.message).join(" ")
            : (error?.message ?? "The upload did not reach the server. Try again."),
    });
  }

  return (
    // Not a form of its own: it sits inside the editor's form (forms do not nest).
    <fieldset className="admin-upload">
      <legend>Upload images</legend>
      <label htmlFor="upload-files">
        Images (JPEG, PNG or WebP, up to 10 MB each)
        <input id="upload-files" ref={input} type="file" accept={ACCEPT} multiple />
      </label>
      <label htmlFor="upload-alt">
        Alt text of the new images (en)
        <input id="upload-alt" maxLength={255} value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
      </label>
      <AdminButton size="s" disabled={busy} onClick={upload}>
        {busy ? "Uploading…" : "Upload"}
      </AdminButton>
    </fieldset>
  );
}

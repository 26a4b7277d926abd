import type { ContentBlock } from "@ironworks/contracts";
import { useEffect, useRef, useState } from "react";

/**
 * The preview's messages (@ironworks/contracts/blocks CMS_PREVIEW_MESSAGE and CMS_PREVIEW_READY, which
 * routes/preview.cms.tsx imports), written here so the console shares no module with a storefront route
 * (admin-api.ts says why).
 */
const PREVIEW_MESSAGE = "iw-cms-preview";
const PREVIEW_READY = "iw-cms-preview-ready";

const WIDTHS = [
  { value: "100%", label: "Full width" },
  { value: "390px", label: "Phone (390 px)" },
] as const;

/**
 * A live preview: the storefront's own preview route in a frame, rendering the draft with the
 * storefront's components. The draft goes over postMessage to this origin only, whenever it changes
 * and when the frame says it is ready; nothing is saved until the member publishes.
 */
export function PreviewFrame({ src, title, blocks }: { src: string; title: string; blocks: ContentBlock[] }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<string>(WIDTHS[0].value);
  const draft = useRef<{ type: string; title: string; blocks: ContentBlock[] }>({
    type: PREVIEW_MESSAGE,
    title,
    blocks,
  });
  draft.current = { type: PREVIEW_MESSAGE, title, blocks };

  useEffect(() => {
    const send = () => frame.current?.contentWindow?.postMessage(draft.current, window.location.origin);
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      if ((e.data as { type?: string } | null)?.type === PREVIEW_READY) send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    frame.current?.contentWindow?.postMessage(draft.current, window.location.origin);
  }, [title, blocks]);

  return (
    <section className="admin-preview" aria-labelledby="preview-title">
      <div className="admin-filters">
        <h2 id="preview-title">Preview</h2>
        <label>
          Width
          <select value={width} onChange={(e) => setWidth(e.currentTarget.value)}>
            {WIDTHS.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <iframe
        ref={frame}
        src={src}
        title="Storefront preview of the draft"
        style={{ width }}
        className="admin-preview__frame"
      />
    </section>
  );
}

import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { EmbedDocument, lookUpSku, ProductCardEmbed, VideoEmbed, videoProblem } from "./embeds.ts";

/**
 * The Index post body's rich-text editor (issue #19 item 4, ADR 0046): Tiptap 3 over ProseMirror,
 * loaded only by the console's post editor through a lazy import (never in a storefront chunk: the
 * first-view build test). Its marks and nodes are those the server's sanitizer keeps (headings 2–4,
 * lists, quotes, code, links, images, rules) and the embeds of ADR 0055 (a product card by SKU, a
 * video of the store's own); the HTML it produces is sanitized again on save.
 * Keyboard: the usual shortcuts (Ctrl/⌘+B, I, Alt+2…), Tab leaves the text, the toolbar is one tab
 * stop with its buttons reached by the arrow keys.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  poster = "",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** A video's poster unless the author names another (the post's featured image). */
  poster?: string;
}) {
  // What the last insert did or why it did not (read out: a live region).
  const [said, say] = useState("");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        document: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ["https", "mailto"], defaultProtocol: "https" },
      }),
      EmbedDocument,
      Image,
      ProductCardEmbed,
      VideoEmbed,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: "admin-rich-text__content",
        "data-testid": "index-rich-text",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  if (!editor) return <p className="admin-rich-text__loading">Loading the editor…</p>;
  return (
    <div className="admin-rich-text">
      <Toolbar editor={editor} label={label} context={{ say, poster }} />
      <EditorContent editor={editor} />
      <p className="admin-rich-text__said" aria-live="polite" data-testid="index-rich-text-status">
        {said}
      </p>
    </div>
  );
}

type Command = {
  name: string;
  /** What the button shows (short); `name` is its accessible name. */
  text: string;
  keys?: string;
  active?: (e: Editor) => boolean;
  run: (e: Editor, context: Context) => unknown;
};
type Context = { say: (message: string) => void; poster: string };
/* Embeds go in after the selection (never over it: a card just inserted stays selected). */

const COMMANDS: Command[] = [
  {
    name: "Bold",
    text: "B",
    keys: "Control+B",
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: "Italic",
    text: "I",
    keys: "Control+I",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: "Heading 2",
    text: "H2",
    keys: "Control+Alt+2",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: "Heading 3",
    text: "H3",
    keys: "Control+Alt+3",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: "Bulleted list",
    text: "• List",
    keys: "Control+Shift+8",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: "Numbered list",
    text: "1. List",
    keys: "Control+Shift+7",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: "Quote",
    text: "“ ”",
    keys: "Control+Shift+B",
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    name: "Link",
    text: "Link",
    active: (e) => e.isActive("link"),
    run: (e) => {
      const current = (e.getAttributes("link").href as string | undefined) ?? "";
      const href = window.prompt(
        "Link address (https://…, mailto:… or a path such as /products/…); empty removes the link",
        current,
      );
      if (href === null) return;
      if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
      else e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    },
  },
  {
    name: "Image",
    text: "Image",
    run: (e) => {
      const src = window.prompt("Image address (/media/… or https://…)");
      if (!src?.trim()) return;
      const alt = window.prompt("Describe the image for people who cannot see it") ?? "";
      e.chain().focus().setImage({ src: src.trim(), alt }).run();
    },
  },
  {
    name: "Product card",
    text: "Product",
    run: async (e, { say }) => {
      const typed = window.prompt("SKU of the product to show as a card (as in the product list)");
      if (!typed?.trim()) return;
      say(`Checking ${typed.trim()}…`);
      const found = await lookUpSku(typed);
      if (!found.ok) return say(found.message);
      e.chain()
        .focus()
        .insertContentAt(e.state.selection.to, { type: "productCard", attrs: { sku: found.sku } })
        .run();
      say(
        found.listed
          ? `Product card inserted: ${found.name} (${found.sku}).`
          : `Product card inserted: ${found.name} (${found.sku}). It is hidden from the store, so the card shows nothing until it is listed.`,
      );
    },
  },
  {
    name: "Video",
    text: "Video",
    run: (e, { say, poster }) => {
      const src = window.prompt("Video file of the store's own (/media/video/… ending in .webm or .mp4)");
      if (!src?.trim()) return;
      const problem = videoProblem(src.trim());
      if (problem) return say(problem);
      const image = window.prompt("Poster image shown before it plays (/media/…)", poster)?.trim() ?? "";
      e.chain()
        .focus()
        .insertContentAt(e.state.selection.to, { type: "video", attrs: { src: src.trim(), poster: image || null } })
        .run();
      say(`Video inserted: ${src.trim()}.`);
    },
  },
  { name: "Undo", text: "Undo", keys: "Control+Z", run: (e) => e.chain().focus().undo().run() },
  { name: "Redo", text: "Redo", keys: "Control+Shift+Z", run: (e) => e.chain().focus().redo().run() },
];

/** A WAI-ARIA toolbar: one tab stop, arrow keys (Home/End) move between its buttons. */
function Toolbar({ editor, label, context }: { editor: Editor; label: string; context: Context }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => COMMANDS.map((c) => (c.active ? c.active(e) : null)),
  });
  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    for (const [i, b] of buttons.entries()) b.tabIndex = i === next ? 0 : -1;
    buttons[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={`${label}: formatting`} className="admin-rich-text__toolbar" onKeyDown={move}>
      {COMMANDS.map((c, i) => (
        <button
          key={c.name}
          type="button"
          tabIndex={i === 0 ? 0 : -1}
          aria-label={c.name}
          aria-pressed={c.active ? Boolean(active?.[i]) : undefined}
          aria-keyshortcuts={c.keys}
          title={c.keys ? `${c.name} (${c.keys.replace("Control", "Ctrl")})` : c.name}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void c.run(editor, context)}
        >
          {c.text}
        </button>
      ))}
    </div>
  );
}

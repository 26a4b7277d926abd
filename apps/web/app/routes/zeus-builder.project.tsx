import { data, Link } from "react-router";
import { Editor } from "../features/zeus/Editor.tsx";
import type { ZeusKey } from "../features/zeus/messages.ts";
import { zeusCatalog } from "../features/zeus/messages.server.ts";
import { loadEditor, PRIVATE } from "../features/zeus/zeus.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/zeus-builder.project";

export const handle: RouteHandle = { noindex: true };

/**
 * The editor (issue #22): /zeus-builder/project/edit (an empty room or `?template=`), a saved
 * project of the shopper's at /zeus-builder/project/{projectId}, a shared one read-only (`?share=`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = params.projectId && params.projectId !== "shared" ? params.projectId : undefined;
  const editor = await loadEditor(request, context, id);
  const { locale } = localeFromRequest(request);
  return data({ ...editor, messages: pageMessages(locale, zeusCatalog) }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches, data: d }: Route.MetaArgs) {
  const title = d?.project.name || metaT<ZeusKey>(matches)("zeus.editor.title");
  return [{ title: `${title} | Ironworks` }];
}

export default function ZeusProject({ loaderData }: Route.ComponentProps) {
  const t = useT<ZeusKey>();
  const { project, parts, readOnly, signedIn, template } = loaderData;
  return (
    <main id="main" className="zeus-page">
      <p>
        <Link to="/zeus-builder">{t("zeus.editor.back")}</Link>
      </p>
      <h1>{project.name || (template ? t(`zeus.template.${template}`) : t("zeus.editor.title"))}</h1>
      {parts.length === 0 ? (
        <p role="alert">{t("zeus.editor.noParts")}</p>
      ) : (
        <Editor
          key={`${project.projectId ?? "new"}-${project.version}-${template ?? ""}`}
          parts={parts}
          project={project}
          readOnly={readOnly}
          signedIn={signedIn}
          fresh={!project.projectId && !readOnly && !template && !("recipe" in loaderData)}
        />
      )}
    </main>
  );
}

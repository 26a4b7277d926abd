import type { FormSlug } from "@ironworks/domain";
import { formBySlug } from "@ironworks/domain/forms";
import { data } from "react-router";
import { FormView } from "../features/forms/FormView.tsx";
import type { FormOutcome } from "../features/forms/forms-api.ts";
import { formAction, loadFormPage } from "../features/forms/forms.server.ts";
import type { FormsKey } from "../features/forms/messages.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/forms";

export function loader({ request, params }: Route.LoaderArgs) {
  return loadFormPage(request, params.slug);
}

/** Without JavaScript: the form posts here and the answer renders on the same page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const result = await formAction(request, context, params.slug ?? "");
  const status = result.ok
    ? 201
    : result.code === "not_found"
      ? 404
      : result.code === "too_many_attempts"
        ? 429
        : result.code === "payload_too_large"
          ? 413
          : 400;
  return data(result, { status, headers: { "Cache-Control": "private, no-store" } });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: `${metaT<FormsKey>(matches)(`forms.${loaderData.slug}.title` as FormsKey)} | Ironworks` }];
}

/** /forms/{slug} (issue #24 part 3): one of the store's forms, rendered from its definition. */
export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT<FormsKey>();
  const { url } = useLocaleTools();
  const form = formBySlug(loaderData.slug) as NonNullable<ReturnType<typeof formBySlug>>;
  const slug: FormSlug = form.slug;
  return (
    <main id="main" className="account-page store-form-page">
      <h1>{t(`forms.${slug}.title` as FormsKey)}</h1>
      <section className="account-card" aria-label={t(`forms.${slug}.title` as FormsKey)}>
        <p>{t(`forms.${slug}.intro` as FormsKey)}</p>
        <FormView form={form} action={url(`/forms/${slug}`)} result={actionData as FormOutcome | undefined} />
      </section>
    </main>
  );
}

import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { ReviewFields } from "../features/reviews/ReviewFields.tsx";
import { type LinkActionResult, loadReviewLink, reviewLinkAction } from "../features/reviews/mps-review.server.ts";
import { reviewsCatalog } from "../features/reviews/messages.server.ts";
import { reviewPagesCatalog } from "../features/reviews/review-pages/messages.server.ts";
import type { ReviewPagesKey } from "../features/reviews/review-pages/messages.ts";
import type { ReviewsKey } from "../features/reviews/messages.ts";
import { type FieldMessages, sendPhotos } from "../features/reviews/review-api.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocale, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/mps-review";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadReviewLink(request, context)),
    messages: pageMessages(localeFromRequest(request).locale, reviewsCatalog, reviewPagesCatalog),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return reviewLinkAction(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReviewPagesKey>(matches)("review-pages.mps.documentTitle") }];
}

const PROBLEM_KEYS = {
  noLink: "review-pages.mps.noLink",
  invalid: "review-pages.mps.invalid",
  expired: "review-pages.mps.expired",
} as const;

const STATUS_KEYS = {
  pending: "reviews.status.pending",
  published: "reviews.status.published",
  rejected: "reviews.status.rejected",
} as const;

/** /mps-review (SPEC §2, issue #23): rate every product of a delivered order on one page, without signing in. */
export default function MpsReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT<ReviewsKey | ReviewPagesKey>();
  const { url } = useLocaleTools();
  const busy = useNavigation().state === "submitting";
  const result = actionData as LinkActionResult | undefined;
  const problem = result?.problem ?? loaderData.problem;
  const view = loaderData.view;
  const issues = (result?.issues ?? {}) as FieldMessages;
  const prefixOf = (productId: number) => {
    const n = result?.order?.indexOf(productId) ?? -1;
    return n >= 0 ? `reviews.${n}.` : "none.";
  };
  const today = new Date().toISOString().slice(0, 10);
  const photosNote = useLinkPhotos(result);

  return (
    <main id="main" className="account-page mps-review">
      <h1>{t("review-pages.mps.title")}</h1>
      {problem ? (
        <div role="alert">
          <p>{t(PROBLEM_KEYS[problem])}</p>
          <p>
            <a href={url("/account/reviews")}>{t("review-pages.mps.accountLink")}</a>
          </p>
        </div>
      ) : null}
      {view ? (
        <>
          <p>{t("review-pages.mps.intro", { orderId: view.orderId })}</p>
          {result?.saved ? (
            <p role="status" className="mps-review__done" data-testid="mps-done">
              {t("review-pages.mps.done", { count: result.saved })}
            </p>
          ) : null}
          {photosNote?.added ? (
            <p role="status" data-testid="mps-photos">
              {t("review-pages.mps.photosAdded", { count: photosNote.added })}
            </p>
          ) : null}
          {photosNote?.failed ? <p role="alert">{t("reviews.write.photosFailed")}</p> : null}
          {result?.nothing ? <p role="alert">{t("review-pages.mps.nothing")}</p> : null}
          {result?.issues ? <p role="alert">{t("reviews.write.failed")}</p> : null}
          <Form method="post" noValidate className="mps-review__form" preventScrollReset>
            {view.products.map((p) => (
              <fieldset key={p.productId} className="mps-review__product" data-testid="mps-product">
                <legend>{t("review-pages.mps.product", { name: p.name })}</legend>
                <input type="hidden" name="product" value={p.productId} />
                {p.thumbnail ? <img src={p.thumbnail} alt="" width={96} height={96} loading="lazy" /> : null}
                {p.review ? (
                  <p className="mps-review__existing">
                    {t("review-pages.mps.existing", { status: t(STATUS_KEYS[p.review.status]) })}
                    {p.review.verified ? <span className="review__badge">{t("reviews.verified")}</span> : null}
                  </p>
                ) : null}
                <ReviewFields
                  idPrefix={`p${p.productId}`}
                  namePrefix={`p${p.productId}.`}
                  issuePrefix={prefixOf(p.productId)}
                  aspects={p.aspects}
                  defaults={p.review}
                  issues={Object.fromEntries(
                    Object.entries(issues).map(([field, m]) => [
                      field,
                      { ...m, key: `reviews.issue.${m.key}` as ReviewsKey },
                    ]),
                  )}
                  today={today}
                />
                <label className="review-form__photos">
                  <span>{t("reviews.write.photos")}</span>
                  <input
                    type="file"
                    name={`p${p.productId}.photos`}
                    data-product={p.productId}
                    accept="image/jpeg,image/png"
                    multiple
                  />
                </label>
              </fieldset>
            ))}
            <button type="submit" disabled={busy}>
              {busy ? t("reviews.write.sending") : t("review-pages.mps.submit")}
            </button>
          </Form>
        </>
      ) : null}
    </main>
  );
}

/**
 * Photos go after the reviews are saved (the page's own post is small; photos take the upload
 * endpoint, with the link's token): each product's chosen files to its saved review, then the
 * inputs are cleared. Needs JavaScript, as photos on the product page do.
 */
function useLinkPhotos(result: LinkActionResult | undefined) {
  const { site } = useLocale();
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const [note, setNote] = useState<{ added: number; failed: boolean } | null>(null);
  const sent = useRef<LinkActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result?.reviews || sent.current === result) return;
    sent.current = result;
    const saved = result.reviews;
    void (async () => {
      let added = 0;
      let failed = false;
      for (const input of document.querySelectorAll<HTMLInputElement>(".mps-review input[type=file]")) {
        const files = [...(input.files ?? [])];
        const review = saved.find((r) => String(r.productId) === input.dataset.product);
        if (!files.length || !review) continue;
        const answer = await sendPhotos(site.code, review.id, files, token);
        if (answer.ok) {
          added += files.length;
          input.value = "";
        } else failed = true;
      }
      setNote(added || failed ? { added, failed } : null);
    })();
  }, [result, site.code, token]);
  return note;
}

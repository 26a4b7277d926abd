import type { PublicQuestion, PublicReview } from "@ironworks/contracts";
import { type ReviewAspect, REVIEW_LIMITS, REVIEW_SORTS } from "@ironworks/domain";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { useSession } from "../account/SessionProvider.tsx";
import { ReviewFields, reviewFromForm } from "./ReviewFields.tsx";
import { ReviewItem } from "./ReviewItem.tsx";
import type { ReviewsKey } from "./messages.ts";
import {
  answerQuestion,
  askQuestion,
  failureKey,
  type FieldMessages,
  fetchQuestions,
  fetchReviews,
  issuesOf,
  type ReviewQuery,
  sendPhotos,
  sendReview,
  voteHelpful,
} from "./review-api.ts";
import { languageOf } from "@ironworks/domain";

const SORT_KEYS = {
  newest: "reviews.sort.newest",
  oldest: "reviews.sort.oldest",
  highest: "reviews.sort.highest",
  lowest: "reviews.sort.lowest",
  helpful: "reviews.sort.helpful",
} as const satisfies Record<(typeof REVIEW_SORTS)[number], ReviewsKey>;

interface Props {
  productId: number;
  aspects: readonly ReviewAspect[];
}

type Load =
  | { state: "loading" }
  | { state: "error" }
  | { state: "ready"; reviews: PublicReview[]; total: number; page: number };

/** The interactive half of the reviews section: list with filters, sort and paging; votes; the form; Q&A. */
export default function ReviewsPanel({ productId, aspects }: Props) {
  const t = useT<ReviewsKey>();
  const { locale, site, path } = useLocale();
  const { url } = useLocaleTools();
  const session = useSession();
  const [query, setQuery] = useState<ReviewQuery>({ sort: "newest" });
  const [search, setSearch] = useState("");
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [votes, setVotes] = useState<Record<string, ReviewsKey>>({});

  const fetchPage = useCallback(
    async (q: ReviewQuery, page: number, previous: PublicReview[]) => {
      const answer = await fetchReviews(site.code, productId, { ...q, page });
      if (!answer.ok) {
        setLoad({ state: "error" });
        return;
      }
      setLoad({ state: "ready", reviews: [...previous, ...answer.data.reviews], total: answer.data.total, page });
    },
    [productId, site.code],
  );

  useEffect(() => {
    setLoad({ state: "loading" });
    void fetchPage(query, 1, []);
  }, [query, fetchPage]);

  async function vote(id: string) {
    const answer = await voteHelpful(site.code, "review", id);
    setVotes((v) => ({ ...v, [id]: answer.ok ? "reviews.helpful.thanks" : failureKey(answer) }));
    if (answer.ok && load.state === "ready")
      setLoad({
        ...load,
        reviews: load.reviews.map((r) => (r.id === id ? { ...r, helpfulCount: r.helpfulCount + 1 } : r)),
      });
  }

  const signInHref = url(`/login?redirect=${encodeURIComponent(`${path}#reviews`)}`);

  return (
    <div className="reviews__panel">
      <form
        className="reviews__filters"
        aria-label={t("reviews.filters")}
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, q: search }));
        }}
      >
        <label>
          <span>{t("reviews.filter.rating")}</span>
          <select
            value={query.rating ?? ""}
            onChange={(e) => setQuery((q) => ({ ...q, rating: Number(e.currentTarget.value) || undefined }))}
          >
            <option value="">{t("reviews.filter.rating.all")}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n === 5 ? t("reviews.filter.stars", { stars: 5 }) : t("reviews.filter.rating.min", { stars: n })}
              </option>
            ))}
          </select>
        </label>
        <label className="reviews__check">
          <input
            type="checkbox"
            checked={query.verified ?? false}
            onChange={(e) => setQuery((q) => ({ ...q, verified: e.currentTarget.checked }))}
          />
          <span>{t("reviews.filter.verified")}</span>
        </label>
        <label className="reviews__check">
          <input
            type="checkbox"
            checked={query.photos ?? false}
            onChange={(e) => setQuery((q) => ({ ...q, photos: e.currentTarget.checked }))}
          />
          <span>{t("reviews.filter.photos")}</span>
        </label>
        <label>
          <span>{t("reviews.sort")}</span>
          <select
            value={query.sort ?? "newest"}
            onChange={(e) => setQuery((q) => ({ ...q, sort: e.currentTarget.value }))}
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_KEYS[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="reviews__search">
          <span>{t("reviews.filter.search")}</span>
          <input
            type="search"
            value={search}
            maxLength={REVIEW_LIMITS.search.max}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </label>
        <button type="submit">{t("reviews.filter.apply")}</button>
        <button
          type="button"
          onClick={() => {
            setSearch("");
            setQuery({ sort: "newest" });
          }}
        >
          {t("reviews.filter.clear")}
        </button>
      </form>

      <div aria-live="polite">
        {load.state === "loading" ? <p role="status">{t("reviews.loading")}</p> : null}
        {load.state === "error" ? (
          <p role="alert">
            {t("reviews.error")}{" "}
            <button type="button" onClick={() => setQuery((q) => ({ ...q }))}>
              {t("reviews.retry")}
            </button>
          </p>
        ) : null}
        {load.state === "ready" ? (
          <p data-testid="review-results">{t("reviews.results", { count: load.total })}</p>
        ) : null}
      </div>
      {load.state === "ready" ? (
        <>
          <div className="reviews__list" data-testid="review-list">
            {load.reviews.map((r) => (
              <ReviewItem
                key={r.id}
                review={r}
                actions={
                  <p className="review__actions">
                    <button type="button" onClick={() => void vote(r.id)} disabled={Boolean(votes[r.id])}>
                      {t("reviews.helpful", { count: r.helpfulCount })}
                    </button>
                    {votes[r.id] ? <span role="status">{t(votes[r.id] as ReviewsKey)}</span> : null}
                  </p>
                }
              />
            ))}
          </div>
          {load.reviews.length < load.total ? (
            <button
              type="button"
              className="reviews__more"
              onClick={() => void fetchPage(query, load.page + 1, load.reviews)}
            >
              {t("reviews.more")}
            </button>
          ) : null}
        </>
      ) : null}

      <section className="reviews__write" aria-labelledby="review-write-heading">
        <h3 id="review-write-heading">{t("reviews.write.heading")}</h3>
        {session.loggedIn ? (
          <WriteReview productId={productId} aspects={aspects} language={languageOf(locale)} />
        ) : (
          <p>
            <a href={signInHref}>{t("reviews.write.signIn")}</a>
          </p>
        )}
      </section>

      <Questions productId={productId} signedIn={session.loggedIn} signInHref={signInHref} />
    </div>
  );
}

function WriteReview({
  productId,
  aspects,
  language,
}: {
  productId: number;
  aspects: readonly ReviewAspect[];
  language: string;
}) {
  const t = useT<ReviewsKey>();
  const { site } = useLocale();
  const [issues, setIssues] = useState<FieldMessages>({});
  const [note, setNote] = useState<ReviewsKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const form = new FormData(e.currentTarget);
    const answer = await sendReview(site.code, productId, reviewFromForm(form), language);
    setIssues(issuesOf(answer));
    const photos = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
    if (answer.ok && photos.length) {
      // Photos go with the saved review; the review then waits for a moderator with them.
      const added = await sendPhotos(site.code, answer.data.review.id, photos);
      setBusy(false);
      setNote(added.ok ? "reviews.write.pending" : "reviews.write.photosFailed");
      return;
    }
    setBusy(false);
    if (answer.ok)
      setNote(answer.data.review.status === "published" ? "reviews.write.published" : "reviews.write.pending");
    else setNote(answer.status === 400 ? "reviews.write.failed" : failureKey(answer));
  }

  return (
    <form className="review-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="review-form">
      <ReviewFields
        idPrefix={`review-${productId}`}
        aspects={aspects}
        issues={issues}
        today={new Date().toISOString().slice(0, 10)}
      />
      <label className="review-form__photos">
        <span>{t("reviews.write.photos")}</span>
        <input type="file" name="photos" accept="image/jpeg,image/png" multiple />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? t("reviews.write.sending") : t("reviews.write.submit")}
      </button>
      <p role="status" className="review-form__note">
        {note ? t(note) : t("reviews.write.edit")}
      </p>
    </form>
  );
}

function Questions(props: { productId: number; signedIn: boolean; signInHref: string }) {
  const t = useT<ReviewsKey>();
  const { site, locale } = useLocale();
  const [questions, setQuestions] = useState<PublicQuestion[] | null>(null);
  const [note, setNote] = useState<ReviewsKey | null>(null);
  const [issues, setIssues] = useState<FieldMessages>({});

  const reload = useCallback(async () => {
    const answer = await fetchQuestions(site.code, props.productId);
    setQuestions(answer.ok ? answer.data.questions : []);
  }, [site.code, props.productId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function ask(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const answer = await askQuestion(site.code, props.productId, {
      nickname: String(form.get("nickname") ?? ""),
      body: String(form.get("body") ?? ""),
    });
    setIssues(issuesOf(answer));
    setNote(
      answer.ok
        ? answer.data.status === "published"
          ? "reviews.qa.sent"
          : "reviews.qa.held"
        : answer.status === 400
          ? null
          : failureKey(answer),
    );
    if (answer.ok) await reload();
  }

  const issue = (field: string) => (issues[field] ? t(issues[field].key, issues[field].values) : null);
  return (
    <section className="reviews__qa" aria-labelledby="qa-heading">
      <h3 id="qa-heading">{t("reviews.qa.heading")}</h3>
      {questions === null ? <p role="status">{t("reviews.loading")}</p> : null}
      {questions?.length === 0 ? <p>{t("reviews.qa.none")}</p> : null}
      <ul className="qa__list">
        {questions?.map((q) => (
          <li key={q.id} className="qa__item" data-testid="question">
            <p className="qa__question">{q.body}</p>
            <p className="qa__meta">
              {t("reviews.by", { name: q.nickname })} · {t("reviews.qa.answers", { count: q.answers.length })}
            </p>
            <ul>
              {q.answers.map((a) => (
                <li key={a.id} className="qa__answer">
                  <p>{a.body}</p>
                  <p className="qa__meta">
                    {a.by === "staff" ? t("reviews.qa.byStaff") : `${a.nickname} · ${t("reviews.qa.byOwner")}`}
                  </p>
                </li>
              ))}
            </ul>
            {props.signedIn ? <AnswerForm id={q.id} onDone={reload} /> : null}
          </li>
        ))}
      </ul>
      {props.signedIn ? (
        <form className="qa__ask" noValidate onSubmit={(e) => void ask(e)}>
          <h4>{t("reviews.qa.ask")}</h4>
          <label htmlFor={`qa-${props.productId}-body`}>{t("reviews.qa.question")}</label>
          <textarea id={`qa-${props.productId}-body`} name="body" rows={3} maxLength={REVIEW_LIMITS.question.max} />
          {issue("question") ? <p className="review-form__error">{issue("question")}</p> : null}
          <label htmlFor={`qa-${props.productId}-nickname`}>{t("reviews.write.nickname")}</label>
          <input id={`qa-${props.productId}-nickname`} name="nickname" maxLength={REVIEW_LIMITS.nickname.max} />
          {issue("nickname") ? <p className="review-form__error">{issue("nickname")}</p> : null}
          <button type="submit">{t("reviews.qa.send")}</button>
          {note ? <p role="status">{t(note)}</p> : null}
        </form>
      ) : (
        <p>
          <a href={props.signInHref} lang={locale.tag}>
            {t("reviews.qa.signIn")}
          </a>
        </p>
      )}
    </section>
  );
}

function AnswerForm({ id, onDone }: { id: string; onDone: () => Promise<void> }) {
  const t = useT<ReviewsKey>();
  const { site } = useLocale();
  const [note, setNote] = useState<ReviewsKey | null>(null);
  const [issues, setIssues] = useState<FieldMessages>({});
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const answer = await answerQuestion(site.code, id, {
      nickname: String(form.get("nickname") ?? ""),
      body: String(form.get("body") ?? ""),
    });
    setIssues(issuesOf(answer));
    setNote(answer.ok ? "reviews.qa.answered" : answer.status === 400 ? null : failureKey(answer));
    if (answer.ok) await onDone();
  }
  const issue = (field: string) => (issues[field] ? t(issues[field].key, issues[field].values) : null);
  return (
    <details className="qa__answer-form">
      <summary>{t("reviews.qa.answer")}</summary>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <label htmlFor={`answer-${id}`}>{t("reviews.qa.answerBody")}</label>
        <textarea id={`answer-${id}`} name="body" rows={3} maxLength={REVIEW_LIMITS.answer.max} />
        {issue("answer") ? <p className="review-form__error">{issue("answer")}</p> : null}
        <label htmlFor={`answer-${id}-nickname`}>{t("reviews.write.nickname")}</label>
        <input id={`answer-${id}-nickname`} name="nickname" maxLength={REVIEW_LIMITS.nickname.max} />
        {issue("nickname") ? <p className="review-form__error">{issue("nickname")}</p> : null}
        <button type="submit">{t("reviews.qa.sendAnswer")}</button>
        {note ? <p role="status">{t(note)}</p> : null}
      </form>
    </details>
  );
}

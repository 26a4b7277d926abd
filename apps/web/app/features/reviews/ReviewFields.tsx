import type { ReviewAspect } from "@ironworks/domain";
import { REVIEW_LIMITS } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import type { FieldMessages } from "./review-api.ts";
import type { ReviewsKey } from "./messages.ts";

export interface ReviewDefaults {
  rating?: number;
  title?: string;
  body?: string;
  nickname?: string;
  experiencedOn?: string | null;
  aspects?: Record<string, number>;
}

interface Props {
  /** Unique per form on the page ("r-12"): ids of the inputs. */
  idPrefix: string;
  /** Name prefix of the inputs ("" for one review, "p12." for one of an order's). */
  namePrefix?: string;
  /** Field names the issues use, with the same prefix as the API's (`reviews.0.`). */
  issuePrefix?: string;
  aspects: readonly ReviewAspect[];
  defaults?: ReviewDefaults | null;
  issues: FieldMessages;
  today: string;
}

/**
 * The fields of one review: stars (radio buttons, keyboard-friendly), title, text, name, the date of
 * experience and the product type's sub-ratings. Plain inputs: the form posts without JavaScript too.
 */
export function ReviewFields({ idPrefix, namePrefix = "", issuePrefix = "", aspects, defaults, issues, today }: Props) {
  const t = useT<ReviewsKey>();
  const message = (field: string) => {
    const m = issues[`${issuePrefix}${field}`];
    return m ? t(m.key, m.values) : undefined;
  };
  const id = (f: string) => `${idPrefix}-${f}`;
  const described = (f: string) => (message(f) ? `${id(f)}-error` : undefined);
  const error = (f: string) =>
    message(f) ? (
      <p id={`${id(f)}-error`} className="review-form__error">
        {message(f)}
      </p>
    ) : null;

  return (
    <div className="review-form__fields">
      <fieldset className="review-form__rating" aria-describedby={described("rating")}>
        <legend>{t("reviews.write.rating")}</legend>
        <div className="review-form__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="review-form__star">
              <input
                type="radio"
                name={`${namePrefix}rating`}
                value={n}
                defaultChecked={defaults?.rating === n}
                aria-invalid={message("rating") ? true : undefined}
              />
              <span>{t("reviews.write.star", { stars: n })}</span>
            </label>
          ))}
        </div>
        {error("rating")}
      </fieldset>
      {aspects.map((aspect) => (
        <div key={aspect} className="review-form__field">
          <label htmlFor={id(`aspect-${aspect}`)}>
            {t("reviews.write.aspect", { aspect: t(`reviews.aspect.${aspect}`) })}
          </label>
          <select
            id={id(`aspect-${aspect}`)}
            name={`${namePrefix}aspects.${aspect}`}
            defaultValue={defaults?.aspects?.[aspect] ? String(defaults.aspects[aspect]) : ""}
            aria-describedby={described(`aspects.${aspect}`)}
          >
            <option value="">{t("reviews.write.aspect.none")}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t("reviews.write.star", { stars: n })}
              </option>
            ))}
          </select>
          {error(`aspects.${aspect}`)}
        </div>
      ))}
      <div className="review-form__field">
        <label htmlFor={id("title")}>{t("reviews.write.title")}</label>
        <input
          id={id("title")}
          name={`${namePrefix}title`}
          maxLength={REVIEW_LIMITS.title.max}
          defaultValue={defaults?.title ?? ""}
          aria-invalid={message("title") ? true : undefined}
          aria-describedby={described("title")}
        />
        {error("title")}
      </div>
      <div className="review-form__field">
        <label htmlFor={id("body")}>{t("reviews.write.body")}</label>
        <textarea
          id={id("body")}
          name={`${namePrefix}body`}
          rows={5}
          maxLength={REVIEW_LIMITS.body.max}
          defaultValue={defaults?.body ?? ""}
          aria-invalid={message("body") ? true : undefined}
          aria-describedby={[`${id("body")}-hint`, described("body")].filter(Boolean).join(" ")}
        />
        <p id={`${id("body")}-hint`} className="review-form__hint">
          {t("reviews.write.bodyHint")}
        </p>
        {error("body")}
      </div>
      <div className="review-form__row">
        <div className="review-form__field">
          <label htmlFor={id("nickname")}>{t("reviews.write.nickname")}</label>
          <input
            id={id("nickname")}
            name={`${namePrefix}nickname`}
            maxLength={REVIEW_LIMITS.nickname.max}
            autoComplete="nickname"
            defaultValue={defaults?.nickname ?? ""}
            aria-invalid={message("nickname") ? true : undefined}
            aria-describedby={described("nickname")}
          />
          {error("nickname")}
        </div>
        <div className="review-form__field">
          <label htmlFor={id("experiencedOn")}>{t("reviews.write.experiencedOn")}</label>
          <input
            id={id("experiencedOn")}
            type="date"
            name={`${namePrefix}experiencedOn`}
            max={today}
            defaultValue={defaults?.experiencedOn ?? ""}
            aria-describedby={described("experiencedOn")}
          />
          {error("experiencedOn")}
        </div>
      </div>
    </div>
  );
}

/** A review's fields read back from a form (names with `prefix`): what the API takes. */
export function reviewFromForm(form: FormData, prefix = ""): Record<string, unknown> {
  const get = (name: string) => {
    const v = form.get(`${prefix}${name}`);
    return typeof v === "string" ? v : undefined;
  };
  const aspects: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith(`${prefix}aspects.`) && typeof value === "string" && value)
      aspects[key.slice(`${prefix}aspects.`.length)] = value;
  }
  const rating = get("rating");
  return {
    ...(rating ? { rating: Number(rating) } : {}),
    title: get("title") ?? "",
    body: get("body") ?? "",
    nickname: get("nickname") ?? "",
    ...(get("experiencedOn") ? { experiencedOn: get("experiencedOn") } : {}),
    ...(Object.keys(aspects).length
      ? { aspects: Object.fromEntries(Object.entries(aspects).map(([k, v]) => [k, Number(v)])) }
      : {}),
  };
}

import { useId } from "react";
import { useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";

/** Footer newsletter signup (SPEC §4/§5); a plain accessible form until the signup action exists. */
export function NewsletterForm() {
  const { url } = useLocaleTools();
  const id = useId();
  return (
    <form method="post" action={url("/newsletter-signup")} className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter__title">
        Get the news first
      </h2>
      <p className="newsletter__intro">New gear, restocks and Rapid Fire deals, straight to your inbox.</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="newsletter__label">
          Email address
        </label>
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={320}
          required
        />
        <button type="submit" className={buttonClass({ size: "m" }, "newsletter__submit")}>
          Sign up
        </button>
      </div>
      <fieldset className="newsletter__lists">
        <legend>Send me</legend>
        <label>
          <input type="checkbox" name="newsletter" value="1" defaultChecked /> Newsletter
        </label>
        <label>
          <input type="checkbox" name="rapidfire" value="1" /> Rapid Fire deals
        </label>
      </fieldset>
      <p className="newsletter__policy">
        By signing up you agree to receive marketing email from Ironworks. You can unsubscribe at any time.
      </p>
    </form>
  );
}

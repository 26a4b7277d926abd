import { useEffect, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/Button.tsx";
import { prepareCaptcha, takeCaptcha } from "../account/captcha.ts";
import { Field, FormAlert } from "../../ui/Field.tsx";
import { useAccountForm } from "../account/use-account-form.ts";
import { type FormMessage, useSay } from "../account/form-message.ts";
import type { AccountKey } from "../account/messages.ts";
import { useValidationText } from "../account/validation/issue-text.ts";
import { useT } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "./messages.ts";
import {
  CAPTCHA_FIELD,
  cleanOrderId,
  LOOKUP_CAPTCHA,
  LOOKUP_RULES,
  type LookupField,
  type LookupResult,
} from "./order-lookup.ts";

export interface OrderLookupFormProps {
  /** Ids must be unique on the page. */
  formId: string;
  /** This route's path: without JavaScript the form posts to its action. */
  action: string;
  titleKey: OrdersKey;
  submitLabel: OrdersKey | AccountKey;
  initial?: Partial<Record<LookupField, string>>;
  result?: LookupResult | undefined;
}

/**
 * Order number + email. It posts to the route's action, with or without JavaScript; once hydrated
 * it validates in place first and adds a solved captcha (started on the first keystroke), so the
 * action's captcha gate lets it through instead of counting it on the strict tokenless throttle.
 * The action redirects to the order, or answers with this form's values and one generic message.
 */
export function OrderLookupForm(props: OrderLookupFormProps) {
  const { formId, result } = props;
  const form = useAccountForm<LookupField>(
    formId,
    LOOKUP_RULES,
    { ...props.initial, ...result?.values },
    result?.errors ?? {},
  );
  const [message, setMessage] = useState<FormMessage | undefined>(result?.message);
  const t = useT<OrdersKey | AccountKey>();
  const say = useSay();
  const { label } = useValidationText();
  const [solving, setSolving] = useState(false);
  const hydrated = useHydrated();
  const { url, href } = useLocaleTools();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = solving || (navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post");
  const { setServerErrors } = form;

  // A new answer from the action (after a hydrated submit): its message and field errors; only a
  // new answer re-syncs the form.
  useEffect(() => {
    if (!result) return;
    setMessage(result.message);
    setServerErrors(result.errors);
  }, [result]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(undefined);
    if (!form.check() || busy) return;
    setSolving(true);
    const captcha = await takeCaptcha(LOOKUP_CAPTCHA);
    setSolving(false);
    const body = new FormData();
    body.set("orderId", cleanOrderId(form.values.orderId ?? ""));
    body.set("email", (form.values.email ?? "").trim());
    body.set(CAPTCHA_FIELD, captcha);
    submit(body, { method: "post", action: href(props.action) });
  }

  const alertId = `${formId}-alert`;
  return (
    <section className="account-card order-lookup" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t(props.titleKey)}</h2>
      <form
        method="post"
        action={url(props.action)}
        noValidate
        data-hydrated={hydrated || undefined}
        onSubmit={onSubmit}
        onInput={() => prepareCaptcha(LOOKUP_CAPTCHA)}
        aria-describedby={message ? alertId : undefined}
      >
        <FormAlert id={alertId} message={say(message)} />
        <Field
          label={label("orderNumber")}
          autoComplete="off"
          error={form.error("orderId")}
          {...form.bind("orderId")}
        />
        <Field
          label={label("email")}
          type="email"
          autoComplete="email"
          hint={t("orders.lookup.emailHint")}
          error={form.error("email")}
          {...form.bind("email")}
        />
        <Button type="submit" width="full" aria-disabled={busy || undefined}>
          {busy ? t("orders.lookup.busy") : t(props.submitLabel)}
        </Button>
      </form>
    </section>
  );
}

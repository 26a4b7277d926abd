import { EMAIL_CHANGE_RULES, PASSWORD_CHANGE_RULES } from "@ironworks/domain";
import { updateCustomerAction } from "../features/account/account.server.ts";
import { ProfileForm } from "../features/account/ProfileForm.tsx";
import { useAccountData } from "../features/account/use-account-data.ts";
import { loadNewsletterPreferences, newsletterPreferencesAction } from "../features/newsletter/newsletter.server.ts";
import { NewsletterPreferences } from "../features/newsletter/NewsletterPreferences.tsx";
import type { Route } from "./+types/account.settings";
import { accountTitle } from "../features/account/account-meta.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { newsletters: await loadNewsletterPreferences(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "newsletters") return newsletterPreferencesAction(form, request, context);
  return updateCustomerAction(form.get("intent") === "password" ? "password" : "email", form, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.settings.title");
}

/** SPEC §2 settings: email and password changes, each confirmed with the current password. */
export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { customer } = useAccountData();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main">
      <h1>{t("account.page.settings.title")}</h1>
      <ProfileForm
        formId="email"
        titleKey="account.settings.emailTitle"
        rules={EMAIL_CHANGE_RULES}
        initial={{ email: customer.email }}
        fields={[
          { name: "email", labelId: "newEmail", type: "email", autoComplete: "email" },
          { name: "currentPassword", labelId: "currentPassword", type: "password", autoComplete: "current-password" },
        ]}
        submitLabel="account.settings.emailSubmit"
      />
      <ProfileForm
        formId="password"
        titleKey="account.settings.passwordTitle"
        rules={PASSWORD_CHANGE_RULES}
        initial={{}}
        fields={[
          { name: "currentPassword", labelId: "currentPassword", type: "password", autoComplete: "current-password" },
          {
            name: "password",
            labelId: "newPassword",
            type: "password",
            autoComplete: "new-password",
            hintKey: "account.settings.passwordHint",
          },
        ]}
        submitLabel="account.settings.passwordSubmit"
      />
      {loaderData.newsletters ? <NewsletterPreferences data={loaderData.newsletters} /> : null}
    </main>
  );
}

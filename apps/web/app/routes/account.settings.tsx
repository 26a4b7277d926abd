import { EMAIL_CHANGE_RULES, PASSWORD_CHANGE_RULES } from "@ironworks/domain";
import { updateCustomerAction } from "../features/account/account.server.ts";
import { ProfileForm } from "../features/account/ProfileForm.tsx";
import { useAccountData } from "../features/account/use-account-data.ts";
import { loadNewsletterPreferences, newsletterPreferencesAction } from "../features/newsletter/newsletter.server.ts";
import { NewsletterPreferences } from "../features/newsletter/NewsletterPreferences.tsx";
import type { Route } from "./+types/account.settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { newsletters: await loadNewsletterPreferences(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "newsletters") return newsletterPreferencesAction(form, request, context);
  return updateCustomerAction(form.get("intent") === "password" ? "password" : "email", form, context);
}

export function meta() {
  return [{ title: "Account Settings | Ironworks" }];
}

/** SPEC §2 settings: email and password changes, each confirmed with the current password. */
export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { customer } = useAccountData();
  return (
    <main id="main" className="account-main">
      <h1>Account Settings</h1>
      <ProfileForm
        formId="email"
        title="Change email"
        rules={EMAIL_CHANGE_RULES}
        initial={{ email: customer.email }}
        fields={[
          { name: "email", label: "New Email", type: "email", autoComplete: "email" },
          { name: "currentPassword", label: "Current Password", type: "password", autoComplete: "current-password" },
        ]}
        submitLabel="Change email"
      />
      <ProfileForm
        formId="password"
        title="Change password"
        rules={PASSWORD_CHANGE_RULES}
        initial={{}}
        fields={[
          { name: "currentPassword", label: "Current Password", type: "password", autoComplete: "current-password" },
          {
            name: "password",
            label: "New Password",
            type: "password",
            autoComplete: "new-password",
            hint: "At least 8 characters. Other devices are signed out.",
          },
        ]}
        submitLabel="Change password"
      />
      {loaderData.newsletters ? <NewsletterPreferences data={loaderData.newsletters} /> : null}
    </main>
  );
}

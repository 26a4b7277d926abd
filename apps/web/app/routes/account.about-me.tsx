import { PROFILE_RULES } from "@ironworks/domain";
import { updateCustomerAction } from "../features/account/account.server.ts";
import { ProfileForm } from "../features/account/ProfileForm.tsx";
import { useAccountData } from "../features/account/use-account-data.ts";
import type { Route } from "./+types/account.about-me";
import { accountTitle } from "../features/account/account-meta.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return updateCustomerAction("about-me", await request.formData(), context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.aboutMe.title");
}

/** SPEC §2 about-me: the customer's name (email and password live in Account Settings). */
export default function AboutMe() {
  const { customer } = useAccountData();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main">
      <h1>{t("account.page.aboutMe.title")}</h1>
      <p>{t("account.aboutMe.signedInAs", { email: customer.email })}</p>
      <ProfileForm
        formId="about-me"
        titleKey="account.aboutMe.nameTitle"
        rules={PROFILE_RULES}
        initial={{ firstname: customer.firstname, lastname: customer.lastname }}
        fields={[
          { name: "firstname", labelId: "firstname", autoComplete: "given-name" },
          { name: "lastname", labelId: "lastname", autoComplete: "family-name" },
        ]}
        submitLabel="account.save"
      />
    </main>
  );
}

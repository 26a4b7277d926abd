import { PROFILE_RULES } from "@ironworks/domain";
import { updateCustomerAction } from "../features/account/account.server.ts";
import { ProfileForm } from "../features/account/ProfileForm.tsx";
import { useAccountData } from "../features/account/use-account-data.ts";
import type { Route } from "./+types/account.about-me";

export async function action({ request, context }: Route.ActionArgs) {
  return updateCustomerAction("about-me", await request.formData(), context);
}

export function meta() {
  return [{ title: "About Me | Ironworks" }];
}

/** SPEC §2 about-me: the customer's name (email and password live in Account Settings). */
export default function AboutMe() {
  const { customer } = useAccountData();
  return (
    <main id="main" className="account-main">
      <h1>About Me</h1>
      <p>
        Signed in as <strong>{customer.email}</strong>.
      </p>
      <ProfileForm
        formId="about-me"
        title="Your name"
        rules={PROFILE_RULES}
        initial={{ firstname: customer.firstname, lastname: customer.lastname }}
        fields={[
          { name: "firstname", label: "First Name", autoComplete: "given-name" },
          { name: "lastname", label: "Last Name", autoComplete: "family-name" },
        ]}
        submitLabel="Save"
      />
    </main>
  );
}

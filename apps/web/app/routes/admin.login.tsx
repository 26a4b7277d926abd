import { StaffSignInRequest } from "@ironworks/contracts";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { api, CAPTCHA_HEADER, STAFF_API } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";

/**
 * Staff sign-in: email and password, then — for the roles that move money, or anyone enrolled —
 * the 6-digit code from the authenticator app. The captcha is solved in the background as for
 * customers (ADR 0011). The form is checked with the same zod schema the server parses with.
 */
/**
 * The customers' ALTCHA solver (features/account/captcha.client.ts), loaded on demand: a lazy chunk
 * of its own already, so importing it here joins no storefront chunk group (see admin-api.ts).
 */
const captcha = () => import("../features/account/captcha.client.ts").then((m) => m.solveCaptcha("login"));

export default function AdminLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState({ email: "", password: "", code: "" });
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffSignInRequest.safeParse({ ...form, code: form.code || undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(`${String(issue?.path[0] ?? "form")}: ${issue?.message ?? "is not valid"}`);
      return;
    }
    setBusy(true);
    const result = await api.post(`${STAFF_API}/session`, parsed.data, { [CAPTCHA_HEADER]: await captcha() });
    setBusy(false);
    if (result.ok) {
      const next = params.get("next");
      navigate(next?.startsWith("/admin") ? next : "/admin");
      return;
    }
    const details = (result.error as { details?: { codeRequired?: boolean } }).details;
    if (details?.codeRequired) {
      setNeedsCode(true);
      setError("Enter the 6-digit code from your authenticator app.");
    } else setError(result.error.message);
  }

  const input = (name: keyof typeof form) => ({
    id: `admin-${name}`,
    name,
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setForm({ ...form, [name]: e.currentTarget.value });
    },
  });

  return (
    <main id="main" className="admin">
      <h1>Back office sign-in</h1>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label htmlFor="admin-email">
          Email
          <input type="email" autoComplete="username" required {...input("email")} />
        </label>
        <label htmlFor="admin-password">
          Password
          <input type="password" autoComplete="current-password" required {...input("password")} />
        </label>
        {needsCode || form.code ? (
          <label htmlFor="admin-code">
            Authenticator code
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              // biome-ignore lint/a11y/noAutofocus: the code is the one thing left to type
              autoFocus
              {...input("code")}
            />
          </label>
        ) : null}
        {error ? (
          <p className="admin-alert" role="alert">
            {error}
          </p>
        ) : null}
        <AdminButton type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </AdminButton>
      </form>
    </main>
  );
}

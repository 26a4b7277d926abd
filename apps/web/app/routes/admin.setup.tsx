import { StaffSetupRequest } from "@ironworks/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, STAFF_API } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import type { Route } from "./+types/admin.setup";

interface SetupInfo {
  email: string;
  role: string;
  totpRequired: boolean;
  totpSecret: string;
  otpauthUri: string;
}

/** The one-time setup link from `npm run staff -- create`: a password and the authenticator app. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const result = await api.get<SetupInfo>(`${STAFF_API}/setup/${encodeURIComponent(params.token)}`);
  return result.ok ? { info: result.data, error: null } : { info: null, error: result.error.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="admin">Loading…</p>;
}

export default function AdminSetup({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { info } = loaderData;
  if (!info)
    return (
      <main id="main" className="admin">
        <h1>Set up your back office account</h1>
        <p className="admin-alert" role="alert">
          {loaderData.error}
        </p>
      </main>
    );

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffSetupRequest.safeParse({ token: params.token, password, code: code || undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(`${String(issue?.path[0] ?? "form")}: ${issue?.message ?? "is not valid"}`);
      return;
    }
    const result = await api.post(`${STAFF_API}/setup`, parsed.data);
    if (result.ok) navigate("/admin");
    else
      setError(
        result.error.fields[0]
          ? `${result.error.fields[0].field}: ${result.error.fields[0].message}`
          : result.error.message,
      );
  }

  return (
    <main id="main" className="admin">
      <h1>Set up your back office account</h1>
      <p>
        {info.email} · role <strong>{info.role}</strong>
      </p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label htmlFor="setup-password">
          New password (12 characters or more)
          <input
            id="setup-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <div>
          <p>
            {info.totpRequired
              ? "Your role moves money: add this account to an authenticator app (it is required)."
              : "Optional: add this account to an authenticator app for a second factor."}
          </p>
          <p>
            Key:{" "}
            <span className="admin-code" data-testid="totp-secret">
              {info.totpSecret}
            </span>
          </p>
          <p>
            <a href={info.otpauthUri}>Open in an authenticator app</a>
          </p>
        </div>
        <label htmlFor="setup-code">
          Code from the app
          <input
            id="setup-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        </label>
        {error ? (
          <p className="admin-alert" role="alert">
            {error}
          </p>
        ) : null}
        <AdminButton type="submit">Save and sign in</AdminButton>
      </form>
    </main>
  );
}

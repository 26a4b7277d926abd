import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { newEmail } from "../account-support.ts";
import { serverCli } from "./cli.ts";

/**
 * The back office's browser specs share this (issue #17): staff are created as an operator does
 * (`npm run staff -- create`, the compiled CLI, through the running server's loopback door) and
 * set up from their one-time link — a password, and the authenticator for the roles that move money.
 */
/** Every member the specs create sets this password. */
export const STAFF_PASSWORD = "a long staff password";

/** Roles that need the second factor at setup (MONEY_ROLES in @ironworks/contracts). */
const MONEY_ROLES = ["owner", "support"];

/** `npm run staff -- create <email> --role <role>` against the browser suite's data directory: the setup link's path. */
export function createStaff(email: string, role: string): string {
  const out = serverCli("staff", "create", email, "--role", role);
  const url = out.match(/https?:\/\/\S+\/admin\/setup\/\S+/)?.[0];
  if (!url) throw new Error(`no setup link in: ${out}`);
  return new URL(url).pathname;
}

/** The member's authenticator (RFC 6238, as the server's totpFor). */
export const staffTotp = (email: string, secret: string) =>
  new TOTP({ issuer: "Ironworks back office", label: email, secret: Secret.fromBase32(secret) });

export interface SetUpStaff {
  email: string;
  role: string;
  /** The enrolled authenticator secret (null for a role that enrolled none). */
  secret: string | null;
}

/**
 * A new member of `role`, set up from the link in `page` and signed in on the dashboard. Money
 * roles enrol the authenticator shown on the setup page.
 */
export async function signInNewStaff(page: Page, role: string, prefix = role): Promise<SetUpStaff> {
  const email = newEmail(prefix);
  await page.goto(createStaff(email, role));
  await expect(page.getByRole("heading", { name: "Set up your back office account" })).toBeVisible();
  let secret: string | null = null;
  if (MONEY_ROLES.includes(role)) {
    secret = (await page.getByTestId("totp-secret").textContent()) as string;
    await page.getByLabel("Code from the app").fill(staffTotp(email, secret).generate());
  }
  await page.getByLabel("New password (12 characters or more)").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  return { email, role, secret };
}

import { createHash, randomBytes } from "node:crypto";
import { ERRORS, MONEY_ROLES, STAFF_ROLES, type StaffMe, type StaffRole } from "@ironworks/contracts";
import { Secret, TOTP } from "otpauth";
import type { CaptchaGate } from "../../platform/captcha.ts";
import type { SecretBox } from "../../platform/secret-box.ts";
import { httpError } from "../../platform/errors.ts";
import { type Throttle, tooManyAttempts } from "../../platform/rate-limit.ts";
import { hashPassword, verifyPassword } from "../customer/index.ts";
import { ROLE_PERMISSIONS } from "./staff.permissions.ts";
import { createStaffRepository, recordAudit, type StaffRepository, type StaffRow } from "./staff.repository.ts";
import type { Db } from "@ironworks/db";

/** Idle timeout of a staff session (issue #17: short), and its absolute lifetime. */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** A setup link is good for 72 hours, once. */
export const SETUP_LINK_TTL_MS = 72 * 60 * 60_000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SignedInStaff {
  token: string;
  expiresAt: Date;
  me: StaffMe;
}

/** A request's staff member, resolved from the iw_staff cookie. */
export interface StaffPrincipal {
  id: number;
  email: string;
  role: StaffRole;
}

export function toMe(row: Pick<StaffRow, "id" | "email" | "role">): StaffMe {
  const role = row.role as StaffRole;
  return { id: row.id, email: row.email, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

/** The TOTP of a member (RFC 6238: SHA-1, 6 digits, 30 s), labelled for their authenticator app. */
export function totpFor(email: string, secret: string): TOTP {
  return new TOTP({ issuer: "Ironworks back office", label: email, secret: Secret.fromBase32(secret) });
}

export interface StaffAuthDeps {
  db: Db;
  repo: StaffRepository;
  gate: CaptchaGate;
  throttles: { account: Throttle; address: Throttle };
  publicBaseUrl: string;
  /** Seals TOTP secrets at rest (AES-256-GCM, platform/secret-box.ts): the rows hold only `enc1:` values. */
  box: SecretBox;
  now?: () => Date;
}

/**
 * Staff accounts (issue #17 item 1, ADR 0037): created by the CLI with a one-time setup link
 * (password + TOTP enrolment, no default password anywhere); sign-in by email, password and — for
 * the roles that move money, or anyone who enrolled — a TOTP code, behind the customers' captcha
 * gate and throttles; sessions are random tokens stored hashed, idle out after 30 minutes.
 */
export function createStaffAuth(deps: StaffAuthDeps) {
  const { repo, gate, throttles, box } = deps;
  const now = deps.now ?? (() => new Date());
  const lastTouch = new Map<string, number>();

  /** The TOTP step a code is valid for (±1 step of drift), or null. */
  function validStep(email: string, secret: string | null, code: string | undefined) {
    if (!secret || !code) return null;
    const timestamp = now().getTime();
    const delta = totpFor(email, secret).validate({ token: code, timestamp, window: 1 });
    return delta === null ? null : Math.floor(timestamp / 30_000) + delta;
  }

  async function startSession(row: StaffRow): Promise<SignedInStaff> {
    const token = randomBytes(32).toString("base64url");
    const at = now();
    const expiresAt = new Date(at.getTime() + STAFF_SESSION_MAX_MS);
    await repo.insertSession({ tokenHash: sha256(token), staffId: row.id, createdAt: at, lastSeenAt: at, expiresAt });
    return { token, expiresAt, me: toMe(row) };
  }

  return {
    /** What the setup page shows: who, whether a second factor is required, the secret to enrol. */
    async setupInfo(token: string) {
      const found = await repo.findSetupToken(sha256(token), now());
      if (!found) throw httpError(ERRORS.staffSetupInvalid);
      const { member, token: link } = found;
      const secret = box.open(link.totpSecret);
      return {
        email: member.email,
        role: member.role as StaffRole,
        totpRequired: MONEY_ROLES.includes(member.role as StaffRole),
        totpSecret: secret,
        otpauthUri: totpFor(member.email, secret).toString(),
      };
    },

    /** Sets the password (and enrols the TOTP when a code is given; required for money roles); signs in. */
    async completeSetup(input: { token: string; password: string; code?: string | undefined }) {
      const found = await repo.findSetupToken(sha256(input.token), now());
      if (!found) throw httpError(ERRORS.staffSetupInvalid);
      const { member, token: link } = found;
      const required = MONEY_ROLES.includes(member.role as StaffRole);
      if (required && !input.code)
        throw httpError(ERRORS.validation, "Your role needs an authenticator code.", {
          fields: [{ field: "code", message: "is required for your role" }],
        });
      const step = input.code ? validStep(member.email, box.open(link.totpSecret), input.code) : null;
      if (input.code && step === null)
        throw httpError(ERRORS.validation, "The authenticator code is not right.", {
          fields: [{ field: "code", message: "is not the current code" }],
        });
      const row = await repo.completeSetup(sha256(input.token), now(), {
        passwordHash: await hashPassword(input.password),
        // The link's secret is sealed already; a new IV for the member's row all the same.
        totpSecret: input.code ? box.seal(box.open(link.totpSecret)) : null,
      });
      if (!row) throw httpError(ERRORS.staffSetupInvalid);
      if (step !== null) await repo.claimTotpStep(row.id, step);
      await recordAudit(deps.db, {
        staffId: row.id,
        staffEmail: row.email,
        action: "staff.setup",
        targetType: "staff",
        targetId: String(row.id),
        changes: { totp: { before: null, after: input.code ? "enrolled" : "none" } },
      });
      return startSession(row);
    },

    /**
     * Sign-in: the customers' captcha gate (action "login") and throttles per account and per
     * address; one answer for every wrong part, so an attacker learns nothing from which was wrong.
     */
    async signIn(
      input: { email: string; password: string; code?: string | undefined },
      ctx: { ip: string; captchaToken: string | null },
    ): Promise<SignedInStaff> {
      await gate.pass(ctx.captchaToken, "login", ctx.ip);
      const accountKey = `staff:account:${input.email}`;
      const addressKey = `staff:ip:${ctx.ip}`;
      const wait = Math.max(await throttles.address.wait(addressKey), await throttles.account.wait(accountKey));
      if (wait > 0) throw tooManyAttempts(wait);
      const row = await repo.findByEmail(input.email);
      const passwordOk = await verifyPassword(row?.passwordHash ?? null, input.password);
      const needsCode = !!row && (MONEY_ROLES.includes(row.role as StaffRole) || row.totpSecret !== null);
      const step =
        row && needsCode ? validStep(row.email, row.totpSecret && box.open(row.totpSecret), input.code) : null;
      const codeOk = !needsCode || (step !== null && row !== null && (await repo.claimTotpStep(row.id, step)));
      if (!row || !passwordOk || row.disabledAt || !codeOk || (needsCode && !row.totpSecret)) {
        await Promise.all([throttles.account.hit(accountKey), throttles.address.hit(addressKey)]);
        throw httpError(ERRORS.staffInvalidCredentials, ERRORS.staffInvalidCredentials.message, {
          // The console asks for the code only once it knows one is needed: said only after a right password.
          ...(row && passwordOk && needsCode && !input.code ? { codeRequired: true } : {}),
        });
      }
      await throttles.account.reset(accountKey);
      return startSession(row);
    },

    /** The session's member, or null (unknown, expired, idle 30 min, disabled). Slides the idle timer. */
    async resolve(token: string): Promise<StaffPrincipal | null> {
      const at = now();
      const hash = sha256(token);
      const found = await repo.findSession(hash, at, new Date(at.getTime() - STAFF_IDLE_MS));
      if (!found) return null;
      const last = lastTouch.get(hash) ?? found.session.lastSeenAt.getTime();
      if (at.getTime() - last >= TOUCH_EVERY_MS) {
        lastTouch.set(hash, at.getTime());
        if (lastTouch.size > 10_000) lastTouch.clear();
        await repo.touchSession(hash, at);
      }
      return { id: found.member.id, email: found.member.email, role: found.member.role as StaffRole };
    },

    async signOut(token: string): Promise<void> {
      await repo.deleteSession(sha256(token));
    },
  };
}
export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * `npm run staff -- create <email> --role <role>` (and the loopback admin door it uses while a
 * server holds the PGlite files): the member, with no password, and a one-time setup link.
 */
export function createStaffEnrolment(deps: { db: Db; publicBaseUrl: string; box: SecretBox; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function issueSetupLink(repo: StaffRepository, row: StaffRow): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await repo.insertSetupToken({
      tokenHash: sha256(token),
      staffId: row.id,
      totpSecret: deps.box.seal(new Secret({ size: 20 }).base32),
      expiresAt: new Date(now().getTime() + SETUP_LINK_TTL_MS),
    });
    return `${deps.publicBaseUrl}/admin/setup/${token}`;
  }

  return {
    /**
     * The member, its setup link and the audit entry, in one transaction. `by`: who ran the CLI, or
     * the inviting owner's email with their `staffId` (the console's staff screen).
     */
    async create(input: {
      email: string;
      role: string;
      by: string;
      staffId?: number;
    }): Promise<{ me: StaffMe; setupUrl: string }> {
      const email = input.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
        throw new StaffInputError(`Not an email address: ${input.email}`);
      if (!(STAFF_ROLES as readonly string[]).includes(input.role))
        throw new StaffInputError(`Unknown role ${input.role}: one of ${STAFF_ROLES.join(", ")}`);
      return deps.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const repo = createStaffRepository(txDb);
        const row = await repo.insertMember({ email, role: input.role });
        if (!row) throw new StaffInputError(`A staff member ${email} exists already.`);
        const setupUrl = await issueSetupLink(repo, row);
        await recordAudit(txDb, {
          staffId: input.staffId ?? null,
          staffEmail: input.by,
          action: "staff.create",
          targetType: "staff",
          targetId: String(row.id),
          changes: { email: { before: null, after: email }, role: { before: null, after: input.role } },
        });
        return { me: toMe(row), setupUrl };
      });
    },

    /** A new one-time link for an existing member (the owner's "new setup link"), in the caller's transaction. */
    async reissue(tx: Db, staffId: number): Promise<string> {
      const repo = createStaffRepository(tx);
      const row = await repo.findById(staffId);
      if (!row) throw new StaffInputError(`No staff member ${staffId}`);
      return issueSetupLink(repo, row);
    },
  };
}

/** A CLI input the command refuses (bad email, unknown role, taken email): its message is the whole story. */
export class StaffInputError extends Error {}

/** The key purpose of staff TOTP secrets (platform/secrets.ts derivedKey, the box's associated data). */
export const TOTP_KEY_PURPOSE = "staff-totp-at-rest";

/**
 * The data step of migration 0010 (the key is the server's, not the database's, so SQL cannot do
 * it): every TOTP secret still stored in plain text — members' and open setup links' — is sealed,
 * in one transaction. Runs after the SQL migrations at every start; a no-op once all are sealed.
 */
export async function sealStoredTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = createStaffRepository(tx as unknown as Db);
    const plain = await repo.plainTotpSecrets();
    for (const row of plain) await repo.replaceTotpSecret(row, box.seal(row.secret));
    return plain.length;
  });
}

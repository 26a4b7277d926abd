import {
  ERRORS,
  MONEY_ROLES,
  type StaffInvite,
  type StaffMe,
  type StaffMemberView,
  type StaffRole,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import { httpError, notFound } from "../../platform/errors.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { recordAudit } from "./staff.repository.ts";
import { staffMembers, staffSessions, staffSetupTokens } from "./staff.schema.ts";

type Row = typeof staffMembers.$inferSelect;

/** The enrolment's seam (staff.auth.ts createStaffEnrolment): the member and its setup link, audited. */
export interface StaffLinks {
  create(input: {
    email: string;
    role: string;
    by: string;
    staffId?: number;
  }): Promise<{ me: StaffMe; setupUrl: string }>;
  /** A new one-time link for an existing member, written with the caller's transaction. */
  reissue(tx: Db, staffId: number): Promise<string>;
}

const view = (row: Row, lastSeenAt: Date | null): StaffMemberView => ({
  id: row.id,
  email: row.email,
  role: row.role as StaffRole,
  status: row.disabledAt ? "disabled" : row.passwordHash ? "active" : "invited",
  totp: row.totpSecret !== null,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: lastSeenAt?.toISOString() ?? null,
});

/**
 * The owner's staff screen (issue #17 item 2: the owner "manages staff"): the members, an
 * invitation (the CLI's setup link, from the console), a role change, disable and enable (a member
 * who left: their sessions end at once and open setup links die), and a new setup link (a lost
 * authenticator or forgotten password: the password and second factor are cleared, sessions end).
 * Each write locks the member row and records its audit entry in the same transaction. An owner
 * cannot change their own role or access (another owner does), and no change may leave the store
 * without an active owner (409 staff_last_owner), so the console can never lock everyone out.
 */
export function createStaffMembers(deps: { db: Db; links: StaffLinks; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The member row, locked for the change; never the actor themself. */
  async function lockOther(tx: Db, who: StaffPrincipal, id: number): Promise<Row> {
    if (id === who.id) throw httpError(ERRORS.staffSelf);
    const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for("update");
    if (!row) throw notFound(`No staff member ${id}`);
    return row;
  }

  /** Refuses a change that takes the last active owner away (the owners' rows locked, so two at once cannot). */
  async function keepAnOwner(tx: Db, losing: Row): Promise<void> {
    if (losing.role !== "owner" || losing.disabledAt) return;
    const owners = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, "owner"), isNull(staffMembers.disabledAt)))
      .for("update");
    if (owners.filter((o) => o.id !== losing.id).length === 0) throw httpError(ERRORS.staffLastOwner);
  }

  async function audit(tx: Db, who: StaffPrincipal, action: string, row: Row, changes: Record<string, unknown>) {
    await recordAudit(tx, {
      staffId: who.id,
      staffEmail: who.email,
      action,
      targetType: "staff",
      targetId: String(row.id),
      changes: changes as Record<string, { before: unknown; after: unknown }>,
      detail: { email: row.email },
    });
  }

  /** Ends every session of the member and every setup link still open. */
  async function cutAccess(tx: Db, id: number): Promise<void> {
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await tx
      .update(staffSetupTokens)
      .set({ usedAt: now() })
      .where(and(eq(staffSetupTokens.staffId, id), isNull(staffSetupTokens.usedAt)));
  }

  const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  async function one(id: number): Promise<StaffMemberView> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
    if (!row) throw notFound(`No staff member ${id}`);
    const [seen] = await db
      .select({ at: max(staffSessions.lastSeenAt) })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, id));
    return view(row, seen?.at ?? null);
  }

  return {
    async list(): Promise<{ members: StaffMemberView[] }> {
      const rows = await db
        .select({ member: staffMembers, lastSeenAt: sql<Date | null>`max(${staffSessions.lastSeenAt})` })
        .from(staffMembers)
        .leftJoin(staffSessions, eq(staffSessions.staffId, staffMembers.id))
        .groupBy(staffMembers.id)
        .orderBy(asc(staffMembers.email));
      return {
        members: rows.map((r) =>
          view(r.member, r.lastSeenAt === null ? null : new Date(r.lastSeenAt as unknown as string)),
        ),
      };
    },

    /** The CLI's `create`, from the console: the member without a password, and its one-time setup link. */
    async invite(who: StaffPrincipal, input: StaffInvite): Promise<{ member: StaffMemberView; setupUrl: string }> {
      const taken = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(eq(staffMembers.email, input.email));
      if (taken.length) throw httpError(ERRORS.staffEmailTaken);
      const created = await deps.links
        .create({ email: input.email, role: input.role, by: who.email, staffId: who.id })
        .catch((err: unknown) => {
          // Another invitation of the same address won the race.
          if (err instanceof Error && /exists already/.test(err.message)) throw httpError(ERRORS.staffEmailTaken);
          throw err;
        });
      return { member: await one(created.me.id), setupUrl: created.setupUrl };
    },

    async setRole(who: StaffPrincipal, id: number, role: StaffRole): Promise<StaffMemberView> {
      await tx(async (t) => {
        const row = await lockOther(t, who, id);
        if (row.role === role) return;
        if (role !== "owner") await keepAnOwner(t, row);
        // A money role signs in with a code: without an enrolled authenticator they could not sign in at all.
        if (MONEY_ROLES.includes(role) && row.passwordHash && !row.totpSecret)
          throw httpError(ERRORS.staffTotpRequired);
        await t.update(staffMembers).set({ role }).where(eq(staffMembers.id, id));
        await audit(t, who, "staff.role", row, { role: { before: row.role, after: role } });
      });
      return one(id);
    },

    async disable(who: StaffPrincipal, id: number): Promise<StaffMemberView> {
      await tx(async (t) => {
        const row = await lockOther(t, who, id);
        if (row.disabledAt) return;
        await keepAnOwner(t, row);
        const at = now();
        await t.update(staffMembers).set({ disabledAt: at }).where(eq(staffMembers.id, id));
        await cutAccess(t, id);
        await audit(t, who, "staff.disable", row, { disabledAt: { before: null, after: at.toISOString() } });
      });
      return one(id);
    },

    async enable(who: StaffPrincipal, id: number): Promise<StaffMemberView> {
      await tx(async (t) => {
        const row = await lockOther(t, who, id);
        if (!row.disabledAt) return;
        await t.update(staffMembers).set({ disabledAt: null }).where(eq(staffMembers.id, id));
        await audit(t, who, "staff.enable", row, {
          disabledAt: { before: row.disabledAt?.toISOString(), after: null },
        });
      });
      return one(id);
    },

    /**
     * A new setup link: the member sets a new password and enrols a new authenticator. The old
     * password and TOTP secret stop working now, with every session and open link of the member.
     */
    async resetAccess(who: StaffPrincipal, id: number): Promise<{ member: StaffMemberView; setupUrl: string }> {
      const setupUrl = await tx(async (t) => {
        const row = await lockOther(t, who, id);
        await cutAccess(t, id);
        await t
          .update(staffMembers)
          .set({ passwordHash: null, totpSecret: null, totpLastStep: null })
          .where(eq(staffMembers.id, id));
        const url = await deps.links.reissue(t, id);
        await audit(t, who, "staff.reset", row, {
          password: { before: row.passwordHash ? "set" : "none", after: "none" },
          totp: { before: row.totpSecret ? "enrolled" : "none", after: "none" },
        });
        return url;
      });
      return { member: await one(id), setupUrl };
    },
  };
}
export type StaffMembers = ReturnType<typeof createStaffMembers>;

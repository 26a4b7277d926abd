import type { AuditingActor } from "../../platform/audit.ts";
import type { Db } from "@ironworks/db";
import { and, desc, eq, gt, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { StaffAuditQuery } from "@ironworks/contracts";
import { staffAudit, staffMembers, staffSessions, staffSetupTokens } from "./staff.schema.ts";

export type StaffRow = typeof staffMembers.$inferSelect;
export type AuditRow = typeof staffAudit.$inferSelect;
export type AuditEntry = Omit<typeof staffAudit.$inferInsert, "id" | "at">;

/** The only SQL on staff accounts, sessions and the audit trail. */
export function createStaffRepository(db: Db) {
  return {
    async insertMember(row: { email: string; role: string }): Promise<StaffRow | null> {
      const rows = await db.insert(staffMembers).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    async findByEmail(email: string): Promise<StaffRow | null> {
      const rows = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
      return rows[0] ?? null;
    },
    async findById(id: number): Promise<StaffRow | null> {
      const rows = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async insertSetupToken(row: typeof staffSetupTokens.$inferInsert): Promise<void> {
      await db.insert(staffSetupTokens).values(row);
    },
    /** TOTP secrets not yet sealed (no `enc1:` prefix), of members and setup links, locked for the update. */
    async plainTotpSecrets(): Promise<{ table: "member" | "setup"; key: string; secret: string }[]> {
      const members = await db
        .select({ id: staffMembers.id, secret: staffMembers.totpSecret })
        .from(staffMembers)
        .where(sql`${staffMembers.totpSecret} is not null and ${staffMembers.totpSecret} not like 'enc1:%'`)
        .for("update");
      const links = await db
        .select({ key: staffSetupTokens.tokenHash, secret: staffSetupTokens.totpSecret })
        .from(staffSetupTokens)
        .where(sql`${staffSetupTokens.totpSecret} not like 'enc1:%'`)
        .for("update");
      return [
        ...members.map((m) => ({ table: "member" as const, key: String(m.id), secret: m.secret as string })),
        ...links.map((l) => ({ table: "setup" as const, key: l.key, secret: l.secret })),
      ];
    },
    async replaceTotpSecret(row: { table: "member" | "setup"; key: string }, sealed: string): Promise<void> {
      if (row.table === "member")
        await db
          .update(staffMembers)
          .set({ totpSecret: sealed })
          .where(eq(staffMembers.id, Number(row.key)));
      else await db.update(staffSetupTokens).set({ totpSecret: sealed }).where(eq(staffSetupTokens.tokenHash, row.key));
    },
    async findSetupToken(tokenHash: string, now: Date) {
      const rows = await db
        .select({ token: staffSetupTokens, member: staffMembers })
        .from(staffSetupTokens)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSetupTokens.staffId))
        .where(
          and(
            eq(staffSetupTokens.tokenHash, tokenHash),
            isNull(staffSetupTokens.usedAt),
            gt(staffSetupTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    /** Uses the link once (a second use finds nothing) and sets the password and second factor. */
    async completeSetup(
      tokenHash: string,
      now: Date,
      set: { passwordHash: string; totpSecret: string | null },
    ): Promise<StaffRow | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(staffSetupTokens)
          .set({ usedAt: now })
          .where(and(eq(staffSetupTokens.tokenHash, tokenHash), isNull(staffSetupTokens.usedAt)))
          .returning({ staffId: staffSetupTokens.staffId });
        const staffId = used[0]?.staffId;
        if (staffId === undefined) return null;
        const rows = await tx
          .update(staffMembers)
          .set({ passwordHash: set.passwordHash, totpSecret: set.totpSecret, totpLastStep: null })
          .where(eq(staffMembers.id, staffId))
          .returning();
        // A new password ends every session of the old one.
        await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
        return rows[0] ?? null;
      });
    },
    /** Takes a TOTP step once: false when this step (or a later one) was already used. */
    async claimTotpStep(staffId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, staffId),
            sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: staffMembers.id });
      return rows.length > 0;
    },
    async insertSession(row: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(row);
    },
    async findSession(tokenHash: string, now: Date, idleSince: Date) {
      const rows = await db
        .select({ session: staffSessions, member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince),
            isNull(staffMembers.disabledAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    async touchSession(tokenHash: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },
    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
    },

    /** The audit trail, newest first, filtered. */
    async listAudit(q: StaffAuditQuery): Promise<{ entries: AuditRow[]; total: number }> {
      const where: SQL[] = [];
      if (q.staffId !== undefined) where.push(eq(staffAudit.staffId, q.staffId));
      if (q.action) where.push(eq(staffAudit.action, q.action));
      if (q.targetType) where.push(eq(staffAudit.targetType, q.targetType));
      if (q.targetId) where.push(eq(staffAudit.targetId, q.targetId));
      if (q.from) where.push(gte(staffAudit.at, new Date(`${q.from}T00:00:00Z`)));
      if (q.to) where.push(lt(staffAudit.at, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
      const filter = where.length ? and(...where) : undefined;
      const [entries, count] = await Promise.all([
        db
          .select()
          .from(staffAudit)
          .where(filter)
          .orderBy(desc(staffAudit.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(staffAudit).where(filter),
      ]);
      return { entries, total: count[0]?.n ?? 0 };
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;

/** Writes one audit entry with the caller's transaction (or database): the change and its record commit together. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values(entry);
}

/** Several entries in one statement (a write that touches many products: one entry per product). */
export async function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length) await db.insert(staffAudit).values(entries);
}

/** A staff member acting on records of `targetType`: each entry the service writes names them (ADR 0037). */
export function auditingActor(who: { id: number; email: string }, targetType: string): AuditingActor {
  return {
    id: who.id,
    email: who.email,
    audit: (tx, e) =>
      recordAudit(tx, {
        staffId: who.id,
        staffEmail: who.email,
        action: e.action,
        targetType,
        targetId: e.targetId,
        changes: e.changes,
        detail: e.detail ?? null,
      }),
  };
}

/** The before/after of each field that changed (deep-equal by JSON), for an audit entry. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      out[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return out;
}

import type { Db } from "@ironworks/db";

/** One line of the back office's audit trail (ADR 0037): who changed what, field by field. */
export interface StaffAuditRecord {
  staffId: number;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  detail?: Record<string, unknown>;
}

/**
 * How a service writes its staff decisions to the audit trail: in the decision's own transaction, so
 * the change and its record commit together (services.ts passes the staff service's recordAudit).
 */
export type AuditWriter = (tx: Db, entry: StaffAuditRecord) => Promise<void>;

/** What a service names of an entry written by an AuditingActor (the actor knows who and what kind). */
export type ActorAuditRecord = Pick<StaffAuditRecord, "action" | "targetId" | "changes" | "detail">;

/** A staff member acting on one kind of record, every change audited in the change's own transaction. */
export interface AuditingActor {
  id: number;
  email: string;
  audit(tx: Db, entry: ActorAuditRecord): Promise<void>;
}

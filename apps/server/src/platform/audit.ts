import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Records who did what; callers pass ids, never passwords, tokens or names. */
export async function writeAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}

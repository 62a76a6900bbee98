import type { TImportJob, TImportProblem } from '@clearsheets/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, importJobs } from '../../db/schema';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportKind = TImportJob['kind'];

export async function insertImportJob(
  db: Db,
  job: {
    kind: ImportKind;
    createdBy: number;
    districtId: number | null;
    classId: number | null;
    fileName: string;
    fileHash: string;
    totalRows: number;
    options?: Record<string, unknown>;
  },
) {
  const [row] = await db.insert(importJobs).values(job).returning();
  return row!;
}

export async function findImportJob(db: Db, id: number) {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row;
}

/** The caller's own jobs, newest first. */
export async function listImportJobs(
  db: Db,
  q: { createdBy: number; classId?: number; kinds?: ImportKind[]; page: number; pageSize: number },
) {
  const where = and(
    eq(importJobs.createdBy, q.createdBy),
    q.classId ? eq(importJobs.classId, q.classId) : undefined,
    q.kinds ? inArray(importJobs.kind, q.kinds) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(importJobs)
      .where(where)
      .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(importJobs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Jobs a previous process left unfinished: they run again at start-up. */
export async function findUnfinishedJobs(db: Db) {
  return db
    .select({ id: importJobs.id, kind: importJobs.kind })
    .from(importJobs)
    .where(inArray(importJobs.status, ['queued', 'running']))
    .orderBy(importJobs.id);
}

export async function markJobRunning(db: Db, id: number, totalRows?: number) {
  await db
    .update(importJobs)
    .set({ status: 'running', ...(totalRows === undefined ? {} : { totalRows }) })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['queued', 'running'])));
}

/** Fails a job unless it already ended (a run elsewhere may have finished it meanwhile). */
export async function markJobFailed(db: Db, id: number, problems: TImportProblem[], processedRows: number) {
  await db
    .update(importJobs)
    .set({ status: 'failed', problems, processedRows, createdCount: 0, updatedCount: 0, finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['queued', 'running'])));
}

/** Takes the job for this run, inside the run's transaction: false when it already ended or another process
 * holds it (both resumed it after a restart); the row stays locked until the run commits or rolls back. */
export async function claimJobInTransaction(tx: Db, id: number) {
  const [row] = await tx
    .select({ status: importJobs.status })
    .from(importJobs)
    .where(eq(importJobs.id, id))
    .for('update', { skipLocked: true });
  return row?.status === 'queued' || row?.status === 'running';
}

export async function markJobDone(
  tx: Db,
  id: number,
  done: { totalRows: number; created: number; updated: number; problems: TImportProblem[] },
) {
  await tx
    .update(importJobs)
    .set({
      status: 'done',
      totalRows: done.totalRows,
      processedRows: done.totalRows,
      createdCount: done.created,
      updatedCount: done.updated,
      problems: done.problems,
      finishedAt: new Date(),
    })
    .where(eq(importJobs.id, id));
}

/** A job with the school of the class it imported into (deleted classes included: their jobs stay readable),
 * the facts the imports policy needs, in one query. */
export async function findImportJobWithClassSchool(db: Db, id: number) {
  const [row] = await db
    .select({ job: importJobs, classSchoolId: classes.schoolId })
    .from(importJobs)
    .leftJoin(classes, eq(classes.id, importJobs.classId))
    .where(eq(importJobs.id, id));
  return row;
}

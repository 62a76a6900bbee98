import type { TImportJob, TImportProblem } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import {
  findClassSchoolId,
  findImportJob,
  type ImportJobRow,
  type ImportKind,
  listImportJobs,
} from './import-jobs.repository';

/** The contract shape; `progress` overlays rows processed in a transaction not yet committed. */
export function toImportJob(row: ImportJobRow, progress?: number): TImportJob {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    classId: row.classId,
    status: row.status as TImportJob['status'],
    totalRows: row.totalRows,
    processedRows: row.status === 'running' && progress !== undefined ? progress : row.processedRows,
    createdCount: row.createdCount,
    updatedCount: row.updatedCount,
    problems: (row.problems as TImportProblem[]) ?? [],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Who may read a job: its creator, the district's admins, and the class school's admins. */
async function canRead(db: Db, caller: Caller, job: ImportJobRow) {
  if (job.createdBy === caller.userId) return true;
  if (caller.role === 'DistrictAdmin') return job.districtId !== null && job.districtId === caller.districtId;
  if (caller.role === 'SchoolAdmin' && job.classId) {
    return (await findClassSchoolId(db, job.classId)) === caller.schoolId;
  }
  return false;
}

/** A job the caller may read: 404 otherwise (no hint that it exists). */
export async function loadImportJobFor(db: Db, caller: Caller, id: number): Promise<ImportJobRow> {
  const job = await findImportJob(db, id);
  if (!job || !(await canRead(db, caller, job))) throw notFound();
  return job;
}

/** A page of the jobs a user started, newest first. */
export const listOwnImportJobs = (
  db: Db,
  q: { createdBy: number; classId?: number; kinds?: ImportKind[]; page: number; pageSize: number },
) => listImportJobs(db, q);

import type { TImportJob, TImportProblem } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import {
  findImportJobWithClassSchool,
  type ImportJobRow,
  type ImportKind,
  listImportJobs,
} from './import-jobs.repository';
import { can } from './imports.policy';

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

/** A job the caller may read (imports.policy.ts): 404 otherwise (no hint that it exists). */
export async function loadImportJobFor(db: Db, caller: Caller, id: number): Promise<ImportJobRow> {
  const found = await findImportJobWithClassSchool(db, id);
  if (!found) throw notFound();
  const { job, classSchoolId } = found;
  if (!can(caller, 'read', { createdBy: job.createdBy, districtId: job.districtId, classSchoolId })) throw notFound();
  return job;
}

/** A page of the jobs a user started, newest first. */
export const listOwnImportJobs = (
  db: Db,
  q: { createdBy: number; classId?: number; kinds?: ImportKind[]; page: number; pageSize: number },
) => listImportJobs(db, q);

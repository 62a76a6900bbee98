import { createHash } from 'node:crypto';
import { MESSAGES, STUDENT_IMPORT_COLUMNS, type TImportProblem } from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import type { LoadedClass } from '../classes';
import { assertRoomFor, publishRosterChanged, studentLimitOf } from '../classes';
import { createStudentAccounts, findStudentsEnrollableByUser } from '../rosters';
import { readUpload, removeUpload, type SheetRow, saveUpload } from './import-files';
import {
  claimJobInTransaction,
  findImportJob,
  insertImportJob,
  markJobDone,
  markJobRunning,
} from './import-jobs.repository';
import { failJob, ImportProblems, importStateOf } from './import-runner';
import { parseStudentFile } from './parse-pool';
import {
  enrollStudents,
  findClassMembers,
  findImportClass,
  findUsersByUsernames,
  lockClass,
} from './student-import.repository';
import { planStudentImport, type StudentImportPlan } from './student-import.validate';

export const STUDENT_JOB_KINDS = ['students_csv', 'students_xlsx'] as const;
export const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/** Checks an uploaded student file (type, columns, rows) and records its job (the route starts it once the
 * reply is out). Nothing is written when the file is refused. */
export async function acceptStudentUpload(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  cls: LoadedClass,
  file: { fileName: string; buffer: Buffer },
) {
  // Read in a worker thread, no further than the row limit (see parse-pool.ts).
  const { kind, data } = await parseStudentFile(file.fileName, file.buffer);
  const job = await insertImportJob(ctx.db, {
    kind: kind === 'csv' ? 'students_csv' : 'students_xlsx',
    createdBy: caller.userId,
    districtId: cls.districtId,
    classId: cls.id,
    fileName: file.fileName,
    fileHash: sha256(file.buffer),
    totalRows: data.length,
  });
  const state = importStateOf(ctx, log);
  try {
    await saveUpload(ctx.config.dataDir, job.id, file.buffer);
  } catch (err) {
    await failJob(ctx, log, job.id, err, 0);
    throw err;
  }
  state.parsed.set(job.id, data);
  return job;
}

async function loadRows(ctx: AppContext, log: FastifyBaseLogger, job: { id: number; kind: string }) {
  const state = importStateOf(ctx, log);
  const cached = state.parsed.get(job.id) as SheetRow[] | undefined;
  state.parsed.delete(job.id);
  if (cached) return cached;
  const buf = await readUpload(ctx.config.dataDir, job.id);
  if (!buf) return null;
  return (await parseStudentFile('upload', buf, job.kind === 'students_xlsx' ? 'xlsx' : 'csv')).data;
}

/** The background half: in one transaction that first takes the job, validate every row, then write all of
 * it, or nothing. */
export async function runStudentImport(ctx: AppContext, log: FastifyBaseLogger, jobId: number) {
  const job = await findImportJob(ctx.db, jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const state = importStateOf(ctx, log);
  let total = job.totalRows;
  let skipped = false;
  try {
    const rows = await loadRows(ctx, log, job);
    if (rows) total = rows.length;
    await markJobRunning(ctx.db, jobId, total);
    state.progress.set(jobId, 0);
    const wrote = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await claimJobInTransaction(tx, jobId))) return false;
      if (!rows) throw lost();
      const cls = job.classId ? await findImportClass(tx, job.classId) : undefined;
      if (!cls) throw gone();
      const usernames = rows.map((r) => (r.cells[2] ?? '').toLowerCase()).filter(Boolean);
      const usersByUsername = await findUsersByUsernames(tx, usernames);
      const members = await findClassMembers(tx, cls.id);
      const plan = planStudentImport(rows, {
        schoolId: cls.schoolId,
        usersByUsername,
        members,
        limit: await studentLimitOf(tx, cls),
        activeCount: members.filter((m) => m.status === 'active').length,
      });
      // In row order, as the file reads; a problem of the whole file (no row) stays last.
      const problems = [...plan.problems, ...(await rowsOutOfReach(tx, job.createdBy, cls, plan.matched, members))];
      problems.sort((a, b) => (a.row ?? Number.POSITIVE_INFINITY) - (b.row ?? Number.POSITIVE_INFINITY) || 0);
      if (problems.length) throw new ImportProblems(problems);

      // Two imports into one class wait for each other here, then count again.
      await lockClass(tx, cls.id);
      await assertRoomFor(tx, cls, plan.adding);
      const created = await createStudentAccounts(
        tx,
        ctx.credentialBox,
        plan.fresh.map((s) => ({
          firstName: s.firstName,
          lastName: s.lastName,
          username: s.username,
          password: s.password,
          grade: s.grade,
        })),
        {
          schoolId: cls.schoolId,
          districtId: cls.districtId,
          grade: cls.grade,
          passwordsSetBy: { userId: job.createdBy, rosterClassId: cls.id },
        },
      );
      // Every row is one student: progress counts the rows enrolled so far.
      let done = 0;
      const ids = [...plan.matched.map((m) => m.studentId), ...created.map((c) => c.id)];
      await enrollStudents(tx, cls.id, ids, (n) => {
        done = Math.min(total, done + n);
        state.progress.set(jobId, done);
      });
      await markJobDone(tx, jobId, {
        totalRows: total,
        created: created.length,
        updated: plan.matched.length,
        problems: [],
      });
      await writeAudit(tx, {
        actorUserId: job.createdBy,
        action: 'class.students_imported',
        entityType: 'class',
        entityId: cls.id,
        details: { jobId, created: created.length, updated: plan.matched.length },
      });
      return true;
    });
    skipped = !wrote;
    if (wrote) {
      void ctx.passwordHasher.kick();
      if (job.classId) await publishRosterChanged(ctx, job.classId, log);
    }
  } catch (err) {
    await failJob(ctx, log, jobId, err, total);
  } finally {
    state.progress.delete(jobId);
    state.parsed.delete(jobId);
    // A run that found the job taken leaves the file to the run that has it.
    if (!skipped) await removeUpload(ctx.config.dataDir, jobId);
  }
}

const lost = () =>
  new ImportProblems([{ message: 'The uploaded file is no longer available. Please upload it again.' }]);
const gone = () => new ImportProblems([{ message: 'The class no longer exists.' }]);

/** Rows naming an existing student whom the uploader may not add to the class (docs/decisions/0015). They
 * read like a username someone else holds, so a file cannot tell whose students exist. */
async function rowsOutOfReach(
  tx: Db,
  uploaderId: number,
  cls: { schoolId: number; districtId: number },
  matched: StudentImportPlan['matched'],
  members: { id: number }[],
): Promise<TImportProblem[]> {
  const memberIds = new Set(members.map((m) => m.id));
  const joining = matched.filter((m) => !memberIds.has(m.studentId));
  if (!joining.length) return [];
  const reachable = await findStudentsEnrollableByUser(
    tx,
    uploaderId,
    cls,
    joining.map((m) => m.studentId),
  );
  return joining
    .filter((m) => !reachable.has(m.studentId))
    .map((m) => ({ row: m.row, column: STUDENT_IMPORT_COLUMNS[2], message: MESSAGES.usernameTaken }));
}

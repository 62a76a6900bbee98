import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { readUpload, removeUpload, saveUpload } from '../imports/import-files';
import {
  claimJobInTransaction,
  findImportJob,
  insertImportJob,
  markJobDone,
  markJobRunning,
} from '../imports/import-jobs.repository';
import { failJob, ImportProblems, importStateOf } from '../imports/import-runner';
import { parseOneRosterBundle } from '../imports/parse-pool';
import { sha256 } from '../imports/student-import.service';
import { type ImportOptions, Planner, planClasses, planOrgs, planSessionsAndCourses } from './oneroster.plan';
import { coveredSchoolIds, hasBulkRemovals, planBulkRemovals } from './oneroster.plan-bulk';
import { checkClassCaps, planEnrollments } from './oneroster.plan-enrollments';
import { planUsers } from './oneroster.plan-users';
import { type BundleRefs, loadBulkScope, loadDbState, lockDistrict } from './oneroster.repository';
import { writePlan } from './oneroster.write.repository';
import { assertOneRosterZip, type Bundle } from './oneroster-csv';
import { derivedUsernameBase, ONEROSTER_USERNAME, oldColumnProblems } from './oneroster-vocab';

/** Records a district's OneRoster bundle as a job; only a zip is checked here, everything else by the job. */
export async function acceptOneRosterUpload(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  file: { fileName: string; buffer: Buffer },
  options: ImportOptions = {},
) {
  if (!caller.districtId) throw forbidden();
  assertOneRosterZip(file.buffer);
  const job = await insertImportJob(ctx.db, {
    kind: 'oneroster',
    createdBy: caller.userId,
    districtId: caller.districtId,
    classId: null,
    fileName: file.fileName,
    fileHash: sha256(file.buffer),
    totalRows: 0,
    options: { ...options },
  });
  const state = importStateOf(ctx, log);
  try {
    await saveUpload(ctx.config.dataDir, job.id, file.buffer);
  } catch (err) {
    await failJob(ctx, log, job.id, err, 0);
    throw err;
  }
  state.parsed.set(job.id, file.buffer);
  return job;
}

function refsOf(bundle: Bundle): BundleRefs {
  const { users, classes, enrollments } = bundle.tables;
  const col = (t: typeof users, name: string, lower = false) =>
    t ? t.rows.map((_, i) => (lower ? t.get(i, name).toLowerCase() : t.get(i, name))).filter(Boolean) : [];
  const emails = col(users, 'email', true);
  // Usernames that cannot sign in here get a derived one: the accounts holding it (or it with "-N") matter.
  const derivedBases = users
    ? users.rows.flatMap((_, i) => {
        const raw = users.get(i, 'username');
        return raw && !ONEROSTER_USERNAME.test(raw.toLowerCase())
          ? [derivedUsernameBase(raw, users.get(i, 'sourcedId'))]
          : [];
      })
    : [];
  return {
    userSourcedIds: [...col(users, 'sourcedId'), ...col(enrollments, 'userSourcedId')],
    classSourcedIds: [...col(classes, 'sourcedId'), ...col(enrollments, 'classSourcedId')],
    usernames: [...col(users, 'username', true), ...emails],
    emails,
    derivedBases,
  };
}

/** In one transaction that first takes the job (and locks the district): validates the whole bundle against
 * the district, then writes all of it, or nothing. */
export async function runOneRosterImport(ctx: AppContext, log: FastifyBaseLogger, jobId: number) {
  const job = await findImportJob(ctx.db, jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const state = importStateOf(ctx, log);
  let total = 0;
  let skipped = false;
  let endedUserIds: number[] = [];
  const options = ((await findImportJob(ctx.db, jobId))?.options ?? {}) as ImportOptions;
  try {
    const cached = state.parsed.get(jobId) as Buffer | undefined;
    state.parsed.delete(jobId);
    const buf = cached ?? (await readUpload(ctx.config.dataDir, jobId));
    let bundle: Bundle | undefined;
    let unreadable: unknown;
    try {
      if (buf) bundle = await parseOneRosterBundle(buf); // in a worker thread: see parse-pool.ts
    } catch (err) {
      unreadable = err;
    }
    total = bundle?.totalRows ?? 0;
    await markJobRunning(ctx.db, jobId, total);
    state.progress.set(jobId, 0);
    const districtId = job.districtId;
    const wrote = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await claimJobInTransaction(tx, jobId))) return false;
      if (unreadable) throw unreadable;
      if (!bundle)
        throw new ImportProblems([{ message: 'The uploaded file is no longer available. Please upload it again.' }]);
      if (!districtId) throw new ImportProblems([{ message: 'The import has no district.' }]);
      // Missing files and columns first: reference checks against a missing file would only add noise.
      const columnProblems = [...bundle.problems, ...oldColumnProblems(bundle.tables)];
      if (columnProblems.length) throw new ImportProblems(columnProblems);
      // One import per district at a time: the second waits here, then plans against the first one's data.
      await lockDistrict(tx, districtId);
      const db = await loadDbState(tx, districtId, job.createdBy, refsOf(bundle));
      const planner = new Planner(bundle, db, options);
      planOrgs(planner);
      planSessionsAndCourses(planner);
      planClasses(planner);
      planUsers(planner);
      planEnrollments(planner);
      if (hasBulkRemovals(planner))
        planBulkRemovals(planner, await loadBulkScope(tx, districtId, coveredSchoolIds(planner)));
      checkClassCaps(planner);
      const { plan } = planner;
      if (plan.problems.length) throw new ImportProblems([...plan.problems, ...plan.warnings]);

      const counts = await writePlan(tx, ctx.credentialBox, plan, db, (n) =>
        state.progress.set(jobId, Math.min(n, total)),
      );
      endedUserIds = counts.endedUserIds;
      await markJobDone(tx, jobId, {
        totalRows: total,
        created: counts.created,
        updated: counts.updated,
        problems: plan.warnings,
      });
      await writeAudit(tx, {
        actorUserId: job.createdBy,
        action: 'district.oneroster_imported',
        entityType: 'district',
        entityId: districtId,
        details: { jobId, version: bundle.version, ...counts.details },
      });
      return true;
    });
    skipped = !wrote;
    // After commit: every process refuses the deactivated accounts' access tokens from their next request.
    for (const userId of endedUserIds) await ctx.sessions.ended(userId);
    if (wrote) void ctx.passwordHasher.kick();
  } catch (err) {
    await failJob(ctx, log, jobId, err, total);
  } finally {
    state.progress.delete(jobId);
    state.parsed.delete(jobId);
    // A run that found the job taken leaves the file to the run that has it.
    if (!skipped) await removeUpload(ctx.config.dataDir, jobId);
  }
}

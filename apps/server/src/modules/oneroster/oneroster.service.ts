import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import {
  claimJobInTransaction,
  failJob,
  findImportJob,
  ImportProblems,
  importStateOf,
  insertImportJob,
  markJobDone,
  markJobRunning,
  readUpload,
  removeUpload,
  saveUpload,
  sha256,
} from '../imports';
import { planOneRosterBundle, summarizeOneRosterBundle } from './oneroster.parse';
import type { ImportOptions } from './oneroster.plan';
import type { PlanPart } from './oneroster.plan-parts';
import type { BundleSummary } from './oneroster.plan-task';
import { loadBulkScope, loadDbState, lockDistrict } from './oneroster.repository';
import { PlanWriter } from './oneroster.write.repository';
import { assertOneRosterZip } from './oneroster-csv';

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
    let summary: BundleSummary | undefined;
    let unreadable: unknown;
    try {
      if (buf) summary = await summarizeOneRosterBundle(buf); // in a worker thread: see parse-pool.ts
    } catch (err) {
      unreadable = err;
    }
    total = summary?.totalRows ?? 0;
    await markJobRunning(ctx.db, jobId, total);
    state.progress.set(jobId, 0);
    const districtId = job.districtId;
    const wrote = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await claimJobInTransaction(tx, jobId))) return false;
      if (unreadable) throw unreadable;
      if (!buf || !summary)
        throw new ImportProblems([{ message: 'The uploaded file is no longer available. Please upload it again.' }]);
      if (!districtId) throw new ImportProblems([{ message: 'The import has no district.' }]);
      if (summary.problems.length) throw new ImportProblems(summary.problems);
      // One import per district at a time: the second waits here, then plans against the first one's data.
      await lockDistrict(tx, districtId);
      const db = await loadDbState(tx, districtId, job.createdBy, summary.refs);
      // The bundle is planned in a worker thread (read again there), and its plan comes back in parts, each
      // written before the next is sent: this thread never holds the district's rows. All in this transaction:
      // a part that fails, or the class cap checked at the end, rolls back every part written before it.
      const writer = new PlanWriter(tx, ctx.credentialBox, db, (n) => state.progress.set(jobId, Math.min(n, total)));
      const write = (part: PlanPart) => writer.take(part);
      let reply = await planOneRosterBundle(buf, db, options, write);
      if ('scopeFor' in reply) {
        const scope = await loadBulkScope(tx, districtId, reply.scopeFor);
        reply = await planOneRosterBundle(buf, db, options, write, scope);
      }
      if ('refused' in reply) throw new ImportProblems(reply.refused);
      if (!('sent' in reply)) throw new Error('a bulk set was planned without its scope');
      const { warnings } = reply.sent;
      const counts = writer.finish();
      endedUserIds = counts.endedUserIds;
      await markJobDone(tx, jobId, {
        totalRows: total,
        created: counts.created,
        updated: counts.updated,
        problems: warnings,
      });
      await writeAudit(tx, {
        actorUserId: job.createdBy,
        action: 'district.oneroster_imported',
        entityType: 'district',
        entityId: districtId,
        details: { jobId, version: summary.version, ...counts.details },
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

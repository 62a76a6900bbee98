import { runInParseThread } from '../imports';
import type { OneRosterTask } from './oneroster.parse-task';
import type { DbState, ImportOptions } from './oneroster.plan';
import type { BulkScope } from './oneroster.plan-bulk';
import type { BundleSummary, PlanReply } from './oneroster.plan-task';

// A OneRoster bundle is read in the imports module's parse threads, by oneroster.parse-task.ts.
const TASKS = new URL('./oneroster.parse-task.ts', import.meta.url);
const inThread = <T>(task: OneRosterTask) => runInParseThread<T>(TASKS, task);

/** A OneRoster bundle's file and column problems, else the keys of the district records it names. */
export const summarizeOneRosterBundle = (buf: Uint8Array) =>
  inThread<BundleSummary>({ op: 'oneroster-summary', bytes: buf });

/** The bundle read again and planned against the district's records (and, for a bulk set, its scope). Only
 * the plan crosses back: the district's rows stay in the thread. */
export const planOneRosterBundle = (buf: Uint8Array, db: DbState, options: ImportOptions, scope?: BulkScope) =>
  inThread<PlanReply>({ op: 'oneroster-plan', bytes: buf, db, options, scope });

import { runInParseThread } from '../imports';
import type { OneRosterTask } from './oneroster.parse-task';
import type { DbState, ImportOptions } from './oneroster.plan';
import type { BulkScope } from './oneroster.plan-bulk';
import type { CreatedIds, PlanPart } from './oneroster.plan-parts';
import type { BundleSummary, PlanReply } from './oneroster.plan-task';

// A OneRoster bundle is read in the imports module's parse threads, by oneroster.parse-task.ts.
const TASKS = new URL('./oneroster.parse-task.ts', import.meta.url);
const inThread = <T>(task: OneRosterTask, onPart?: (part: unknown) => Promise<unknown>) =>
  runInParseThread<T>(TASKS, task, onPart);

/** A OneRoster bundle's file and column problems, else the keys of the district records it names. */
export const summarizeOneRosterBundle = (buf: Uint8Array) =>
  inThread<BundleSummary>({ op: 'oneroster-summary', bytes: buf });

/** The bundle read again and planned against the district's records (and, for a bulk set, its scope). The
 * plan crosses back in parts, each given to `write` (and the next sent once it is written): the district's
 * rows stay in the thread. */
export const planOneRosterBundle = (
  buf: Uint8Array,
  db: DbState,
  options: ImportOptions,
  write: (part: PlanPart) => Promise<CreatedIds | undefined>,
  scope?: BulkScope,
) => inThread<PlanReply>({ op: 'oneroster-plan', bytes: buf, db, options, scope }, (part) => write(part as PlanPart));

import type { DbState, ImportOptions } from './oneroster.plan';
import type { BulkScope } from './oneroster.plan-bulk';
import type { SendPart } from './oneroster.plan-parts';
import { planBundle, summarizeBundle } from './oneroster.plan-task';
import { readBundle } from './oneroster-csv';

// The OneRoster tasks the imports module's parse threads run (its parse-worker.ts loads this file by URL, see
// oneroster.parse.ts): imports owns the threads, OneRoster owns what they do with a bundle. A plan goes back in
// parts through `send`, each written before the next is sent.

export type OneRosterTask =
  | { op: 'oneroster-summary'; bytes: Uint8Array }
  | { op: 'oneroster-plan'; bytes: Uint8Array; db: DbState; options: ImportOptions; scope?: BulkScope };

export function handle(task: OneRosterTask, send: SendPart) {
  const buf = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.op === 'oneroster-summary') return summarizeBundle(readBundle(buf));
  return planBundle(readBundle(buf), task.db, task.options, send, task.scope);
}

import { AppError } from '../errors';

// Tasks for worker-pool.test.ts: an answer, a refusal, an answer in parts, and tasks that pass the time and
// memory budgets.

export type TestTask =
  | { op: 'echo'; value: unknown }
  | { op: 'refuse' }
  | { op: 'parts'; count: number }
  | { op: 'spin' }
  | { op: 'hog' };

/** Sends `count` parts, one after the caller took the previous; answers with what the caller said of each. */
async function inParts(count: number, send: (part: unknown) => Promise<unknown>) {
  const acks: unknown[] = [];
  for (let i = 0; i < count; i++) acks.push(await send({ index: i }));
  return acks;
}

export function handle(task: TestTask, send: (part: unknown) => Promise<unknown>) {
  if (task.op === 'echo') return task.value;
  if (task.op === 'parts') return inParts(task.count, send);
  if (task.op === 'refuse') throw new AppError(400, 'invalid_request', 'importNoData', 'empty sheet');
  if (task.op === 'spin') for (;;);
  const kept: object[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => ({ i })));
}

import { AppError } from '../errors';

// Tasks for worker-pool.test.ts: an answer, a refusal, and tasks that pass the time and memory budgets.

export type TestTask = { op: 'echo'; value: unknown } | { op: 'refuse' } | { op: 'spin' } | { op: 'hog' };

export function handle(task: TestTask) {
  if (task.op === 'echo') return task.value;
  if (task.op === 'refuse') throw new AppError(400, 'invalid_request', 'importNoData', 'empty sheet');
  if (task.op === 'spin') for (;;);
  const kept: object[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => ({ i })));
}

import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

// A V8 CPU profile of this process over one stretch of work (e.g. one measured window of a bench), written as a
// .cpuprofile that Chrome's DevTools and speedscope open as a flame graph. Off unless the bench is asked for it.

export async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JSON.stringify(profile));
  }
}

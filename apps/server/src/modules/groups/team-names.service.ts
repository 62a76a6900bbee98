import { randomInt } from 'node:crypto';
import { TEAM_NAMES } from '@clearsheets/shared';

/** Why: a teacher asks for a few fun names at once and expects no repeats among them. */
export function pickTeamNames(count: number, names: readonly string[] = TEAM_NAMES): string[] {
  const pool = [...names];
  const n = Math.min(count, pool.length);
  // Partial Fisher-Yates: the first n slots become a uniform random sample without repeats.
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, n);
}

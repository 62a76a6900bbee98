import type { Db } from '../client';

export async function seedGradingScales(_db: Db) {}

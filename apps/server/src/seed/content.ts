import type { Db } from '../db/client';
import { seedGradingScales } from './grading-scales';
import { seedLessons } from './lessons';
import { seedLibrary } from './library';
import { seedStandards } from './standards';

/** Product content every configuration ships: standards, the approved library, grading scales, Clear Lessons. Idempotent. */
export async function seedContent(db: Db) {
  await seedStandards(db);
  await seedGradingScales(db);
  await seedLibrary(db);
  await seedLessons(db);
}

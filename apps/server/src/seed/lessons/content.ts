// Every Clear Lesson: mathematics grades 3-8, one per STAAR reporting category (RC1-RC4).
import { GRADE_3 } from './grade-3';
import { GRADE_4 } from './grade-4';
import { GRADE_5 } from './grade-5';
import { GRADE_6 } from './grade-6';
import { GRADE_7 } from './grade-7';
import { GRADE_8 } from './grade-8';
import type { SeedLesson } from './types';

export const LESSONS: readonly SeedLesson[] = [...GRADE_3, ...GRADE_4, ...GRADE_5, ...GRADE_6, ...GRADE_7, ...GRADE_8];

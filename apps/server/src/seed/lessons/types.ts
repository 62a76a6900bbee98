// The shapes of the seeded Clear Lessons, before the seeder resolves standard codes to database ids and numbers
// the questions.
import type { TCfu } from '@clearsheets/shared';
import type { MathDomainCode, SeedQuestion } from '../library/types';

export type LessonGrade = '3' | '4' | '5' | '6' | '7' | '8';

/** A scored check's follow-ups: the pathway's slides (score 100) and the intervention's, with its re-check. */
export interface SeedRoutedCheck {
  key: string;
  kind: 5 | 6;
  title: string;
  /** Checkpoint 1, Skill Builder Checkpoint 2, Exit Ticket 3. */
  slideType: 1 | 2 | 3;
  /** The one TEKS code every question of the check (and of its re-check) assesses. */
  standardCode: string;
  questions: SeedQuestion[];
  pathway: { slideKeys: string[] };
  /** 2 additional practice problem, 3 group instruction, 4 quick remedial lesson (we ship no videos). */
  intervention: { kind: 2 | 3 | 4; slideKeys: string[]; recheck: SeedQuestion[] };
}

/** A slide component as the content files write it: the lesson model's, with codes instead of ids. */
export type SeedComponent =
  | { key: string; kind: 1; template: 1 | 2 | 3 | 4; prompt: string }
  | { key: string; kind: 2; title: string; body: string }
  | { key: string; kind: 3; prompt: string; correct?: 'yes' | 'no' }
  | { key: string; kind: 4; prompt: string; correct?: 'true' | 'false' }
  | SeedRoutedCheck
  | { key: string; kind: 7; title: string; body: string; cfu?: TCfu; images?: { url: string; alt: string }[] }
  | { key: string; kind: 8; title: string; standardCode: string | null; questions: SeedQuestion[] };

export interface SeedSlide {
  key: string;
  title: string;
  /** 1 the class flow, 2 a follow-up shown only to the students routed to it. */
  target: 1 | 2;
  notes?: string;
  components: SeedComponent[];
}

/** One Clear Lesson of the library. */
export interface SeedLesson {
  /** Stable slug stored as `lessons.library_key`; never change it once shipped. */
  key: string;
  title: string;
  description: string;
  grade: LessonGrade;
  /** The STAAR reporting category, a domain code of Texas mathematics. */
  domainCode: MathDomainCode;
  /** Official TEKS codes the lesson teaches and checks; every question's code is one of them. */
  standardCodes: string[];
  slides: SeedSlide[];
}

// The shapes of the approved library content, before the seeder resolves codes and keys to database ids.
import type { Grade, TQuestionInput } from '@clearsheets/shared';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A library question: the studio's question shape without database ids. `standardCode` is the official
 * TEKS code (e.g. '3.4A') and `passageKey` names one of its worksheet's passages; the seeder turns them
 * into `standardId` and `passageId`.
 */
export type SeedQuestion = DistributiveOmit<TQuestionInput, 'standardId' | 'passageId'> & {
  standardCode?: string;
  passageKey?: string;
};

/** Shared reading text (a story, an article, or the context of several word problems). */
export interface SeedPassage {
  /** Unique within its worksheet. */
  key: string;
  /** Unique within its worksheet. */
  title: string;
  body: string;
}

export type LibrarySubject = 'Math' | 'Reading' | 'Science';

/** STAAR mathematics reporting categories, the domain codes of Texas Math grades 3-8. */
export type MathDomainCode = 'RC1' | 'RC2' | 'RC3' | 'RC4';

/** One approved worksheet. */
export interface SeedWorksheet {
  /** Stable slug stored as `worksheets.library_key`; never change it once shipped. */
  key: string;
  title: string;
  description: string;
  grade: Grade;
  subject: LibrarySubject;
  /** The reporting category it belongs to; undefined when it spans several or the code is not known. */
  domainCode?: string;
  /** Covers its whole reporting category (the only kind a free license may assign). */
  isFullTopic: boolean;
  /** Official TEKS codes the worksheet is aligned to; every question's code is one of them. */
  standardCodes: string[];
  passages?: SeedPassage[];
  questions: SeedQuestion[];
}

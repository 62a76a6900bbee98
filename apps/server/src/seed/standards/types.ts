import type { Grade, Subject } from '@clearsheets/shared';

/** How the state test weighs a student expectation (STAAR readiness or supporting standard). */
export type Emphasis = 'readiness' | 'supporting';

export interface BreakoutSeed {
  /** The standard's code plus a part number, e.g. '3.4A.1'. */
  code: string;
  description: string;
}

export interface StandardSeed {
  /** The student expectation's code, e.g. '3.4A'. */
  code: string;
  /** The official text (first letter capitalised, ending with a period). */
  description: string;
  /** STAAR designation; absent when the expectation is not assessed (or not known to be). */
  emphasis?: Emphasis;
  /** A CASE identifier, only where certain. */
  caseId?: string;
  breakouts?: BreakoutSeed[];
}

export interface DomainSeed {
  /** Short code within the grade: 'RC1'..'RC4', 'PS', 'COMP', ... */
  code: string;
  name: string;
  standards: StandardSeed[];
}

export interface GradeSeed {
  grade: Grade;
  domains: DomainSeed[];
}

/** One subject's standards for one state, e.g. Texas mathematics grades 3-8. */
export interface SubjectSeed {
  subject: Subject;
  /** The subject's part of the stable key: TX.<key>.<code>, e.g. 'MATH'. */
  key: string;
  grades: GradeSeed[];
}

/** The STAAR mathematics reporting categories (grade 7 names its first one differently). */
export const MATH_RC = {
  RC1: 'Numerical Representations and Relationships',
  RC2: 'Computations and Algebraic Relationships',
  RC3: 'Geometry and Measurement',
  RC4: 'Data Analysis and Personal Financial Literacy',
} as const;

export const READINESS: Emphasis = 'readiness';
export const SUPPORTING: Emphasis = 'supporting';

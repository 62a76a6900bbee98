// Questions: the ten answer types, their scoring rules, checks, instructions and presentation order.
export * from './answer-checks';
export * from './answer-keys';
export * from './answer-types';
export * from './common';
export * from './correct-response';
export * from './instructions';
export * from './responses';
export * from './scoring';
export type { TKeyedChoice, TPartResult } from './scoring-rules';
export * from './shuffle';
export * from './student-view';
export * from './template';
export * from './text-match';

import type { DomainSeed } from './types';

// (x.1) Mathematical process standards: the same seven student expectations in every grade from
// kindergarten to grade 8. They are not a STAAR reporting category; STAAR items apply them across
// all four categories.
const PROCESS = [
  'Apply mathematics to problems arising in everyday life, society, and the workplace.',
  'Use a problem-solving model that incorporates analyzing given information, formulating a plan or strategy, determining a solution, justifying the solution, and evaluating the problem-solving process and the reasonableness of the solution.',
  'Select tools, including real objects, manipulatives, paper and pencil, and technology as appropriate, and techniques, including mental math, estimation, and number sense as appropriate, to solve problems.',
  'Communicate mathematical ideas, reasoning, and their implications using multiple representations, including symbols, diagrams, graphs, and language as appropriate.',
  'Create and use representations to organize, record, and communicate mathematical ideas.',
  'Analyze mathematical relationships to connect and communicate mathematical ideas.',
  'Display, explain, and justify mathematical ideas and arguments using precise mathematical language in written or oral communication.',
] as const;

/** The 'PS' domain of a grade: x.1A-x.1G. */
export function mathProcessStandards(grade: string): DomainSeed {
  return {
    code: 'PS',
    name: 'Mathematical Process Standards',
    standards: PROCESS.map((description, i) => ({
      code: `${grade}.1${String.fromCharCode(65 + i)}`,
      description,
    })),
  };
}

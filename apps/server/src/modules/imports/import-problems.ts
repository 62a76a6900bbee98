import { IMPORT_PROBLEMS_KEPT, type TImportProblem } from '@clearsheets/shared';

/** The first IMPORT_PROBLEMS_KEPT problems and, past them, one line saying how many more there are: a file
 * with a problem on each of its many rows must not become a record too large to store, send or read. */
export function keptProblems(problems: TImportProblem[]): TImportProblem[] {
  if (problems.length <= IMPORT_PROBLEMS_KEPT) return problems;
  const more = problems.length - IMPORT_PROBLEMS_KEPT;
  return [
    ...problems.slice(0, IMPORT_PROBLEMS_KEPT),
    { message: `…and ${more.toLocaleString('en-US')} more problems not listed: fix these and upload the file again` },
  ];
}

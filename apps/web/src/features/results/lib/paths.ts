import { PATHS } from '../../../lib/route-access';

// Addresses of the results pages with their query parameters (the spec's routes carry ids in the query).

export const resultPaths = {
  gradeQueue: () => PATHS.teacherGradeQueue,
  grade: (assignmentId: number) => `${PATHS.teacherGradeResult}?assignmentId=${assignmentId}`,
  assignment: (assignmentId: number) => `${PATHS.teacherAssignmentResult}?id=${assignmentId}`,
  student: (assignmentId: number, studentId: number) =>
    `${PATHS.teacherStudentScores}?id=${assignmentId}&studentId=${studentId}`,
  classResult: (classId: number) => `${PATHS.teacherClassResult}?classId=${classId}`,
  school: () => PATHS.teacherSchoolDetails,
};

/** A positive 32-bit id from a query parameter, or null ("12abc", "0", "-1" and missing are not ids). */
export function idParam(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * Stand-in names for grading without bias: "Student 1", "Student 2" in the order students first appear.
 * Numbers already given (`known`) stay, so a student keeps theirs while the queue shrinks.
 */
export function anonymousNumbers(
  studentIds: readonly number[],
  known: ReadonlyMap<number, number> = new Map(),
): Map<number, number> {
  const numbers = new Map(known);
  for (const id of studentIds) if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
  return numbers;
}

import { PATHS } from '../../../lib/route-access';

// The assignment screens' addresses (the spec's routes), and those of the pages other areas build.

export const assignPath = (worksheetId: number) => `${PATHS.teacherAssignWorksheet}?worksheetId=${worksheetId}`;

export const studentRangePath = (worksheetId: number, classIds: readonly number[]) =>
  `${PATHS.teacherStudentRange}?worksheetId=${worksheetId}&classIds=${classIds.join(',')}`;

export const previewPath = (assignmentId: number) => `${PATHS.teacherAssignmentPreview}?id=${assignmentId}`;

/** Built by the results area. */
export const resultPath = (assignmentId: number) => `/teacher/assignment/result?id=${assignmentId}`;

/** Built by the grading area. */
export const gradePath = (assignmentId: number) => `/teacher/graderesult?assignmentId=${assignmentId}`;

/** Built by the library area. */
export const worksheetPath = (worksheetId: number) => `${PATHS.teacherWorksheet}?id=${worksheetId}`;

/** A positive whole number from the query string, or null. */
export function idParam(params: URLSearchParams, name = 'id'): number | null {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

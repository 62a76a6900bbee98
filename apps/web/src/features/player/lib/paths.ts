import { PATHS } from '../../../lib/route-access';

// The student's assignment pages and their query parameters (ids are positive 32-bit integers).

/** A positive integer id from the query string, or null when missing or malformed. */
export function idParam(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const playerPath = (assignmentId: number) => `${PATHS.studentWorksheet}?assignmentId=${assignmentId}`;
export const summaryPath = (attemptId: number) => `${PATHS.studentSummary}?attemptId=${attemptId}`;
export const pendingSummaryPath = (attemptId: number) => `${PATHS.studentPendingSummary}?attemptId=${attemptId}`;

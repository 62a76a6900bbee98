import { localeDateFormat, localeNumberFormat } from '../../../lib/locale-format';
import { PATHS } from '../../../lib/route-access';

// Addresses of the monitor's pages with their query parameters (the spec's routes carry ids in the query).

export const monitorPaths = {
  chooser: () => PATHS.teacherClearMonitor,
  active: () => PATHS.teacherClearMonitorActive,
  grid: (assignmentId: number) => `${PATHS.teacherClearMonitor}?assignmentId=${assignmentId}`,
  sheet: (assignmentId: number, studentId: number) =>
    `${PATHS.teacherClearMonitorSheet}?assignmentId=${assignmentId}&studentId=${studentId}`,
  preview: (assignmentId: number) => `${PATHS.teacherClearMonitorSheet}?assignmentId=${assignmentId}`,
};

/** A positive 32-bit id from a query parameter, or null ("12abc", "0", "-1" and missing are not ids). */
export function idParam(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** "45%" */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** Scores with at most two decimals. */
export const formatScore = (score: number) => localeNumberFormat({ maximumFractionDigits: 2 }).format(score);

/** A due date or a time of day, in the reader's locale. */
export const formatDateTime = (iso: string) =>
  localeDateFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

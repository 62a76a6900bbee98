import { PATHS } from '../../../lib/route-access';

/** The assign page (built by the assignments area) for one worksheet. */
export const assignPath = (worksheetId: number) => `${PATHS.teacherAssignWorksheet}?worksheetId=${worksheetId}`;

export const worksheetPath = (worksheetId: number) => `${PATHS.teacherWorksheet}?id=${worksheetId}`;

export const studioPath = (worksheetId: number) => `${PATHS.teacherStudio}?id=${worksheetId}`;

/** Reads `?id=` as a worksheet id, or null when there is none or it is not a positive whole number. */
export function idParam(params: URLSearchParams, name = 'id'): number | null {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
}

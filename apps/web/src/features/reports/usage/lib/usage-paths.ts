import { PATHS } from '../../../../lib/route-access';

// The usage reports' addresses (the spec's routes carry ids and dates in the query).

type Range = { from?: string | undefined; to?: string | undefined };

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const usagePaths = {
  students: (classId: number | undefined, range: Range = {}) =>
    withQuery(PATHS.teacherStudentUsage, { classId, from: range.from, to: range.to }),
  student: (classId: number, studentId: number, range: Range = {}) =>
    withQuery(PATHS.teacherStudentUsageDetail, { classId, studentId, from: range.from, to: range.to }),
  day: (classId: number, studentId: number, day: string) =>
    withQuery(PATHS.teacherSessionSummary, { classId, studentId, day }),
  schools: (schoolId: number | undefined, range: Range = {}) =>
    withQuery(PATHS.districtSchoolUsage, { schoolId, from: range.from, to: range.to }),
  /** The crystal report (another team's page), by URL. */
  crystal: (classId: number | undefined) => withQuery('/teacher/report', { classId }),
  /** The API's CSV of a table, with the page's query. */
  csv: (path: string, params: Record<string, string | number | undefined>) => withQuery(path, params),
};

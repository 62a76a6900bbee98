import { GRADES, ID_MAX, isReportDay } from '@clearsheets/shared';

// A report's filters live in the page's address (?classId=&groupId=&grade=&subjectId=&from=&to=&assignmentId=),
// so a link, a reload and the back button all show the same report; a user may also save them (a preference)
// to open with next time.

export interface ReportFilterValues {
  classId?: number;
  groupId?: number;
  grade?: string;
  subjectId?: number;
  from?: string;
  to?: string;
  assignmentId?: number;
}

export const FILTER_KEYS = ['classId', 'groupId', 'grade', 'subjectId', 'from', 'to', 'assignmentId'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const ID_KEYS = new Set<FilterKey>(['classId', 'groupId', 'subjectId', 'assignmentId']);
const DAY_KEYS = new Set<FilterKey>(['from', 'to']);

/** An id from text or a number: a whole number from 1 to the largest id, else undefined. */
export function idOf(raw: unknown): number | undefined {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= ID_MAX ? n : undefined;
}

/** One filter's value when it is valid for its key, else undefined (bad values are dropped, never sent). */
function validValue(key: FilterKey, raw: unknown): number | string | undefined {
  if (ID_KEYS.has(key)) return idOf(raw);
  if (typeof raw !== 'string') return undefined;
  if (DAY_KEYS.has(key)) return isReportDay(raw) ? raw : undefined;
  return (GRADES as readonly string[]).includes(raw) ? raw : undefined;
}

/** The valid filters of any record (a saved preference, a parsed address); an inverted date range loses its end. */
export function cleanFilters(source: Partial<Record<FilterKey, unknown>>): ReportFilterValues {
  const out: Record<string, number | string> = {};
  for (const key of FILTER_KEYS) {
    const value = validValue(key, source[key]);
    if (value !== undefined) out[key] = value;
  }
  const values = out as ReportFilterValues;
  if (values.from && values.to && values.from > values.to) delete values.to;
  return values;
}

/** The filters in an address's query string. */
export function filtersFromParams(params: URLSearchParams): ReportFilterValues {
  return cleanFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])));
}

/** Whether the address names any filter (if not, the saved filters may apply). */
export const hasFilterParams = (params: URLSearchParams) => FILTER_KEYS.some((key) => params.has(key));

/** The address's other parameters kept, its filters replaced by these. */
export function withFilters(params: URLSearchParams, values: ReportFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(filterQuery(values))) next.set(key, value);
  return next;
}

/** The filters as query parameters for the API (only those set, in a fixed order). */
export function filterQuery(values: ReportFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

/** A path with the filters (and any extra parameters) as its query string. */
export function pathWith(path: string, values: ReportFilterValues, extra: Record<string, string | number> = {}) {
  const query = new URLSearchParams(filterQuery(values));
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A new class starts without the old class's group and assignment (they belong to the class). */
export function changeClass(values: ReportFilterValues, classId: number): ReportFilterValues {
  const { groupId: _group, assignmentId: _assignment, ...rest } = values;
  return { ...rest, classId };
}

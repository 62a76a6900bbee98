import { readStorage, writeStorage } from '../../../../lib/storage';
import { cleanFilters, type ReportFilterValues } from '../../lib/filters';

// The school and district reports' filters (grade, subject, a range of weeks) live in the page's address, so a
// link, a reload and the back button show the same report. The spec holds the district admin report filter on
// the client and names no preference kind for it (kind 8 is the teacher's crystal report): the last filters
// are remembered on this device per user, and open with the reports when the address names none.

export const SCOPE_FILTER_KEYS = ['grade', 'subjectId', 'from', 'to'] as const;
export type ScopeFilterValues = Pick<ReportFilterValues, (typeof SCOPE_FILTER_KEYS)[number]>;

/** Only the scope reports' keys, each valid (bad values are dropped, an inverted range loses its end). */
export function pickScopeFilters(source: Partial<Record<string, unknown>>): ScopeFilterValues {
  const clean = cleanFilters(Object.fromEntries(SCOPE_FILTER_KEYS.map((k) => [k, source[k]])));
  const out: ScopeFilterValues = {};
  for (const key of SCOPE_FILTER_KEYS) if (clean[key] !== undefined) Object.assign(out, { [key]: clean[key] });
  return out;
}

/** The filters in an address's query string. */
export const scopeFiltersFrom = (params: URLSearchParams): ScopeFilterValues =>
  pickScopeFilters(Object.fromEntries(SCOPE_FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined])));

export const hasScopeFilters = (params: URLSearchParams) => SCOPE_FILTER_KEYS.some((k) => params.has(k));

/** The filters as query parameters (only those set, in a fixed order). */
export function scopeQuery(values: ScopeFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SCOPE_FILTER_KEYS) if (values[key] !== undefined) out[key] = String(values[key]);
  return out;
}

/** The address's other parameters kept (schoolId, classId, ...), its filters replaced. */
export function withScopeFilters(params: URLSearchParams, values: ScopeFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SCOPE_FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(scopeQuery(values))) next.set(key, value);
  return next;
}

/** A path with the filters and other parameters as its query string. */
export function scopePath(
  path: string,
  values: ScopeFilterValues,
  extra: Record<string, string | number | undefined> = {},
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) query.set(key, String(value));
  for (const [key, value] of Object.entries(scopeQuery(values))) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const keyFor = (userId: number) => `cs.scopeReportFilter.${userId}`;

/** The filters this user last used here ({} when none or unreadable). */
export function rememberedScopeFilters(userId: number | null | undefined): ScopeFilterValues {
  if (!userId) return {};
  try {
    const parsed: unknown = JSON.parse(readStorage(keyFor(userId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? pickScopeFilters(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function rememberScopeFilters(userId: number | null | undefined, values: ScopeFilterValues): void {
  if (userId) writeStorage(keyFor(userId), JSON.stringify(scopeQuery(values)));
}

import { GRADES } from '@clearsheets/shared';

// The library's filters live in the address bar (back button, shareable links) and are saved as the
// teacher's "library setting" preference (kind 9), so a return visit starts where they left off.

export interface LibraryFilters {
  grade: string | null;
  subjectId: number | null;
  domainId: number | null;
  standardId: number | null;
  fullTopic: boolean;
  q: string;
}

export const EMPTY_FILTERS: LibraryFilters = {
  grade: null,
  subjectId: null,
  domainId: null,
  standardId: null,
  fullTopic: false,
  q: '',
};

const FILTER_PARAMS = ['grade', 'subjectId', 'domainId', 'standardId', 'fullTopic', 'q'] as const;
const QUERY_MAX = 200;

const asGrade = (value: unknown): string | null =>
  typeof value === 'string' && (GRADES as readonly string[]).includes(value) ? value : null;

const asId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

const asQuery = (value: unknown): string => (typeof value === 'string' ? value.slice(0, QUERY_MAX) : '');

/** Reads the filters from `?grade=5&subjectId=1...`; anything malformed is ignored rather than sent. */
export function filtersFromParams(params: URLSearchParams): LibraryFilters {
  return normalise({
    grade: asGrade(params.get('grade')),
    subjectId: asId(params.get('subjectId')),
    domainId: asId(params.get('domainId')),
    standardId: asId(params.get('standardId')),
    fullTopic: params.get('fullTopic') === 'true',
    q: asQuery(params.get('q')),
  });
}

/** Whether the address already says what to show (then the saved preference is not applied). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((key) => params.has(key));
}

/** Writes the filters and the page into the address's query, leaving out empty ones. */
export function filtersToParams(filters: LibraryFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.grade) params.set('grade', filters.grade);
  if (filters.subjectId) params.set('subjectId', String(filters.subjectId));
  if (filters.domainId) params.set('domainId', String(filters.domainId));
  if (filters.standardId) params.set('standardId', String(filters.standardId));
  if (filters.fullTopic) params.set('fullTopic', 'true');
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The saved preference's value, checked field by field (it is the screen's own JSON from the server). */
export function filtersFromPreference(value: unknown): LibraryFilters | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return normalise({
    grade: asGrade(v.grade),
    subjectId: asId(v.subjectId),
    domainId: asId(v.domainId),
    standardId: asId(v.standardId),
    fullTopic: v.fullTopic === true,
    q: asQuery(v.q),
  });
}

export function filtersToPreference(filters: LibraryFilters): Record<string, unknown> {
  return { ...filters, q: filters.q.trim() };
}

/** A topic or standard only makes sense under a grade and subject; drops the ones left without them. */
function normalise(filters: LibraryFilters): LibraryFilters {
  if (filters.grade && filters.subjectId) return filters;
  return { ...filters, domainId: null, standardId: null };
}

/** Applies one change; a new grade or subject clears topic and standard, a new topic clears the standard. */
export function changeFilters(current: LibraryFilters, change: Partial<LibraryFilters>): LibraryFilters {
  const next = { ...current, ...change };
  if (
    ('grade' in change && change.grade !== current.grade) ||
    ('subjectId' in change && change.subjectId !== current.subjectId)
  ) {
    next.domainId = null;
    next.standardId = null;
  } else if ('domainId' in change && change.domainId !== current.domainId) {
    next.standardId = null;
  }
  return normalise(next);
}

export const sameFilters = (a: LibraryFilters, b: LibraryFilters) =>
  FILTER_PARAMS.every((key) => (key === 'q' ? a.q.trim() === b.q.trim() : a[key] === b[key]));

export const isEmptyFilters = (filters: LibraryFilters) => sameFilters(filters, EMPTY_FILTERS);
